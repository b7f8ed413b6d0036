import { Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListBase, ListToolbar, useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { useMayAccess } from '@/src/auth/useMayAccess';
import { ImportButton } from '@/src/ui/ImportButton';
import { ListActions } from '@/src/ui/list/ListActions';
import { listPageSize, searchDebounce } from '@/src/ui/list/ResourceList';
import { PageHeader } from '@/src/ui/PageHeader';
import { useDeleteProduct } from './useDeleteProduct';
import { AddNewDialog } from './AddNewDialog';
import { BrandRows } from './BrandRows';
import { useForgetBrandProductsOnMount } from './catalogueQueries';
import { productExporter } from './productExport';
import { useProductFilters } from './productFilters';
import { productsResource, ProductSearchSource } from './ProductSearchSource';
import { SearchResults } from './SearchResults';
import { productSheetImport } from './productSheetImport';

const byName = { field: 'name', order: 'ASC' as const };
/** The search results show their own message when the search fails. */
const quietFailure = { onError: () => undefined };

/** The page under its title: the search box and filters, then the brands, or the search results. */
function Catalogue() {
  const queryClient = useQueryClient();
  const { filterValues } = useListContext();
  // Deleting forgets every catalogue answer (brand tables and searches); the search results ask again.
  const productDeletion = useDeleteProduct(() => queryClient.invalidateQueries({ queryKey: [productsResource] }));
  return (
    <>
      <ListToolbar filters={useProductFilters()} actions={<ListActions />} />
      {filterValues.q ? (
        <SearchResults onDeleteProduct={productDeletion.ask} />
      ) : (
        <BrandRows onDeleteProduct={productDeletion.ask} />
      )}
      {productDeletion.dialog}
    </>
  );
}

/**
 * /products/list: brands as expandable rows with their products, the catalogue search
 * (whose products are a react-admin list), import and '+ Add New'. The search, filters,
 * sort and page of the results, and the open brand, live in the URL.
 */
export default function ProductList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [addingNew, setAddingNew] = useState(false);
  const mayImport = useMayAccess({ resource: productsResource, action: 'import' });
  const mayAdd = useMayAccess({ resource: ['products', 'brands', 'categories'], action: 'create' });
  useForgetBrandProductsOnMount();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.catalogue.title')}>
        {mayImport && (
          <ImportButton
            sheet={productSheetImport}
            upload={dataProvider.importProducts}
            invalidFileKey="app.catalogue.invalid_import_file"
            failedKey="app.catalogue.import_failed"
            onImported={refresh}
          />
        )}
        {mayAdd && (
          <Button variant="contained" onClick={() => setAddingNew(true)}>
            {translate('app.common.add_new')}
          </Button>
        )}
      </PageHeader>
      <ProductSearchSource>
        <ListBase
          resource={productsResource}
          sort={byName}
          perPage={listPageSize}
          debounce={searchDebounce}
          exporter={productExporter(translate)}
          queryOptions={quietFailure}
        >
          <Catalogue />
        </ListBase>
      </ProductSearchSource>
      <AddNewDialog open={addingNew} onClose={() => setAddingNew(false)} />
    </Box>
  );
}
