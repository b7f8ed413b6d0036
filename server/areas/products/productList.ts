import type { Db } from '@/server/db/connection';
import { isId, isTrue, ranges, type Filters } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { searchCondition } from '@/server/paging/search';
import type { Sql } from '@/server/paging/sql';
import { productRecordsOf } from './products';

/** What a product is found by: its name and code, and its category's and brand's names. */
const PRODUCT_FIELDS = ['p.name', 'p.code', 'c.name', 'b.name'];

/** The filters of a list of products. */
export const PRODUCT_FILTERS: Filters = {
  brand: isId('p.brand_id'),
  category: isId('p.category_id'),
  is_featured: isTrue('p.is_featured'),
  ...ranges('price_in_inr', 'p.price_in_inr', 'number'),
};

/** The products whose SQL `where` holds (over p., b. and c.), paged: by name unless ordered otherwise. */
export function productList(db: Db, where: Sql): PagedList {
  return {
    from: 'products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id',
    id: 'p.id',
    where,
    search: { fields: PRODUCT_FIELDS },
    orderings: {
      id: 'p.id',
      name: 'p.name',
      code: 'p.code',
      brand_name: 'b.name',
      category_name: 'c.name',
      price_in_inr: 'p.price_in_inr',
      price_in_aed: 'p.price_in_aed',
      price_in_sar: 'p.price_in_sar',
      price_in_qar: 'p.price_in_qar',
      price_in_usd: 'p.price_in_usd',
      is_featured: 'p.is_featured',
    },
    defaultOrdering: 'name',
    filters: PRODUCT_FILTERS,
    items: ids => productRecordsOf(db, ids),
  };
}

/** The products the catalogue search finds for `query` (its `products`, paged). */
export const foundProductList = (db: Db, query: string): PagedList =>
  productList(db, searchCondition({ fields: PRODUCT_FIELDS }, query));
