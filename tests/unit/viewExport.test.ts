import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { cellText } from '@/contract/imports/cells';
import { exportRows, isRowsExporter } from '@/src/lib/exportRows';
import { EXPORT_CHUNK, fetchView, TooManyRows, type ViewQuery } from '@/src/ui/export/fetchView';
import { recordColumns } from '@/src/ui/export/recordColumns';
import { amountCell, cellOf } from '@/src/ui/export/sheetCells';
import { sheetRows } from '@/src/ui/export/sheetRows';
import { spreadsheetBytes } from '@/src/ui/export/spreadsheetFile';

describe('the cells of an exported view', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+2', '+91 98765', '-HYPERLINK("x")', '@SUM(A1)', '\tX', '\rX']) {
      expect(cellOf(text)).toBe(`'${text}`);
    }
    expect(cellOf('A=B')).toBe('A=B');
    expect(cellOf(['=cmd', 'ok'])).toBe("'=cmd, ok");
  });

  it('reads back what it neutralised as it was, when a sheet is imported', () => {
    for (const text of ['=1+2', '+91 98765', '-PAINT-20L', '@home', "'quoted", 'A=B']) {
      expect(cellText(cellOf(text))).toBe(text);
    }
  });

  it("writes dates and times in India's time zone, calendar dates as DD-MM-YYYY", () => {
    expect(cellOf('2025-06-15T20:00:00Z')).toBe('16-06-2025, 01:30 AM');
    expect(cellOf('2025-06-15T04:00:00.000000+00:00')).toBe('15-06-2025, 09:30 AM');
    expect(cellOf(new Date('2025-01-31T18:29:00Z'))).toBe('31-01-2025, 11:59 PM');
    expect(cellOf('2025-06-15')).toBe('15-06-2025');
  });

  it('keeps numbers as numbers, amounts sent as decimal text too; leaves nothing empty', () => {
    expect(cellOf(1250.5)).toBe(1250.5);
    expect(cellOf(-3)).toBe(-3);
    expect(cellOf(Number.NaN)).toBe('');
    expect(amountCell('1250.50')).toBe(1250.5);
    expect(amountCell('-20')).toBe(-20);
    expect(amountCell(99)).toBe(99);
    expect(amountCell('N/A')).toBe('N/A');
    expect(cellOf('9876543210')).toBe('9876543210');
    expect([cellOf(null), cellOf(undefined), cellOf({ a: 1 })]).toEqual(['', '', '']);
  });

  it('builds the headings and one row per record, through the same cells', () => {
    const rows = sheetRows(
      [
        ['Name', record => record.name],
        ['Amount', record => amountCell(record.amount)],
        ['Added', record => record.added],
      ],
      [
        { id: 1, name: '=evil()', amount: '10.50', added: '2025-06-15T20:00:00Z' },
        { id: 2, name: 'Asha', amount: 7, added: null },
      ],
    );
    expect(rows).toEqual([
      ['Name', 'Amount', 'Added'],
      ["'=evil()", 10.5, '16-06-2025, 01:30 AM'],
      ['Asha', 7, ''],
    ]);
  });

  it('names the columns of a list without its own from every field, leaving out file addresses', () => {
    const columns = recordColumns([
      {
        id: 1,
        first_name: 'Asha',
        photo: '/media/private/a.png?expires=1&signature=x',
        user_list: { firm_name: 'Asha Traders', visiting_card: 'https://cdn.example/card.png' },
        balance_points: '120',
        products: [{ name: 'Tap' }],
      },
      { id: 2, first_name: 'Ravi', photo: null, user_list: { firm_name: null }, balance_points: 5, products: [] },
    ]);
    expect(columns.map(([heading]) => heading)).toEqual(['Id', 'First Name', 'User List Firm Name', 'Balance Points']);
    expect(
      sheetRows(columns, [{ id: 3, first_name: 'Meena', user_list: { firm_name: 'M' }, balance_points: '7' }]),
    ).toEqual([
      ['Id', 'First Name', 'User List Firm Name', 'Balance Points'],
      [3, 'Meena', 'M', 7],
    ]);
  });

  it('writes a real .xlsx: text as text, numbers as numbers', () => {
    const bytes = spreadsheetBytes(XLSX, {
      sheetName: 'users/new:[x]',
      rows: [
        ['Name', 'Amount'],
        ["'=1+2", 1250.5],
      ],
    });
    const book = XLSX.read(new Uint8Array(bytes));
    expect(book.SheetNames).toEqual(['users new  x ']);
    const sheet = book.Sheets[book.SheetNames[0]];
    expect(sheet.A2).toMatchObject({ t: 's', v: "'=1+2" });
    expect(sheet.A2.f).toBeUndefined();
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1250.5 });
  });

  it('keeps the exporter of a list naming its file and columns, for the export of the view', () => {
    const columns = [['Name', (record: RaRecord) => record.name] as [string, (record: RaRecord) => unknown]];
    const exporter = exportRows('users', columns);
    expect(isRowsExporter(exporter)).toBe(true);
    expect(exporter.list).toBe('users');
    expect(exporter.columns).toBe(columns);
    expect(isRowsExporter(() => undefined)).toBe(false);
    expect(isRowsExporter(false)).toBe(false);
  });
});

/** A data provider over `count` records, paging like the app's (whole arrays in the browser, or a server's pages). */
function provider(count: number, calls: Partial<GetListParams>[], withTotal = true) {
  const records = Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
  return {
    getList: async (_resource: string, params: GetListParams) => {
      calls.push(params);
      const { page, perPage } = params.pagination!;
      const data = records.slice((page - 1) * perPage, page * perPage);
      return withTotal ? { data, total: count } : { data, pageInfo: { hasNextPage: page * perPage < count } };
    },
  } as unknown as DataProvider;
}

describe('the rows of a view', () => {
  const view: ViewQuery = {
    resource: 'users',
    filter: { q: 'asha', user_type: 'dealer' },
    sort: { field: 'email', order: 'ASC' },
  };

  it('asks for every page, 100 rows at a time, with the view’s filters and sort', async () => {
    const calls: Partial<GetListParams>[] = [];
    const rows = await fetchView(provider(250, calls), view);
    expect(rows.map(row => row.id)).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
    expect(calls).toEqual(
      [1, 2, 3].map(page => ({ pagination: { page, perPage: EXPORT_CHUNK }, filter: view.filter, sort: view.sort })),
    );
  });

  it('stops at an exact multiple of the page, and without a total at the first short page', async () => {
    const calls: Partial<GetListParams>[] = [];
    expect(await fetchView(provider(200, calls), view)).toHaveLength(200);
    expect(calls).toHaveLength(2);
    const untotalled: Partial<GetListParams>[] = [];
    expect(await fetchView(provider(150, untotalled, false), view)).toHaveLength(150);
    expect(untotalled).toHaveLength(2);
    expect(await fetchView(provider(0, [], true), view)).toEqual([]);
  });

  it('refuses a view larger than an export writes, after its first page', async () => {
    const calls: Partial<GetListParams>[] = [];
    await expect(fetchView(provider(100_001, calls), view)).rejects.toEqual(new TooManyRows(100_001));
    expect(calls).toHaveLength(1);
  });
});
