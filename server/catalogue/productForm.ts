import type { Db } from '../db/connection';
import { invalidInput, type FieldErrors } from '../errors';
import { checkUploads, type Upload } from '../media';
import type { MultipartForm } from '../multipart';
import { booleanField, checkInput, idField, linesField, objectInput, optional, textField } from '../validation';
import { exists, priceField } from './fields';
import type { ProductRecord } from './products';

/** A product's columns, as stored. */
export interface ProductColumns {
  name: string;
  code: string;
  brand_id: number;
  category_id: number;
  description: string;
  features: string;
  price_in_inr: number;
  price_in_aed: number;
  price_in_sar: number;
  price_in_qar: number;
  price_in_usd: number;
  is_featured: boolean;
}

/** What a valid form changes: the columns, and the brochure to save (`null` to remove it). */
export interface ProductChanges {
  columns: ProductColumns;
  brochure?: Upload | null;
}

export const PDF_TYPES = { 'application/pdf': 'pdf' };
export const INVALID_PDF = 'Please select a valid PDF file';
const INR_ERROR = 'Price in INR is mandatory and must be greater than 0';
const PRICE_ERROR = 'Enter a price of 0 or more.';
const CODE_TAKEN = 'A product with this code already exists.';
const NOT_A_FILE = 'The submitted data was not a file.';

const RULES = {
  name: textField({ maxLength: 255 }),
  code: textField({ maxLength: 100 }),
  brand: idField(),
  category: idField(),
  price_in_inr: priceField(INR_ERROR, { positive: true }),
  price_in_aed: optional(priceField(PRICE_ERROR)),
  price_in_sar: optional(priceField(PRICE_ERROR)),
  price_in_qar: optional(priceField(PRICE_ERROR)),
  price_in_usd: optional(priceField(PRICE_ERROR)),
  description: optional(linesField()),
  features: optional(linesField()),
  is_featured: optional(booleanField()),
};

/**
 * Checks a product's fields, with the stored product `current` filling what an update leaves
 * out: the values as columns, and every field's error (the brand must exist, the category
 * belong to it, the code be free).
 */
export function checkProduct(
  db: Db,
  input: unknown,
  current?: ProductRecord,
): { columns: ProductColumns; errors: FieldErrors } {
  const source = { ...current, ...objectInput(input) };
  const { values, errors } = checkInput(RULES, source);
  const { brand, category, ...rest } = values;
  if (!errors.brand && !exists(db, 'brands', brand)) errors.brand = ['Select an existing brand.'];
  const inBrand = db.prepare('SELECT 1 FROM categories WHERE id = ? AND brand_id = ?');
  if (!errors.brand && !errors.category && !inBrand.get(category, brand)) {
    errors.category = ['Select a category of the chosen brand.'];
  }
  const taken = db.prepare('SELECT 1 FROM products WHERE code = ? AND id <> ?');
  if (!errors.code && taken.get(values.code, current?.id ?? 0)) errors.code = [CODE_TAKEN];
  const columns = {
    ...rest,
    brand_id: brand,
    category_id: category,
    price_in_aed: rest.price_in_aed ?? 0,
    price_in_sar: rest.price_in_sar ?? 0,
    price_in_qar: rest.price_in_qar ?? 0,
    price_in_usd: rest.price_in_usd ?? 0,
    description: rest.description ?? '',
    features: rest.features ?? '',
    is_featured: rest.is_featured ?? false,
  };
  return { columns, errors };
}

/** `checkProduct`, answering 400 with every field's error when there is any. */
export function validProduct(db: Db, input: unknown, current?: ProductRecord): ProductColumns {
  const { columns, errors } = checkProduct(db, input, current);
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return columns;
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
  const { columns, errors } = checkProduct(db, fields, current);
  const text = objectInput(fields).product_pdf;
  let brochure: Upload | null | undefined;
  if (files.product_pdf === undefined && current !== undefined) {
    if (text === null || (typeof text === 'string' && text.trim() === '')) brochure = null;
    else if (text !== undefined && text !== current.product_pdf) errors.product_pdf = [NOT_A_FILE];
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  if (files.product_pdf !== undefined) {
    ({ product_pdf: brochure } = await checkUploads({ product_pdf: files.product_pdf }, PDF_TYPES, INVALID_PDF));
  }
  return { columns, brochure };
}
