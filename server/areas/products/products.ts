import type { Product, ProductColumns } from '@/contract/catalogue/products';
import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { mediaUrl } from '@/server/media';

/** A product as the API answers it (contract/catalogue/products.ts); prices as numbers. */
export type ProductRecord = Product & Omit<ProductColumns, 'brand_id' | 'category_id'>;

type ProductRow = Omit<ProductRecord, 'is_featured'> & { is_featured: number };

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PRODUCT_DELETED = 'The product has been deleted.';

const SELECT_PRODUCTS = `SELECT p.id, p.name, p.code, p.brand_id AS brand, p.category_id AS category,
    b.name AS brand_name, c.name AS category_name, p.description, p.features, p.price_in_inr, p.price_in_aed,
    p.price_in_sar, p.price_in_qar, p.price_in_usd, p.product_pdf, p.is_featured
  FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id`;

const asRecord = (row: ProductRow): ProductRecord => ({
  ...row,
  product_pdf: mediaUrl(row.product_pdf),
  is_featured: row.is_featured === 1,
});

/** The products whose `where` holds, by name, at most `limit` (-1: all); `where` may use p., b. and c. columns. */
export function productRecords(db: Db, where: string, params: unknown[], limit = -1): ProductRecord[] {
  const rows = db.prepare(`${SELECT_PRODUCTS} WHERE ${where} ORDER BY p.name, p.id LIMIT ${limit}`).all(...params);
  return (rows as ProductRow[]).map(asRecord);
}

/** The products with these ids, in this order (a page of a list). */
export function productRecordsOf(db: Db, ids: number[]): ProductRecord[] {
  const rows = db
    .prepare(`${SELECT_PRODUCTS} JOIN json_each(?) page ON page.value = p.id ORDER BY page.key`)
    .all(JSON.stringify(ids));
  return (rows as ProductRow[]).map(asRecord);
}

/** The product with this id; 404 when there is none. */
export function productRecord(db: Db, id: number): ProductRecord {
  const [record] = productRecords(db, 'p.id = ?', [id]);
  if (!record) throw notFound(PRODUCT_NOT_FOUND);
  return record;
}
