import type { Db } from '@/server/db/connection';
import { asBrandRecord, type BrandRecord } from './brands';
import { SELECT_CATEGORIES, type CategoryRecord } from './categories';
import { productRecords, type ProductRecord } from './products';

export interface SearchAnswer {
  brands: BrandRecord[];
  categories: CategoryRecord[];
  products: ProductRecord[];
}

const LIMIT = 50;
/**
 * Found products are the rows of the list's table, which filters them by brand, category
 * and trending and pages them in the browser: enough that those filters see every match.
 */
const PRODUCT_LIMIT = 500;

/**
 * SQL: whether `column` holds the (already lower-cased) @query, whatever the case. SQLite's
 * built-ins, not a JS function per row: instr() needs no escaping of % and _.
 */
const contains = (column: string) => `instr(lower(${column}), @query) > 0`;

/** A product matches by its name or code, or by the name of its category or brand ("by name, category, etc"). */
const PRODUCT_MATCH = ['p.name', 'p.code', 'c.name', 'b.name'].map(contains).join(' OR ');

/** The search text of the `query` parameter, trimmed and lower-cased ('' for none). */
export const catalogueQuery = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toLowerCase() : '');

/** The brands and categories whose name holds the (lower-cased) `query`, at most 50 of each. */
export function namedInCatalogue(db: Db, query: string): Omit<SearchAnswer, 'products'> {
  if (query === '') return { brands: [], categories: [] };
  const brands = db
    .prepare(
      `SELECT id, name, logo, color, description FROM brands WHERE ${contains('name')} ORDER BY name, id LIMIT ${LIMIT}`,
    )
    .all({ query }) as BrandRecord[];
  const categories = db
    .prepare(`${SELECT_CATEGORIES} WHERE ${contains('c.name')} ORDER BY b.name, c.name, c.id LIMIT ${LIMIT}`)
    .all({ query }) as CategoryRecord[];
  return { brands: brands.map(asBrandRecord), categories };
}

/** The brands and categories whose name holds `query` (at most 50 of each), and the products that match it (at most 500). */
export function searchCatalogue(db: Db, rawQuery: unknown): SearchAnswer {
  const query = catalogueQuery(rawQuery);
  if (query === '') return { brands: [], categories: [], products: [] };
  return { ...namedInCatalogue(db, query), products: productRecords(db, PRODUCT_MATCH, [{ query }], PRODUCT_LIMIT) };
}
