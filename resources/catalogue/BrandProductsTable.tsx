import { Alert, IconButton, Link as MuiLink, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { DataTable, useTranslate } from 'react-admin';
import type { Brand, Product } from '../../dataProvider/catalogueTypes';
import { displayValue, formatRupees } from '../../src/lib/format';
import { paths } from '../../src/routes';
import { FetchedTable } from '../../src/ui/list/FetchedTable';
import { RowNumber } from '../../src/ui/list/RowNumber';

interface BrandProductsTableProps {
  brand: Brand;
  products: Product[] | undefined;
  loading: boolean;
  error: string | null;
  onDelete: (product: Product) => void;
}

/** A brand's products: Sl.No., Category, Product Code, Product Name, Price (rupees), Action. */
export function BrandProductsTable({ brand, products, loading, error, onDelete }: BrandProductsTableProps) {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{error}</Alert>;
  return (
    <FetchedTable
      resource="products"
      data={products}
      isPending={loading}
      label={translate('app.catalogue.products_of', { brand: brand.name })}
      emptyText={translate('app.catalogue.no_products', { brand: brand.name })}
    >
      <DataTable.Col label="app.common.sl_no" render={() => <RowNumber />} />
      <DataTable.Col source="category_name" label="app.catalogue.category" />
      <DataTable.Col source="code" label="app.catalogue.product_code" render={product => displayValue(product.code)} />
      <DataTable.Col
        source="name"
        label="app.catalogue.product_name"
        render={product => (
          <MuiLink component={Link} to={paths.productDetail(product.id)}>
            {displayValue(product.name)}
          </MuiLink>
        )}
      />
      <DataTable.Col
        source="price_in_inr"
        label="app.catalogue.price"
        render={product => formatRupees(product.price_in_inr)}
      />
      <DataTable.Col
        label="app.common.action"
        render={(product: Product) => (
          <Stack direction="row">
            {/* Native titles: a hundred MUI tooltips would slow the brand's expansion. */}
            <IconButton
              component={Link}
              to={paths.productDetail(product.id)}
              title={translate('app.common.edit')}
              aria-label={translate('app.catalogue.edit_product', { name: product.name })}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              color="error"
              onClick={() => onDelete(product)}
              title={translate('app.common.delete')}
              aria-label={translate('app.catalogue.delete_product', { name: product.name })}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        )}
      />
    </FetchedTable>
  );
}
