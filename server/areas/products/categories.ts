import { z } from 'zod';
import { category, categoryChanges, type Category } from '@/contract/catalogue/categories';
import { whenValid } from '@/contract/fields/when';
import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { exists } from './fields';

/** A category as the API answers it (contract/catalogue/categories.ts). */
export type CategoryRecord = Category;

export const CATEGORY_NOT_FOUND = 'Category not found.';
export const NO_SUCH_BRAND = 'Select an existing brand.';
const NAME_TAKEN = 'This brand already has a category with this name.';
const HAS_PRODUCTS = 'A category with products cannot move to another brand.';

export const SELECT_CATEGORIES = `SELECT c.id, c.name, c.brand_id AS brand, b.name AS brand_name
  FROM categories c JOIN brands b ON b.id = c.brand_id`;

/** Every category, by brand name then name. */
export function categoryRecords(db: Db): CategoryRecord[] {
  return db.prepare(`${SELECT_CATEGORIES} ORDER BY b.name, c.name, c.id`).all() as CategoryRecord[];
}

/** The category with this id; 404 when there is none. */
export function categoryRecord(db: Db, id: number): CategoryRecord {
  const row = db.prepare(`${SELECT_CATEGORIES} WHERE c.id = ?`).get(id) as CategoryRecord | undefined;
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** The categories of a brand, by name, as {id, name}. */
export function brandCategories(db: Db, brandId: number): { id: number; name: string }[] {
  return db.prepare('SELECT id, name FROM categories WHERE brand_id = ? ORDER BY name, id').all(brandId) as {
    id: number;
    name: string;
  }[];
}

/** The check that the brand a category names, when it names one, exists. */
const inExistingBrand = (db: Db) =>
  z.refine<{ brand?: number }>(({ brand }) => brand === undefined || exists(db, 'brands', brand), {
    path: ['brand'],
    message: NO_SUCH_BRAND,
    when: whenValid('brand'),
  });

/** The fields an edit of a category sends, its brand checked to exist (the rest in `categoryInput`). */
export const categoryChangesInput = (db: Db) => categoryChanges.check(inExistingBrand(db));

/**
 * A category's fields checked against the catalogue: its brand exists, no other category of
 * the brand has its name, and the category `current` (when it is an edit), if it has
 * products, stays in its brand.
 */
export const categoryInput = (db: Db, current?: CategoryRecord) =>
  category.check(inExistingBrand(db)).superRefine(({ name, brand }, context) => {
    const id = current?.id ?? 0;
    if (db.prepare('SELECT 1 FROM categories WHERE brand_id = ? AND name = ? AND id <> ?').get(brand, name, id)) {
      context.addIssue({ code: 'custom', path: ['name'], message: NAME_TAKEN });
    }
    const moves = current !== undefined && current.brand !== brand;
    if (moves && db.prepare('SELECT 1 FROM products WHERE category_id = ?').get(id)) {
      context.addIssue({ code: 'custom', path: ['brand'], message: HAS_PRODUCTS });
    }
  });
