import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { useCatalogueRefresh } from './catalogueQueries';
import { CategoryForm } from './CategoryForm';
import { productPaths } from './paths';

/** /products/add-category. */
export default function AddCategory() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const refresh = useCatalogueRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.catalogue.add_category_title')} />
      <CategoryForm
        isNew
        save={dataProvider.createCategory}
        onSaved={() => {
          void refresh();
          popup.showSuccess(translate('app.catalogue.category_created'));
          navigate(productPaths.productList);
        }}
      />
    </Box>
  );
}
