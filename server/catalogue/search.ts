import type { Db } from '../db/connection';
import { asBrandRecord, type BrandRecord } from './brands';
import { SELECT_CATEGORIES, type CategoryRecord } from './categories';
import { productRecords, type ProductRecord } from './products';

export interface SearchAnswer {
  brands: BrandRecord[];
  categories: CategoryRecord[];
  products: ProductRecord[];
}

const LIMIT = 50;
const CONTAINS = 'catalogue_contains';

/** Registers the SQL function `catalogue_contains(text, query)`: whether the text holds the query, whatever the case. */
export function registerSearch(db: Db): void {
  db.function(CONTAINS, { deterministic: true }, (text: unknown, query: unknown) =>
    Number(String(text).toLocaleLowerCase().includes(String(query).toLocaleLowerCase())),
  );
}

/** The brands, categories and products (by name or code) whose name holds `query`, at most 50 of each. */
export function searchCatalogue(db: Db, rawQuery: unknown): SearchAnswer {
  const query = typeof rawQuery === 'string' ? rawQuery.trim() : '';
  if (query === '') return { brands: [], categories: [], products: [] };
  const brands = db
    .prepare(
      `SELECT id, name, logo, color, description FROM brands WHERE ${CONTAINS}(name, ?) ORDER BY name, id LIMIT ${LIMIT}`,
    )
    .all(query) as BrandRecord[];
  const categories = db
    .prepare(`${SELECT_CATEGORIES} WHERE ${CONTAINS}(c.name, ?) ORDER BY b.name, c.name, c.id LIMIT ${LIMIT}`)
    .all(query) as CategoryRecord[];
  const products = productRecords(db, `${CONTAINS}(p.name, @query) OR ${CONTAINS}(p.code, @query)`, [{ query }], LIMIT);
  return { brands: brands.map(asBrandRecord), categories, products };
}
