import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Brand, Product } from './catalogueTypes';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useConfirmedDelete } from '@/src/ui/useConfirmedDelete';
import { BrandBannerDialog } from './BrandBannerDialog';
import { RovingRows } from '@/src/ui/list/RovingRows';
import { BRAND_SUMMARY, BrandRow } from './BrandRow';
import { useBrands, useCatalogueRefresh } from './catalogueQueries';
import { useOpenBrand } from './useOpenBrand';

/** Spec, section 9: the list refreshes this long after a brand is deleted. */
const refreshAfterBrandDeleteMs = 500;
const wait = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** The brands as expandable rows, one open at a time (kept in the URL), with their banner and delete. */
export function BrandRows({ onDeleteProduct }: { onDeleteProduct: (product: Product) => void }) {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useCatalogueRefresh();
  const brands = useBrands();
  const [openBrand, setOpenBrand] = useOpenBrand();
  const [banner, setBanner] = useState<Brand | null>(null);
  const brandDeletion = useConfirmedDelete<Brand>({
    remove: brand => dataProvider.deleteBrand(brand.id),
    content: brand => translate('app.catalogue.delete_brand_text', { name: brand.name }),
    deletedKey: 'app.catalogue.brand_deleted',
    failedKey: 'app.catalogue.brand_delete_failed',
    onDeleted: async () => {
      setOpenBrand(null);
      await wait(refreshAfterBrandDeleteMs);
      await refresh();
    },
  });
  useScrollToRestoredBrand(!!brands.data, openBrand);

  return (
    <Box component="section" aria-label={translate('app.catalogue.brands_label')}>
      {brands.isPending && <LinearProgress aria-label={translate('app.catalogue.brands_label')} />}
      {brands.error && <Alert severity="error">{errorText(brands.error, 'app.catalogue.brands_failed')}</Alert>}
      {brands.data?.length === 0 && <Typography>{translate('app.catalogue.no_brands')}</Typography>}
      <RovingRows rows={`[${BRAND_SUMMARY}]`}>
        {brands.data?.map(brand => (
          <BrandRow
            key={brand.id}
            brand={brand}
            expanded={openBrand === String(brand.id)}
            onOpen={setOpenBrand}
            onViewBanner={setBanner}
            onDelete={brandDeletion.ask}
            onDeleteProduct={onDeleteProduct}
          />
        ))}
      </RovingRows>
      <BrandBannerDialog brand={banner} onClose={() => setBanner(null)} />
      {brandDeletion.dialog}
    </Box>
  );
}

/** Once the brands show, brings the brand a reload or Back reopened into view. */
function useScrollToRestoredBrand(shown: boolean, openBrand: string | null) {
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    if (openBrand) document.getElementById(`brand-${openBrand}-summary`)?.scrollIntoView({ block: 'center' });
  }, [shown, openBrand]);
}
