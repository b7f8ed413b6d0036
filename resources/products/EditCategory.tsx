import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { usePopup } from '@/src/ui/PopupProvider';
import { useCatalogueRefresh } from './catalogueQueries';
import { CategoryForm } from './CategoryForm';
import { productPaths } from './paths';

/** /products/edit-category/{id}. */
export default function EditCategory() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const refresh = useCatalogueRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const category = useQuery({
    queryKey: ['catalogue', 'category', id],
    queryFn: () => dataProvider.getCategory(id),
    retry: false,
    gcTime: 0,
  });

  const title = translate('app.catalogue.edit_category_title');
  if (category.error) {
    return <RecordPageMessage title={title} message={translate('app.catalogue.category_fetch_failed')} />;
  }

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader
        title={title}
        documentTitle={category.data && translate('app.document_title.edit', { name: category.data.name })}
      />
      {category.isPending && <CircularProgress aria-label={translate('app.common.loading')} />}
      {category.data && (
        <CategoryForm
          isNew={false}
          initial={{ name: category.data.name, brand: String(category.data.brand ?? '') }}
          save={values => dataProvider.updateCategory(id, values)}
          onSaved={() => {
            void refresh();
            popup.showSuccess(translate('app.catalogue.category_updated'));
            navigate(productPaths.productList);
          }}
        />
      )}
    </Box>
  );
}
