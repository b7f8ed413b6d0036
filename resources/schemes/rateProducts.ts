import type { Spreadsheet } from '../../contract/imports/sheet';
import { cellWords, type RateCatalogue, type RateProduct } from './rateSheet';

/** Searches at a time, so a long sheet does not flood the server. */
const AT_ONCE = 4;

/** Each text's answer of `find`, a few at a time. */
async function eachOf<T>(texts: string[], find: (text: string) => Promise<T>): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  for (let start = 0; start < texts.length; start += AT_ONCE) {
    const batch = texts.slice(start, start + AT_ONCE);
    const answers = await Promise.all(batch.map(find));
    batch.forEach((text, index) => found.set(text, answers[index]));
  }
  return found;
}

/** Of products found, the one whose `field` is `text` whatever its case (the lowest id of several). */
const exactly = (products: RateProduct[], field: 'code' | 'name', text: string) =>
  products.filter(product => String(product[field]).trim().toLowerCase() === text).sort((a, b) => a.id - b.id)[0];

const distinct = (texts: (string | undefined)[]) => [
  ...new Set(texts.flatMap(text => (text ? [text.toLowerCase()] : []))),
];

/**
 * The catalogue's products a rates sheet names, found by the catalogue search (`search`, by name
 * or code): each code's product, then each name's of the rows whose code found none.
 */
export async function lookUpRateProducts(
  sheet: Spreadsheet,
  search: (query: string) => Promise<RateProduct[]>,
): Promise<RateCatalogue> {
  const codes = distinct(sheet.rows.map(row => cellWords(row.values.product_code)));
  const byCode = new Map<string, RateProduct>();
  for (const [code, products] of await eachOf(codes, search)) {
    const product = exactly(products, 'code', code);
    if (product) byCode.set(code, product);
  }
  const unfound = sheet.rows.filter(row => !byCode.has(cellWords(row.values.product_code)?.toLowerCase() ?? ''));
  const names = distinct(unfound.map(row => cellWords(row.values.product_name)));
  const byName = new Map<string, RateProduct>();
  for (const [name, products] of await eachOf(names, search)) {
    const product = exactly(products, 'name', name);
    if (product) byName.set(name, product);
  }
  return { byCode, byName };
}
