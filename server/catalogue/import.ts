import { count, shortened } from '../spreadsheets/report';
import type { Db } from '../db/connection';
import { insert } from '../db/rows';
import { HttpError, type FieldErrors } from '../errors';
import { cellText } from '../spreadsheets/cells';
import type { Spreadsheet, SpreadsheetRow } from '../spreadsheets/read';
import type { ImportAnswer } from '../vouchers/import';
import { checkProduct, type ProductColumns } from './productForm';

const TEXT_COLUMNS = ['name', 'code', 'description', 'features'];
const VALUE_COLUMNS = ['price_in_inr', 'price_in_aed', 'price_in_sar', 'price_in_qar', 'price_in_usd', 'is_featured'];
const REQUIRED_COLUMNS = ['name', 'code', 'brand', 'category', 'price_in_inr'];

/** The row as the create form's input, its brand and category named: the ids they name, and errors for names unknown. */
function formInput(db: Db, { values }: SpreadsheetRow): { input: Record<string, unknown>; errors: FieldErrors } {
  const input: Record<string, unknown> = {
    ...Object.fromEntries(TEXT_COLUMNS.map(column => [column, cellText(values[column])])),
    ...Object.fromEntries(VALUE_COLUMNS.map(column => [column, values[column]])),
  };
  const errors: FieldErrors = {};
  const brandName = cellText(values.brand)?.trim();
  const categoryName = cellText(values.category)?.trim();
  const brand = brandName && db.prepare('SELECT id FROM brands WHERE name = ?').pluck().get(brandName);
  if (brandName && brand === undefined) errors.brand = [`No brand is named "${brandName}".`];
  const category =
    brand && categoryName
      ? db.prepare('SELECT id FROM categories WHERE brand_id = ? AND name = ?').pluck().get(brand, categoryName)
      : undefined;
  if (brand && categoryName && category === undefined) {
    errors.category = [`The brand has no category named "${categoryName}".`];
  }
  return { input: { ...input, brand, category }, errors };
}

/**
 * Checks each row of the sheet like the create form (brand and category by name) and
 * inserts the valid ones, in one transaction. 400 when none is valid, listing why in `details`.
 */
export function importProducts(db: Db, sheet: Spreadsheet, now: Date): ImportAnswer {
  const missing = REQUIRED_COLUMNS.filter(column => !sheet.columns.includes(column));
  const details = missing.map(column => `The sheet has no ${column} column.`);
  const products: ProductColumns[] = [];
  const codes = new Set<string>();
  if (missing.length === 0) {
    for (const row of sheet.rows) {
      const named = formInput(db, row);
      const { columns, errors } = checkProduct(db, named.input);
      // A category cannot be judged without its brand.
      if (named.errors.brand) delete errors.category;
      Object.assign(errors, named.errors);
      if (!errors.code && codes.has(columns.code.toLowerCase())) {
        errors.code = [`The code "${columns.code}" appears more than once in the sheet.`];
      }
      const problems = Object.entries(errors).flatMap(([field, messages]) =>
        messages.map(message => `Row ${row.number}: ${field}: ${message}`),
      );
      if (problems.length === 0) {
        products.push(columns);
        codes.add(columns.code.toLowerCase());
      } else details.push(...problems);
    }
    if (sheet.rows.length === 0) details.push('The sheet has no rows to import.');
  }
  if (products.length === 0) {
    throw new HttpError(400, 'No products were imported.', { extra: { details: shortened(details) } });
  }
  db.transaction(() => {
    for (const product of products) insert(db, 'products', { ...product, created_at: now });
  })();
  const failed = sheet.rows.length - products.length;
  const message = `Imported ${count(products.length, 'product')}`;
  return failed === 0
    ? { message: `${message}.`, imported: products.length }
    : {
        message: `${message}; ${count(failed, 'row')} failed.`,
        imported: products.length,
        details: shortened(details),
      };
}
