import { productFields, productInput, type CatalogueLookup, type ProductColumns } from '../catalogue/products';
import { checkFields, type FieldErrors } from '../fieldErrors';
import { cellText } from './cells';
import type { Spreadsheet, SpreadsheetRow } from './sheet';
import { judgeSheet, type SheetVerdict } from './verdict';

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
  const rules = productInput(catalogue);
  return judgeSheet(sheet, PRODUCT_REQUIRED_COLUMNS, row => {
    const named = formInput(row, catalogue);
    const { value, errors } = checkFields(rules, named.input);
    // A category cannot be judged without its brand.
    if (named.errors.brand) delete errors.category;
    Object.assign(errors, named.errors);
    // Judged whatever the other fields are, as the form judges each field.
    const code = productFields.shape.code.safeParse(named.input.code).data;
    if (code !== undefined && !errors.code && codes.has(code.toLowerCase())) {
      errors.code = [`The code "${code}" appears more than once in the sheet.`];
    }
    if (code !== undefined && Object.keys(errors).length === 0) codes.add(code.toLowerCase());
    return { value, errors };
  });
}
