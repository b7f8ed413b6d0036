import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import type { Spreadsheet } from '@/contract/imports/sheet';
import { sheetRows } from '@/src/ui/export/sheetRows';
import { spreadsheetBytes } from '@/src/ui/export/spreadsheetFile';
import { previewOf } from '@/src/ui/import/previewModel';
import { readSheet } from '@/src/ui/import/previewSheet';
import { bliss, royale } from '../fixtures/draftFixtures';
import { draftRatesMessages } from '../messages';
import { rateColumns } from './rateExport';
import { lookUpRateProducts, type RateProductSource } from './rateProducts';
import { judgeRateSheet, type RateCatalogue } from './rateSheet';

/** The area's words with their options filled in, as polyglot does. */
const words = (key: string, options: Record<string, unknown> = {}) =>
  String(draftRatesMessages[key as keyof typeof draftRatesMessages]).replace(/%\{(\w+)\}/g, (_, name) =>
    String(options[name]),
  );

/** A sheet as a person writes it, read back as the import reads files. */
function sheetOf(rows: (string | number | null)[][]): Spreadsheet {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Rates');
  const read = readSheet(XLSX, XLSX.write(book, { type: 'array', bookType: 'xlsx' }));
  if ('problem' in read) throw new Error(read.problem);
  return read.sheet;
}

const catalogue: RateCatalogue = {
  byCode: new Map([
    ['ry-20', royale],
    ['bl-1', bliss],
  ]),
  byName: new Map([
    ['royale 20 l', royale],
    ['bliss shower', bliss],
  ]),
};

const HEADINGS = ['Product code', 'Product name', 'Points per unit', 'Cash per unit'];

describe('a rates sheet, judged row by row', () => {
  it('matches by code, else by name, and reads whole points and rupees (blank is 0)', () => {
    const verdict = judgeRateSheet(
      sheetOf([HEADINGS, ['ry-20', 'Anything', 150, 2.5], [null, 'BLISS SHOWER', null, '12.05']]),
      catalogue,
      words,
    );
    expect(verdict.sheetProblems).toEqual([]);
    expect(verdict.rows).toEqual([
      { number: 2, problems: [], value: { product: royale, points: 150, cash_paise: 250 } },
      { number: 3, problems: [], value: { product: bliss, points: 0, cash_paise: 1205 } },
    ]);
  });

  it('names each bad row’s problem: unknown product, points not whole, cash not rupees, no rate, a product twice', () => {
    const verdict = judgeRateSheet(
      sheetOf([
        HEADINGS,
        ['XX-9', 'Nothing', 10, null],
        [null, 'Royale 20 L', 1.5, '2.505'],
        ['BL-1', null, -3, 'ten'],
        ['BL-1', null, 0, 0],
        [null, null, 5, null],
      ]),
      catalogue,
      words,
    );
    expect(verdict.rows.flatMap(row => row.problems)).toEqual([
      'Row 2: product: No product has the code “XX-9” or the name “Nothing”.',
      'Row 3: points_per_unit: Enter a whole number of points, 0 or more.',
      'Row 3: cash_per_unit: Enter rupees, 0 or more, with at most two decimals.',
      'Row 4: product: Bliss Shower appears more than once in the sheet (rows 4, 5).',
      'Row 4: points_per_unit: Enter a whole number of points, 0 or more.',
      'Row 4: cash_per_unit: Enter rupees, 0 or more, with at most two decimals.',
      'Row 5: product: Bliss Shower appears more than once in the sheet (rows 4, 5).',
      'Row 5: points_per_unit: A rate must give points or cash.',
      'Row 6: product: Give the product’s code or name.',
    ]);
    expect(verdict.rows.every(row => row.value === undefined)).toBe(true);
  });

  it('refuses a sheet with no product column or no rate column, as the preview shows it', () => {
    const verdict = judgeRateSheet(
      sheetOf([
        ['Code', 'Rate'],
        ['RY-20', 5],
      ]),
      catalogue,
      words,
    );
    expect(previewOf(verdict, () => '').sheetProblems).toEqual([
      'The sheet has no product code or product name column.',
      'The sheet has no points per unit or cash per unit column.',
    ]);
  });

  it('reads back what the export writes', () => {
    const records = [
      { id: 12, code: 'RY-20', name: 'Royale 20 L', points: '150', cash: '2.50' },
      { id: 15, code: 'BL-1', name: 'Bliss Shower', points: '', cash: '12' },
    ];
    const bytes = spreadsheetBytes(XLSX, { sheetName: 'scheme-rates', rows: sheetRows(rateColumns, records) });
    const read = readSheet(XLSX, bytes);
    if ('problem' in read) throw new Error(read.problem);
    expect(judgeRateSheet(read.sheet, catalogue, words).rows.map(row => row.value)).toEqual([
      { product: royale, points: 150, cash_paise: 250 },
      { product: bliss, points: 0, cash_paise: 1200 },
    ]);
  });
});

describe('the products a rates sheet names', () => {
  const gloss = { id: 30, name: 'Royale 20 L Gloss', code: 'RY-20G' };
  /** The catalogue's calls, each recorded: royale and gloss in category 1, bliss in category 2, and `emptyCategories`. */
  function catalogue(emptyCategories = 0) {
    const asked: string[] = [];
    const categories = [1, 2, ...Array.from({ length: emptyCategories }, (_, index) => 100 + index)].map(id => ({
      id,
      brand: 7,
    }));
    const source: RateProductSource = {
      search: async query => {
        asked.push(`search ${query}`);
        return [royale, bliss, gloss].filter(
          product => product.name.toLowerCase().includes(query) || product.code.toLowerCase().includes(query),
        );
      },
      categories: async () => {
        asked.push('categories');
        return categories;
      },
      categoryProducts: async category => {
        asked.push(`category ${category.id}`);
        return category.id === 1 ? [gloss, royale] : [bliss];
      },
    };
    return { asked, source };
  }

  it('searches each code once, then the names of rows whose code found nothing, and keeps exact matches only', async () => {
    const { asked, source } = catalogue();
    const found = await lookUpRateProducts(
      sheetOf([HEADINGS, ['RY-20', null, 1, null], ['ry-20', null, 2, null], ['NOPE', 'Bliss Shower', 3, null]]),
      source,
    );
    expect(asked).toEqual(['search ry-20', 'search nope', 'search bliss shower']);
    expect([...found.byCode]).toEqual([['ry-20', royale]]);
    expect([...found.byName]).toEqual([['bliss shower', bliss]]);
  });

  it("reads a long sheet's products category by category, in fewer calls than a search each", async () => {
    const { asked, source } = catalogue();
    const unknownCodes = Array.from({ length: 30 }, (_, index) => [`X-${index}`, null, 1, null]);
    const found = await lookUpRateProducts(
      sheetOf([HEADINGS, ['RY-20', null, 1, null], ...unknownCodes, [null, 'bliss shower', 3, null]]),
      source,
    );
    expect(asked).toEqual(['categories', 'category 1', 'category 2']);
    expect(found.byCode.get('ry-20')).toEqual(royale);
    expect(found.byCode.get('x-1')).toBeUndefined();
    expect(found.byName.get('bliss shower')).toEqual(bliss);
  });

  it("searches a long sheet's products when the catalogue has more categories than the sheet has products", async () => {
    const { asked, source } = catalogue(40);
    const codes = Array.from({ length: 30 }, (_, index) => [`X-${index}`, null, 1, null]);
    await lookUpRateProducts(sheetOf([HEADINGS, ...codes]), source);
    expect(asked[0]).toBe('categories');
    expect(asked.slice(1)).toEqual(codes.map(([code]) => `search ${String(code).toLowerCase()}`));
  });
});
