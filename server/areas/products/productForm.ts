import { productInput, type CatalogueLookup, type ProductColumns } from '@/contract/catalogue/products';
import { checkFields, type FieldErrors } from '@/contract/fieldErrors';
import type { Db } from '@/server/db/connection';
import { invalidInput } from '@/server/errors';
import { anyFields, parseInput } from '@/server/input';
import { checkUploads, type Upload } from '@/server/media';
import type { MultipartForm } from '@/server/multipart';
import { exists } from './fields';
import type { ProductRecord } from './products';

export type { ProductColumns } from '@/contract/catalogue/products';

/** What a valid form changes besides its columns (see `validProduct`): the brochure to save (`null` to remove it). */
export interface ProductChanges {
  brochure?: Upload | null;
}

export const PDF_TYPES = { 'application/pdf': 'pdf' };
export const INVALID_PDF = 'Please select a valid PDF file';
const NOT_A_FILE = 'The submitted data was not a file.';

/** The catalogue as the product rules ask of it, from the database (names compare case-insensitively, as stored). */
export function catalogueLookup(db: Db): CatalogueLookup {
  const brandNamed = db.prepare('SELECT id FROM brands WHERE name = ?').pluck();
  const categoryNamed = db.prepare('SELECT id FROM categories WHERE brand_id = ? AND name = ?').pluck();
  const inBrand = db.prepare('SELECT 1 FROM categories WHERE id = ? AND brand_id = ?');
  const taken = db.prepare('SELECT 1 FROM products WHERE code = ? AND id <> ?');
  return {
    brandNamed: name => brandNamed.get(name) as number | undefined,
    categoryNamed: (brand, name) => categoryNamed.get(brand, name) as number | undefined,
    brandExists: brand => exists(db, 'brands', brand),
    categoryInBrand: (category, brand) => inBrand.get(category, brand) !== undefined,
    codeTaken: (code, exceptId) => taken.get(code, exceptId) !== undefined,
  };
}

/**
 * Checks a product's fields, with the stored product `current` filling what an update leaves
 * out: the values as columns, and every field's error (the brand must exist, the category
 * belong to it, the code be free).
 */
function checkProduct(
  db: Db,
  input: unknown,
  current?: ProductRecord,
): { value?: ProductColumns; errors: FieldErrors } {
  return checkFields(productInput(catalogueLookup(db), current?.id), { ...current, ...parseInput(anyFields, input) });
}

/** `checkProduct`, answering 400 with every field's error when there is any. */
export function validProduct(db: Db, input: unknown, current?: ProductRecord): ProductColumns {
  const { value, errors } = checkProduct(db, input, current);
  if (value === undefined) throw invalidInput(errors);
  return value;
}

/**
 * Checks a product form, a JSON body or a multipart form's fields and files. A brochure
 * as a file replaces the stored one; on an update, as empty text it removes it and as the
 * stored brochure's own address keeps it. 400 with every field's error; 415 for a
 * brochure that is not a PDF.
 */
export async function checkProductForm(
  db: Db,
  { fields, files }: MultipartForm,
  current?: ProductRecord,
): Promise<ProductChanges> {
  const { errors } = checkProduct(db, fields, current);
  const text = parseInput(anyFields, fields).product_pdf;
  let brochure: Upload | null | undefined;
  if (files.product_pdf === undefined && current !== undefined) {
    if (text === null || (typeof text === 'string' && text.trim() === '')) brochure = null;
    else if (text !== undefined && text !== current.product_pdf) errors.product_pdf = [NOT_A_FILE];
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  if (files.product_pdf !== undefined) {
    ({ product_pdf: brochure } = await checkUploads({ product_pdf: files.product_pdf }, PDF_TYPES, INVALID_PDF));
  }
  return { brochure };
}
