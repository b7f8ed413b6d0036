import type { Db } from '@/server/db/connection';
import { insert } from '@/server/db/rows';
import { judgeProductSheet } from '@/contract/imports/productSheet';
import type { Spreadsheet } from '@/server/spreadsheets/read';
import { importAnswer, type ImportAnswer } from '@/server/spreadsheets/report';
import { catalogueLookup } from './productForm';

/**
 * Checks each row of the sheet like the create form, brand and category by name (the rules
 * the import preview shares), and inserts the valid ones, in one transaction. 400 when none
 * is valid, listing why in `details`.
 */
export function importProducts(db: Db, sheet: Spreadsheet, now: Date): ImportAnswer {
  const verdict = judgeProductSheet(sheet, catalogueLookup(db));
  return importAnswer(verdict, 'product', products =>
    db.transaction(() => {
      for (const product of products) insert(db, 'products', { ...product, created_at: now });
    })(),
  );
}
