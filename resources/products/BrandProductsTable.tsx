import { Alert, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Brand, Product } from './catalogueTypes';
import { displayValue, formatRupees } from '@/src/lib/format';
import { FetchedTable } from '@/src/ui/list/FetchedTable';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { ProductRowActions } from './ProductRowActions';
import { Column } from '@/src/framework/Column';
import { productPaths } from './paths';

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
      phone={
        <PhoneRows<Product>
          label={translate('app.catalogue.products_of', { brand: brand.name })}
          emptyText={translate('app.catalogue.no_products', { brand: brand.name })}
          primary={product => displayValue(product.name)}
          secondary={product => `${displayValue(product.code)} · ${displayValue(product.category_name)}`}
          figure={product => formatRupees(product.price_in_inr)}
          actions={product => <ProductRowActions product={product} onDelete={onDelete} />}
        />
      }
    >
      <Column label="app.common.sl_no" render={() => <RowNumber />} />
      <Column source="category_name" label="app.catalogue.category" />
      <Column source="code" label="app.catalogue.product_code" render={product => displayValue(product.code)} />
      <Column
        source="name"
        label="app.catalogue.product_name"
        render={product => (
          <MuiLink component={Link} to={productPaths.productDetail(product.id)}>
            {displayValue(product.name)}
          </MuiLink>
        )}
      />
      <Column
        source="price_in_inr"
        label="app.catalogue.price"
        render={product => formatRupees(product.price_in_inr)}
      />
      <Column
        label="app.common.action"
        render={(product: Product) => <ProductRowActions product={product} onDelete={onDelete} />}
      />
    </FetchedTable>
  );
}
