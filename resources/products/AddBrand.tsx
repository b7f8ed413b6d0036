import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { newBrand } from '@/contract/catalogue/brands';
import type { AppDataProvider } from '@/dataProvider';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { BrandForm } from './BrandForm';
import { useCatalogueRefresh } from './catalogueQueries';
import { productPaths } from './paths';

/** /products/add-brand. */
export default function AddBrand() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useCatalogueRefresh();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.catalogue.add_brand_title')} />
      <BrandForm
        schema={newBrand}
        submitKey="app.catalogue.add_brand"
        failedKey="app.catalogue.brand_create_failed"
        save={dataProvider.createBrand}
        onSaved={() => {
          void refresh();
          popup.showSuccess(translate('app.catalogue.brand_created'));
          navigate(productPaths.productList);
        }}
      />
    </Box>
  );
}
