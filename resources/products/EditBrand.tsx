import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { brandChanges } from '@/contract/catalogue/brands';
import type { AppDataProvider } from '@/dataProvider';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { usePopup } from '@/src/ui/PopupProvider';
import { BrandForm } from './BrandForm';
import { useCatalogueRefresh } from './catalogueQueries';
import { productPaths } from './paths';

/** /products/edit-brand/{id}: the brand's form filled in; the logo is sent only when a new one is chosen. */
export default function EditBrand() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useCatalogueRefresh();
  const brand = useQuery({
    queryKey: ['catalogue', 'brand', id],
    queryFn: () => dataProvider.getBrand(id),
    retry: false,
    gcTime: 0,
  });

  const title = translate('app.catalogue.edit_brand_title');
  if (brand.error) return <RecordPageMessage title={title} message={translate('app.catalogue.brand_fetch_failed')} />;

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader
        title={title}
        documentTitle={brand.data && translate('app.document_title.edit', { name: brand.data.name })}
      />
      {brand.isPending && <CircularProgress aria-label={translate('app.common.loading')} />}
      {brand.data && (
        <BrandForm
          schema={brandChanges}
          initial={{ name: brand.data.name, color: brand.data.color ?? '', description: brand.data.description ?? '' }}
          currentLogo={brand.data.logo}
          submitKey="app.catalogue.save_changes"
          failedKey="app.catalogue.brand_update_failed"
          save={values => dataProvider.updateBrand(id, values)}
          onSaved={() => {
            void refresh();
            popup.showSuccess(translate('app.catalogue.brand_updated'));
            navigate(productPaths.productList);
          }}
        />
      )}
    </Box>
  );
}
