import { IconButton, Link as MuiLink } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Brand, Product } from '../../dataProvider/catalogueTypes';
import { displayValue, formatRupees } from '../../src/lib/format';
import { paths } from '../../src/routes';
import { DataTable, type Column } from '../../src/ui/DataTable';

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
  const columns: Column<Product>[] = [
    { key: 'sl', label: translate('app.common.sl_no'), render: (_, index) => index + 1 },
    { key: 'category', label: translate('app.catalogue.category'), render: product => product.category_name },
    { key: 'code', label: translate('app.catalogue.product_code'), render: product => displayValue(product.code) },
    {
      key: 'name',
      label: translate('app.catalogue.product_name'),
      render: product => (
        <MuiLink component={Link} to={paths.productDetail(product.id)}>
          {displayValue(product.name)}
        </MuiLink>
      ),
    },
    { key: 'price', label: translate('app.catalogue.price'), render: product => formatRupees(product.price_in_inr) },
    {
      key: 'action',
      label: translate('app.common.action'),
      render: product => (
        <>
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
        </>
      ),
    },
  ];
  return (
    <DataTable
      label={translate('app.catalogue.products_of', { brand: brand.name })}
      columns={columns}
      rows={products}
      loading={loading}
      error={error}
      emptyText={translate('app.catalogue.no_products', { brand: brand.name })}
    />
  );
}
