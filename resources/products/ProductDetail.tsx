import { Box, Button, CircularProgress, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { statusOf } from '@/src/lib/errors';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { ProductBrochureCard } from './ProductBrochureCard';
import { ProductDetailsCard } from './ProductDetailsCard';
import { ProductMediaCard } from './ProductMediaCard';
import { ProductTextCard } from './ProductTextCard';
import { useDeleteProduct } from './useDeleteProduct';
import { useProductData } from './useProductData';
import { HistoryPanel } from '@/src/ui/history/HistoryPanel';
import { productPaths } from './paths';

/** /products/product-detail/{id}: the product's details, texts, images, site images and brochure, each editable. */
export default function ProductDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.products.${key}`, options);
  const errorText = useErrorMessage();
  const { product, media, reloadProduct, reloadMedia } = useProductData(id);
  const [editing, setEditing] = useState(false);
  const deletion = useDeleteProduct(() => navigate(productPaths.productList));

  if (product.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  // A failed background refresh keeps the page (and any edit in progress); only a first load failure shows.
  if (!product.data && product.isError && statusOf(product.error) !== 404) {
    return (
      <RecordPageMessage
        title={t('details_title')}
        message={t('error', { message: errorText(product.error, 'app.products.fetch_failed') })}
      />
    );
  }
  if (!product.data) return <RecordPageMessage title={t('details_title')} severity="info" message={t('not_found')} />;

  const item = product.data;
  return (
    <Box sx={{ py: 2 }} data-failed-refreshes={product.errorUpdateCount}>
      <PageHeader title={t('header', { brand: item.brand_name, name: item.name })}>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(value => !value)}>
          {editing ? t('cancel_edit') : t('edit')}
        </Button>
        <Button variant="contained" color="error" startIcon={<DeleteIcon />} onClick={() => deletion.ask(item)}>
          {translate('app.common.delete')}
        </Button>
      </PageHeader>
      <Stack spacing={3}>
        <ProductDetailsCard product={item} editing={editing} onDone={() => setEditing(false)} onSaved={reloadProduct} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ProductTextCard product={item} field="description" onSaved={reloadProduct} />
          <ProductTextCard product={item} field="features" onSaved={reloadProduct} />
        </Box>
        <ProductMediaCard productId={item.id} kind="images" media={media.data} onSync={reloadMedia} />
        <ProductMediaCard productId={item.id} kind="site_installed_images" media={media.data} onSync={reloadMedia} />
        <ProductBrochureCard product={item} onSaved={reloadProduct} />
        <HistoryPanel targetType="product" targetId={item.id} />
      </Stack>
      {deletion.dialog}
    </Box>
  );
}
