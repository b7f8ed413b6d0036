import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isoDateInIndia } from '@/src/lib/format';
import { startSignedIn, VOUCHER_SHEET_HEADER, workbook, type SignedInServer } from '@/tests/server/helpers';
import { expectSameVerdicts, type PreviewedImport } from '@/tests/server/sheetPreview';
import { judgeVoucherRows } from '@/resources/vouchers/voucherSheetRules';

// The voucher import's preview judges a file in the browser by the server's own rules
// (contract/imports): for each file here, the preview and the server's report say the same of every row.

const sample = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../samples', name));

const voucherSheet = (server: SignedInServer): PreviewedImport<string> => ({
  judge: judgeVoucherRows,
  context: isoDateInIndia(server.clock.now()),
  importPath: 'loyalty/voucher/import/',
});

describe('the voucher import preview and the server judge rows alike', () => {
  it('on the voucher sample files', async () => {
    const server = await startSignedIn();
    const good = await expectSameVerdicts(server, voucherSheet(server), sample('vouchers-import-sample.xlsx'));
    expect([good.fineCount, good.failingCount]).toEqual([3, 0]);
    const bad = await expectSameVerdicts(server, voucherSheet(server), sample('vouchers-import-bad.xlsx'));
    expect(bad.problemLines).toContain('Row 7: points_required: Enter a whole number above 0.');
    expect(bad.fineLines).toEqual(['Row 2: Myntra Gift Card ₹500', 'Row 8: Swiggy Money ₹150']);
  });

  it('on a table of voucher rows, good and bad in every column', async () => {
    const server = await startSignedIn();
    const today = isoDateInIndia(server.clock.now());
    const rows: unknown[][] = [
      ['Good', 'Co', 10, '2031-01-01', 'About', 'How', 'yes', 'A-1, A-2'],
      ['Digits', 'Co', ' 25 ', '31/12/2031', 'About', 'How', 'no'],
      ['Date cell', '', 5, new Date(Date.UTC(2032, 1, 29)), 'About', 'How', true],
      ['Today', 'Co', 5, today, 'About', 'How', 0],
      ['Fraction', 'Co', 2.5, '2031-01-01', 'About', 'How'],
      ['Negative', 'Co', -3, '2031-01-01', 'About', 'How'],
      ['Words', 'Co', 'ten', '2031-01-01', 'About', 'How', 'maybe'],
      ['Bad date', 'Co', 5, '2031-02-30', 'About', 'How'],
      ['Past', 'Co', 5, '01-01-2020', 'About', 'How'],
      ['', '', '', '', '', '', '', ''],
      ['No text', 'Co', 5, '2031-01-01', '', ''],
      ['Tab\tname', 'Co', 5, '2031-01-01', 'About', 'How'],
      ['x'.repeat(256), 'Co', 5, '2031-01-01', 'About', 'How'],
      ['Codes', 'Co', 5, '2031-01-01', 'About', 'How', 'no', `Z-1, Z-1, ${'c'.repeat(101)}`],
      ['Number name', 'Co', 5, '2031-01-01', 'About', 'How', 'no', 12345],
    ];
    const preview = await expectSameVerdicts(server, voucherSheet(server), workbook([VOUCHER_SHEET_HEADER, ...rows]));
    expect(preview.fineCount).toBeGreaterThan(2);
    expect(preview.failingCount).toBeGreaterThan(5);
  });

  it('on sheets the server refuses whole: missing columns, no rows', async () => {
    const server = await startSignedIn();
    await expectSameVerdicts(server, voucherSheet(server), workbook([['offer_name'], ['Lonely']]));
    await expectSameVerdicts(server, voucherSheet(server), workbook([VOUCHER_SHEET_HEADER]));
  });
});
