import type { Db } from '../db/connection';
import { invalidInput, notFound, type FieldErrors } from '../errors';
import { checkInput, idField, objectInput } from '../validation';
import { exists, nameField } from './fields';

export interface CategoryRecord {
  id: number;
  name: string;
  brand: number;
  brand_name: string;
}

export interface CategoryValues {
  name: string;
  brand: number;
}

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

/**
 * Checks a category's form, with the stored values of the category `current` filling what
 * an update leaves out; 400 with every field's error.
 */
export function checkCategoryForm(db: Db, input: unknown, current?: CategoryRecord): CategoryValues {
  const source = { ...current, ...objectInput(input) };
  const { values, errors } = checkInput(
    { name: nameField('Category'), brand: idField('Brand selection is required') },
    source,
  );
  const problems: FieldErrors = { ...errors };
  if (!errors.brand && !exists(db, 'brands', values.brand)) problems.brand = [NO_SUCH_BRAND];
  if (Object.keys(problems).length === 0) {
    const id = current?.id ?? 0;
    const taken = db.prepare('SELECT 1 FROM categories WHERE brand_id = ? AND name = ? AND id <> ?');
    if (taken.get(values.brand, values.name, id)) problems.name = [NAME_TAKEN];
    const moves = current !== undefined && current.brand !== values.brand;
    if (moves && db.prepare('SELECT 1 FROM products WHERE category_id = ?').get(id)) problems.brand = [HAS_PRODUCTS];
  }
  if (Object.keys(problems).length > 0) throw invalidInput(problems);
  return values;
}
