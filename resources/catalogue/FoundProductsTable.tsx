import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { BulkExportButton, DataTable, useTranslate, type RaRecord } from 'react-admin';
import { displayValue, formatRupees } from '../../src/lib/format';
import { paths } from '../../src/routes';
import { BulkDeleteButton } from '../../src/ui/list/BulkDeleteButton';
import { RowNumber } from '../../src/ui/list/RowNumber';
import { RowDeleteAction, RowLinkAction } from '../../src/ui/RowActions';
import type { Product } from '../../dataProvider/catalogueTypes';

const oneLineRows = { '& th, & td': { whiteSpace: 'nowrap' } };

/**
 * The products a search found, on react-admin's DataTable: sorted by a click on a header,
 * selected for an export or a bulk delete, each opening its detail page.
 */
export function FoundProductsTable({ onDelete }: { onDelete: (product: Product) => void }) {
  const translate = useTranslate();
  return (
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
      <DataTable.Col label="app.common.sl_no" render={() => <RowNumber />} />
      <DataTable.Col
        source="name"
        label="app.catalogue.product_name"
        render={(product: RaRecord) => (
          <MuiLink component={Link} to={paths.productDetail(product.id)}>
            {displayValue(product.name)}
          </MuiLink>
        )}
      />
      <DataTable.Col source="code" label="app.catalogue.product_code" render={product => displayValue(product.code)} />
      <DataTable.Col
        source="brand_name"
        label="app.catalogue.brand"
        render={product => displayValue(product.brand_name)}
      />
      <DataTable.Col
        source="category_name"
        label="app.catalogue.category"
        render={product => displayValue(product.category_name)}
      />
      <DataTable.Col
        source="price_in_inr"
        label="app.catalogue.price"
        render={product => formatRupees(product.price_in_inr)}
      />
      <DataTable.Col
        source="is_featured"
        label="app.catalogue.trending"
        render={product => translate(product.is_featured ? 'app.common.yes' : 'app.common.no')}
      />
      <DataTable.Col
        label="app.common.action"
        render={(product: RaRecord) => (
          <Stack direction="row">
            <RowLinkAction
              kind="edit"
              to={paths.productDetail(product.id)}
              label={translate('app.catalogue.edit_product', { name: product.name })}
            />
            <RowDeleteAction
              onClick={() => onDelete(product as Product)}
              label={translate('app.catalogue.delete_product', { name: product.name })}
            />
          </Stack>
        )}
      />
    </DataTable>
  );
}
