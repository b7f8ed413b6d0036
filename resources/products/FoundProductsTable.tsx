import { Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { BulkExportButton, useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import { displayValue, formatRupees } from '@/src/lib/format';
import { BulkDeleteButton } from '@/src/ui/list/BulkDeleteButton';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { RovingRows } from '@/src/ui/list/RovingRows';
import { useIsPhone } from '@/src/ui/useIsPhone';
import { ProductRowActions } from './ProductRowActions';
import type { Product } from './catalogueTypes';
import { Column } from '@/src/framework/Column';
import { productPaths } from './paths';

const oneLineRows = { '& th, & td': { whiteSpace: 'nowrap' } };

/**
 * The products a search found, on react-admin's DataTable: sorted by a click on a header,
 * selected for an export or a bulk delete, each opening its detail page.
 */
export function FoundProductsTable({ onDelete }: { onDelete: (product: Product) => void }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <RovingRows>
        <PhoneRows<Product>
          label={translate('app.catalogue.found_products')}
          emptyText={translate('app.catalogue.no_matching_products')}
          primary={product => displayValue(product.name)}
          secondary={product => `${displayValue(product.code)} · ${displayValue(product.brand_name)}`}
          figure={product => formatRupees(product.price_in_inr)}
          actions={product => <ProductRowActions product={product} onDelete={onDelete} />}
        />
      </RovingRows>
    );
  }
  return (
    <RovingRows>
      <DataTable
        aria-label={translate('app.catalogue.found_products')}
        rowClick={false}
        sx={oneLineRows}
        bulkActionButtons={
          <>
            <BulkExportButton />
            <BulkDeleteButton failedKey="app.catalogue.product_delete_failed" />
          </>
        }
        empty={
          <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
            {translate('app.catalogue.no_matching_products')}
          </Typography>
        }
      >
        <Column label="app.common.sl_no" render={() => <RowNumber />} />
        <Column
          source="name"
          label="app.catalogue.product_name"
          render={(product: Product) => (
            <MuiLink component={Link} to={productPaths.productDetail(product.id)}>
              {displayValue(product.name)}
            </MuiLink>
          )}
        />
        <Column source="code" label="app.catalogue.product_code" render={product => displayValue(product.code)} />
        <Column source="brand_name" label="app.catalogue.brand" render={product => displayValue(product.brand_name)} />
        <Column
          source="category_name"
          label="app.catalogue.category"
          render={product => displayValue(product.category_name)}
        />
        <Column
          source="price_in_inr"
          label="app.catalogue.price"
          render={product => formatRupees(product.price_in_inr)}
        />
        <Column
          source="is_featured"
          label="app.catalogue.trending"
          render={product => translate(product.is_featured ? 'app.common.yes' : 'app.common.no')}
        />
        <Column
          label="app.common.action"
          render={(product: Product) => <ProductRowActions product={product} onDelete={onDelete} />}
        />
      </DataTable>
    </RovingRows>
  );
}
