import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Brand } from '../../dataProvider/catalogueTypes';
import { useDebouncedValue } from '../../src/lib/useDebouncedValue';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { ImportButton } from '../../src/ui/ImportButton';
import { PageHeader } from '../../src/ui/PageHeader';
import { SearchBox } from '../../src/ui/SearchBox';
import { useConfirmedDelete } from '../../src/ui/useConfirmedDelete';
import { useDeleteProduct } from '../products/useDeleteProduct';
import { AddNewDialog } from './AddNewDialog';
import { BrandBannerDialog } from './BrandBannerDialog';
import { BrandRow } from './BrandRow';
import {
  searchDebounceMs,
  useBrands,
  useCatalogueRefresh,
  useCatalogueSearch,
  useForgetBrandProductsOnMount,
} from './catalogueQueries';
import { SearchResults } from './SearchResults';

/** Spec, section 9: the list refreshes this long after a brand is deleted. */
const refreshAfterBrandDeleteMs = 500;
const wait = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** /products/list: brands as expandable rows with their products, catalogue search, import and '+ Add New'. */
export default function ProductList() {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useCatalogueRefresh();
  useForgetBrandProductsOnMount();
  const brands = useBrands();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, searchDebounceMs);
  const found = useCatalogueSearch(query);
  const [openBrand, setOpenBrand] = useState<Identifier | null>(null);
  const [banner, setBanner] = useState<Brand | null>(null);
  const [addingNew, setAddingNew] = useState(false);
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
  // The deletion forgets every catalogue answer (brand tables and searches); the list stays.
  const productDeletion = useDeleteProduct(() => undefined);
  const searching = search.trim() !== '';
  const toggle = useCallback((brand: Brand) => setOpenBrand(current => (current === brand.id ? null : brand.id)), []);

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.catalogue.title')}>
        <ImportButton
          upload={dataProvider.importProducts}
          invalidFileKey="app.catalogue.invalid_import_file"
          failedKey="app.catalogue.import_failed"
          onImported={() => void refresh()}
        />
        <Button variant="contained" onClick={() => setAddingNew(true)}>
          {translate('app.common.add_new')}
        </Button>
      </PageHeader>
      <Box sx={{ mb: 2 }}>
        <SearchBox value={search} placeholder={translate('app.catalogue.search_placeholder')} onChange={setSearch} />
      </Box>
      {searching ? (
        <SearchResults
          query={query.trim()}
          answer={found.data}
          busy={search !== query || found.isFetching}
          failed={found.isError}
        />
      ) : (
        <Box component="section" aria-label={translate('app.catalogue.brands_label')}>
          {brands.isPending && <LinearProgress aria-label={translate('app.catalogue.brands_label')} />}
          {brands.error && <Alert severity="error">{errorText(brands.error, 'app.catalogue.brands_failed')}</Alert>}
          {brands.data?.length === 0 && <Typography>{translate('app.catalogue.no_brands')}</Typography>}
          {brands.data?.map(brand => (
            <BrandRow
              key={brand.id}
              brand={brand}
              expanded={openBrand === brand.id}
              onToggle={toggle}
              onViewBanner={setBanner}
              onDelete={brandDeletion.ask}
              onDeleteProduct={productDeletion.ask}
            />
          ))}
        </Box>
      )}
      <BrandBannerDialog brand={banner} onClose={() => setBanner(null)} />
      <AddNewDialog open={addingNew} onClose={() => setAddingNew(false)} />
      {brandDeletion.dialog}
      {productDeletion.dialog}
    </Box>
  );
}
