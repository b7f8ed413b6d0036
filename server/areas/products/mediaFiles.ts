import type { Db } from '@/server/db/connection';

const PRODUCT_FILES = `
  SELECT product_pdf FROM products WHERE id IN (SELECT id FROM products WHERE %WHERE%)
  UNION ALL SELECT image FROM product_media WHERE product_id IN (SELECT id FROM products WHERE %WHERE%)
  UNION ALL SELECT site_installed_images FROM product_media WHERE product_id IN (SELECT id FROM products WHERE %WHERE%)`;

const filesOf = (db: Db, sql: string, ...params: unknown[]): string[] =>
  (
    db
      .prepare(sql)
      .pluck()
      .all(...params) as (string | null)[]
  ).filter((file): file is string => file !== null);

export const brandLogo = (db: Db, id: number): string[] => filesOf(db, 'SELECT logo FROM brands WHERE id = ?', id);

export const productBrochure = (db: Db, id: number): string[] =>
  filesOf(db, 'SELECT product_pdf FROM products WHERE id = ?', id);

/** The stored files of a brand: its logo, and its products' brochures and images (gone with it by cascade). */
export const brandFiles = (db: Db, id: number): string[] => [
  ...brandLogo(db, id),
  ...filesOf(db, PRODUCT_FILES.replaceAll('%WHERE%', 'brand_id = ?'), id, id, id),
];

/** The stored files of a product: its brochure and images. */
export const productFiles = (db: Db, id: number): string[] =>
  filesOf(db, PRODUCT_FILES.replaceAll('%WHERE%', 'id = ?'), id, id, id);

/** The stored file of a product media item. */
export const mediaItemFiles = (db: Db, id: number): string[] =>
  filesOf(
    db,
    'SELECT image FROM product_media WHERE id = ? UNION ALL SELECT site_installed_images FROM product_media WHERE id = ?',
    id,
    id,
  );
