import { useTranslate } from 'react-admin';
import type { Product } from './catalogueTypes';
import { RowDeleteAction, RowIcons, RowLinkAction } from '@/src/ui/RowActions';
import { productPaths } from './paths';

/** A product row's edit link and delete icon, in the brand's table and in the search's. */
export function ProductRowActions({ product, onDelete }: { product: Product; onDelete: (product: Product) => void }) {
  const translate = useTranslate();
  return (
    <RowIcons>
      <RowLinkAction
        kind="edit"
        to={productPaths.productDetail(product.id)}
        label={translate('app.catalogue.edit_product', { name: product.name })}
      />
      <RowDeleteAction
        onClick={() => onDelete(product)}
        label={translate('app.catalogue.delete_product', { name: product.name })}
      />
    </RowIcons>
  );
}
