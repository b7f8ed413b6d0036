import { cellText } from './cells';
import {
  amountField,
  booleanField,
  checkFields,
  idField,
  linesField,
  optional,
  textField,
  type FieldErrors,
  type Rule,
} from './fieldRules';
import type { Spreadsheet, SpreadsheetRow } from './sheet';
import { judgeSheet, type SheetVerdict } from './verdict';

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

/**
 * What the product rules ask of the catalogue. Names compare as the server's database does
 * (ASCII letters in any case). A browser that cannot know whether a code is taken answers false.
 */
export interface CatalogueLookup {
  brandNamed(name: string): number | undefined;
  categoryNamed(brand: number, name: string): number | undefined;
  brandExists(brand: number): boolean;
  categoryInBrand(category: number, brand: number): boolean;
  /** Whether another product than `exceptId` has the code. */
  codeTaken(code: string, exceptId: number): boolean;
}

const INR_ERROR = 'Price in INR is mandatory and must be greater than 0';
const PRICE_ERROR = 'Enter a price of 0 or more.';
const CODE_TAKEN = 'A product with this code already exists.';
const MAX_PRICE = 1e12;

/**
 * An amount of money given as a number or as digits, with at most two decimals: above 0
 * when `positive`, else not below 0 (-0 refused); `error` for anything else.
 */
function priceField(error: string, { positive = false } = {}): Rule<number> {
  const words = { notNumber: error, negative: error, tooPrecise: error, tooLarge: error };
  return amountField(2, words, { max: MAX_PRICE, positive });
}

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
 * Checks a product's fields: the values as columns, and every field's error (the brand
 * must exist, the category belong to it, the code be free of products but `exceptId`).
 */
export function checkProductFields(
  source: Record<string, unknown>,
  catalogue: CatalogueLookup,
  exceptId = 0,
): { columns: ProductColumns; errors: FieldErrors } {
  const { values, errors } = checkFields(RULES, source);
  const { brand, category, ...rest } = values;
  if (!errors.brand && !catalogue.brandExists(brand)) errors.brand = ['Select an existing brand.'];
  if (!errors.brand && !errors.category && !catalogue.categoryInBrand(category, brand)) {
    errors.category = ['Select a category of the chosen brand.'];
  }
  if (!errors.code && catalogue.codeTaken(values.code, exceptId)) errors.code = [CODE_TAKEN];
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

const TEXT_COLUMNS = ['name', 'code', 'description', 'features'];
const VALUE_COLUMNS = ['price_in_inr', 'price_in_aed', 'price_in_sar', 'price_in_qar', 'price_in_usd', 'is_featured'];
export const PRODUCT_REQUIRED_COLUMNS = ['name', 'code', 'brand', 'category', 'price_in_inr'];

/** The row as the create form's input, its brand and category named: the ids they name, and errors for names unknown. */
function formInput(
  { values }: SpreadsheetRow,
  catalogue: CatalogueLookup,
): { input: Record<string, unknown>; errors: FieldErrors } {
  const input: Record<string, unknown> = {
    ...Object.fromEntries(TEXT_COLUMNS.map(column => [column, cellText(values[column])])),
    ...Object.fromEntries(VALUE_COLUMNS.map(column => [column, values[column]])),
  };
  const errors: FieldErrors = {};
  const brandName = cellText(values.brand)?.trim();
  const categoryName = cellText(values.category)?.trim();
  const brand = brandName && catalogue.brandNamed(brandName);
  if (brandName && brand === undefined) errors.brand = [`No brand is named "${brandName}".`];
  const category = brand && categoryName ? catalogue.categoryNamed(brand, categoryName) : undefined;
  if (brand && categoryName && category === undefined) {
    errors.category = [`The brand has no category named "${categoryName}".`];
  }
  return { input: { ...input, brand, category }, errors };
}

/** Judges each row of a product import like the create form, brand and category by name, no code twice in the sheet. */
export function judgeProductSheet(sheet: Spreadsheet, catalogue: CatalogueLookup): SheetVerdict<ProductColumns> {
  const codes = new Set<string>();
  return judgeSheet(sheet, PRODUCT_REQUIRED_COLUMNS, row => {
    const named = formInput(row, catalogue);
    const { columns, errors } = checkProductFields(named.input, catalogue);
    // A category cannot be judged without its brand.
    if (named.errors.brand) delete errors.category;
    Object.assign(errors, named.errors);
    if (!errors.code && codes.has(columns.code.toLowerCase())) {
      errors.code = [`The code "${columns.code}" appears more than once in the sheet.`];
    }
    if (Object.keys(errors).length === 0) codes.add(columns.code.toLowerCase());
    return { value: columns, errors };
  });
}
