import type { TranslateFunction } from 'react-admin';
import { exportRows } from '@/src/lib/exportRows';

/** The selected products as a spreadsheet: the columns of the search results. */
export const productExporter = (translate: TranslateFunction) => {
  const t = (key: string) => translate(`app.catalogue.${key}`);
  return exportRows('products', [
    [t('product_name'), product => product.name],
    [t('product_code'), product => product.code],
    [t('brand'), product => product.brand_name],
    [t('category'), product => product.category_name],
    [t('price'), product => Number(product.price_in_inr)],
    [t('trending'), product => translate(product.is_featured ? 'app.common.yes' : 'app.common.no')],
  ]);
};
