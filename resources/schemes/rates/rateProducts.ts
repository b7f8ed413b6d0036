import type { Spreadsheet } from '@/contract/imports/sheet';
import { cellWords, type RateCatalogue, type RateProduct } from './rateSheet';

/** A category of the catalogue, naming its brand. */
export interface RateCategory {
  id: number;
  brand: number;
}

/** Where a rates sheet's products are looked up: the catalogue search, or the catalogue read category by category. */
export interface RateProductSource {
  /** Products whose name or code holds `query`. */
  search: (query: string) => Promise<RateProduct[]>;
  categories: () => Promise<RateCategory[]>;
  categoryProducts: (category: RateCategory) => Promise<RateProduct[]>;
}

/** Calls at a time, so a long sheet does not flood the server. */
const AT_ONCE = 4;
/** Up to this many searches, the sheet's products are searched; beyond, reading the catalogue may take fewer calls. */
const SEARCHES_AT_MOST = 24;

/** Each item's answer of `call`, in the items' order, a few calls at a time. */
async function inBatches<Item, Answer>(items: Item[], call: (item: Item) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let start = 0; start < items.length; start += AT_ONCE) {
    answers.push(...(await Promise.all(items.slice(start, start + AT_ONCE).map(call))));
  }
  return answers;
}

const fieldText = (product: RateProduct, field: 'code' | 'name') => String(product[field]).trim().toLowerCase();

/** Of products found, the one whose `field` is `text` whatever its case (the lowest id of several). */
const exactly = (products: RateProduct[], field: 'code' | 'name', text: string) =>
  products.filter(product => fieldText(product, field) === text).sort((a, b) => a.id - b.id)[0];

const distinct = (texts: (string | undefined)[]) => [
  ...new Set(texts.flatMap(text => (text ? [text.toLowerCase()] : []))),
];

const codeOf = (row: Spreadsheet['rows'][number]) => cellWords(row.values.product_code)?.toLowerCase();
const nameOf = (row: Spreadsheet['rows'][number]) => cellWords(row.values.product_name);

/** The products of `texts` found one search each, kept where one's `field` is exactly the text. */
async function searched(texts: string[], field: 'code' | 'name', search: RateProductSource['search']) {
  const answers = await inBatches(texts, search);
  const found = new Map<string, RateProduct>();
  texts.forEach((text, index) => {
    const product = exactly(answers[index], field, text);
    if (product) found.set(text, product);
  });
  return found;
}

/** Each product under its lower-case `field`, the lowest id where several share it. */
function indexBy(products: RateProduct[], field: 'code' | 'name') {
  const index = new Map<string, RateProduct>();
  for (const product of [...products].sort((a, b) => b.id - a.id)) {
    if (product[field] != null) index.set(fieldText(product, field), product);
  }
  return index;
}

/**
 * The catalogue's products a rates sheet names: each code's product, then each name's of the rows
 * whose code found none. A short sheet asks the catalogue search (by name or code) for each; a
 * long one reads the catalogue's categories, and each category's products when they are fewer
 * calls than the searches.
 */
export async function lookUpRateProducts(sheet: Spreadsheet, source: RateProductSource): Promise<RateCatalogue> {
  const codes = distinct(sheet.rows.map(codeOf));
  const namesAlone = distinct(sheet.rows.filter(row => !codeOf(row)).map(nameOf));
  const searches = codes.length + namesAlone.length;
  const categories = searches > SEARCHES_AT_MOST ? await source.categories() : [];
  if (categories.length > 0 && categories.length < searches) {
    const products = (await inBatches(categories, source.categoryProducts)).flat();
    return { byCode: indexBy(products, 'code'), byName: indexBy(products, 'name') };
  }
  const byCode = await searched(codes, 'code', source.search);
  const names = distinct(sheet.rows.filter(row => !byCode.has(codeOf(row) ?? '')).map(nameOf));
  return { byCode, byName: await searched(names, 'name', source.search) };
}
