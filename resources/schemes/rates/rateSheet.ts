import { cellText, type Cell } from '@/contract/imports/cells';
import type { Spreadsheet } from '@/contract/imports/sheet';
import { judgeSheet, type SheetVerdict } from '@/contract/imports/verdict';
import type { FieldErrors } from '@/contract/fieldErrors';
import type { Award } from '@/contract/schemes/scheme';
import { paiseOf } from '../form/schemeFormValues';

/** The rates sheet's headings, as the export writes them; the import reads them trimmed, lower-case, spaces as underscores. */
export const RATE_HEADINGS = ['Product code', 'Product name', 'Points per unit', 'Cash per unit'] as const;
const CODE = 'product_code';
const NAME = 'product_name';
const POINTS = 'points_per_unit';
const CASH = 'cash_per_unit';
const MAX_POINTS = 1_000_000_000;

/** A catalogue product as a rates sheet names it. */
export interface RateProduct {
  id: number;
  name: string;
  code: string;
}

/** A row of a rates sheet, judged fine: its product, and its points and paise a unit. */
export interface Rate extends Award {
  product: RateProduct;
}

/** The catalogue's products a sheet's codes and names found, by code and by name, each lower-case. */
export interface RateCatalogue {
  byCode: Map<string, RateProduct>;
  byName: Map<string, RateProduct>;
}

/** The area's words (app.schemes), with their options. */
export type RateWords = (key: string, options?: Record<string, unknown>) => string;

/** A cell's text, trimmed; undefined when blank. */
export const cellWords = (cell: Cell | undefined) => cellText(cell)?.trim() || undefined;

function pointsOf(cell: Cell | undefined): number | undefined {
  const text = cellWords(cell) ?? '0';
  return /^\d{1,10}$/.test(text) && Number(text) <= MAX_POINTS ? Number(text) : undefined;
}

function paiseOfCell(cell: Cell | undefined): number | undefined {
  const paise = paiseOf(cellWords(cell) ?? '0');
  return typeof paise === 'number' ? paise : undefined;
}

/** The catalogue's product a row names: by its code, else by its name. */
function productOf(values: Record<string, Cell>, catalogue: RateCatalogue): RateProduct | undefined {
  const code = cellWords(values[CODE])?.toLowerCase();
  const name = cellWords(values[NAME])?.toLowerCase();
  return (code && catalogue.byCode.get(code)) || (name && catalogue.byName.get(name)) || undefined;
}

function unknownProduct(values: Record<string, Cell>, words: RateWords): string {
  const code = cellWords(values[CODE]);
  const name = cellWords(values[NAME]);
  if (code && name) return words('rates_unknown', { code, name });
  if (code) return words('rates_unknown_code', { code });
  if (name) return words('rates_unknown_name', { name });
  return words('rates_no_product');
}

/** Problems of the whole sheet: no column naming the product, or none giving a rate. */
function columnProblems(sheet: Spreadsheet, words: RateWords): string[] {
  const has = (column: string) => sheet.columns.includes(column);
  return [
    ...(has(CODE) || has(NAME) ? [] : [words('rates_no_product_column')]),
    ...(has(POINTS) || has(CASH) ? [] : [words('rates_no_rate_column')]),
  ];
}

/**
 * Judges each row of a rates sheet: a catalogue product (by code, else by name), a whole number
 * of points and rupees with at most two decimals (blank is 0, not both), no product twice (each
 * of its rows is refused, since which rate is meant cannot be told).
 */
export function judgeRateSheet(sheet: Spreadsheet, catalogue: RateCatalogue, words: RateWords): SheetVerdict<Rate> {
  const sheetProblems = columnProblems(sheet, words);
  if (sheetProblems.length > 0) return { sheetProblems, rows: [] };
  const products = new Map(sheet.rows.map(row => [row.number, productOf(row.values, catalogue)]));
  const rowsOf = new Map<number, number[]>();
  for (const [number, product] of products) {
    if (product) rowsOf.set(product.id, [...(rowsOf.get(product.id) ?? []), number]);
  }
  return judgeSheet(sheet, [], ({ number, values }) => {
    const errors: FieldErrors = {};
    const product = products.get(number);
    const repeated = product && rowsOf.get(product.id)!;
    if (!product) errors.product = [unknownProduct(values, words)];
    else if (repeated && repeated.length > 1)
      errors.product = [words('rates_repeated', { product: product.name, rows: repeated.join(', ') })];
    const points = pointsOf(values[POINTS]);
    const cash_paise = paiseOfCell(values[CASH]);
    if (points === undefined) errors[POINTS] = [words('rates_points_invalid')];
    if (cash_paise === undefined) errors[CASH] = [words('rates_cash_invalid')];
    if (points === 0 && cash_paise === 0) errors[POINTS] = [words('rates_empty')];
    if (Object.keys(errors).length > 0 || !product) return { errors };
    return { value: { product, points: points!, cash_paise: cash_paise! }, errors };
  });
}
