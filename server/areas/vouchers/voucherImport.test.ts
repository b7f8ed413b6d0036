import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spreadsheetParsing } from '@/server/spreadsheets/read';
import { fileUpload, Multipart, startSignedIn, VOUCHER_SHEET_HEADER, workbook, type SignedInServer } from '@/tests/server/helpers';

const SAMPLES = path.join(import.meta.dirname, '../../../samples');
const NOT_EXCEL = 'Please upload a valid Excel file (.xlsx or .xls)';

const sample = (name: string) => readFileSync(path.join(SAMPLES, name));
const importFile = (server: SignedInServer, data: Buffer, filename = 'vouchers.xlsx') =>
  server.api('POST', 'loyalty/voucher/import/', fileUpload(data, filename));
const vouchers = (server: SignedInServer) =>
  server.db().prepare('SELECT * FROM vouchers ORDER BY id').all() as Record<string, unknown>[];
const newVouchers = async (server: SignedInServer, count: number) =>
  (await server.api('GET', 'loyalty/voucher/list/')).json().slice(0, count).reverse();
const codesOf = async (server: SignedInServer, id: number) =>
  (await server.api('GET', `loyalty/voucher/codes/${id}/`)).json().map((code: { code: string }) => code.code);

describe('POST loyalty/voucher/import/', () => {
  it('imports the sample file: three vouchers, their codes, dates written three ways', async () => {
    const server = await startSignedIn();
    const response = await importFile(server, sample('vouchers-import-sample.xlsx'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Imported 3 vouchers.', imported: 3 });
    const created = await newVouchers(server, 3);
    expect(
      created.map((voucher: Record<string, unknown>) => [
        voucher.offer_name,
        voucher.company_name,
        voucher.points_required,
        voucher.validity,
        voucher.is_scheme,
        voucher.total_codes,
        voucher.status,
      ]),
    ).toEqual([
      ['Amazon Pay Gift Card ₹250', 'Amazon', 250, '2030-12-31', false, 3, 'active'],
      ['Tata CLiQ Voucher ₹1000', 'Tata CLiQ', 1000, '2030-06-30', true, 2, 'active'],
      ['BookMyShow Movie Voucher', 'BookMyShow', 400, '2031-03-31', false, 1, 'active'],
    ]);
    expect(created[0].redeem_instruction).toBe(
      'Open the Amazon app\nGo to Amazon Pay > Add Gift Card\nEnter the code and tap Add to balance',
    );
    expect(await codesOf(server, created[0].id)).toEqual(['AMZ250-K7QD-4821', 'AMZ250-M5RT-1177', 'AMZ250-P2XW-9034']);
  });

  it('imports the good rows of the bad file and reports each bad row, leaving Object.prototype untouched', async () => {
    const server = await startSignedIn();
    const before = vouchers(server).length;
    const response = await importFile(server, sample('vouchers-import-bad.xlsx'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Imported 2 vouchers; 5 rows failed.',
      imported: 2,
      details: [
        'Row 3: points_required: Enter a whole number above 0.',
        'Row 4: validity: The expiry date cannot be in the past.',
        'Row 5: offer_name: This field is required.',
        'Row 6: codes: The code "ECHO-1" appears more than once.',
        'Row 7: points_required: Enter a whole number above 0.',
        'Row 7: is_scheme: Enter yes or no.',
      ],
    });
    expect(vouchers(server)).toHaveLength(before + 2);
    const created = await newVouchers(server, 2);
    expect(created.map((voucher: { offer_name: string }) => voucher.offer_name)).toEqual([
      'Myntra Gift Card ₹500',
      'Swiggy Money ₹150',
    ]);
    expect(created[1]).toMatchObject({ validity: '2031-01-15', is_scheme: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });

  it('imports nothing and answers 400 with the reasons when no row is valid', async () => {
    const server = await startSignedIn();
    const before = vouchers(server);
    const data = workbook([
      VOUCHER_SHEET_HEADER,
      ['Free', 'Co', 0, '2030-01-01', 'About', 'How', 'no', 'F-1'],
      ['Old', 'Co', 10, '01-01-2020', 'About', 'How', 'no', 'O-1'],
    ]);
    const response = await importFile(server, data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'No vouchers were imported.',
      details: [
        'Row 2: points_required: Enter a whole number above 0.',
        'Row 3: validity: The expiry date cannot be in the past.',
      ],
    });
    expect(vouchers(server)).toEqual(before);
  });

  it('lists the first hundred problems and counts the rest', async () => {
    const server = await startSignedIn();
    const bad = Array.from({ length: 120 }, (_, index) => [`Offer ${index}`, 'Co', -1, '2030-01-01', 'A', 'H', 'no']);
    const response = await importFile(
      server,
      workbook([VOUCHER_SHEET_HEADER, ['Good', 'Co', 5, '2030-01-01', 'A', 'H'], ...bad]),
    );
    expect(response.statusCode).toBe(201);
    const { message, imported, details } = response.json();
    expect([message, imported, details.length]).toEqual(['Imported 1 voucher; 120 rows failed.', 1, 101]);
    expect(details[0]).toBe('Row 3: points_required: Enter a whole number above 0.');
    expect(details[100]).toBe('…and 20 more.');
  });

  it('answers 400 for a sheet with no rows, or without a required column', async () => {
    const server = await startSignedIn();
    const cases: [unknown[][], string[]][] = [
      [
        [],
        [
          'The sheet has no offer_name column.',
          'The sheet has no points_required column.',
          'The sheet has no validity column.',
          'The sheet has no description column.',
          'The sheet has no redeem_instruction column.',
        ],
      ],
      [[VOUCHER_SHEET_HEADER], ['The sheet has no rows to import.']],
      [
        [
          VOUCHER_SHEET_HEADER.filter(column => column !== 'validity'),
          ['Offer', 'Co', 10, 'About', 'How', 'no', 'C-1'],
        ],
        ['The sheet has no validity column.'],
      ],
    ];
    for (const [rows, details] of cases) {
      const response = await importFile(server, workbook(rows));
      expect([response.statusCode, response.json()]).toEqual([400, { message: 'No vouchers were imported.', details }]);
    }
  });

  it('reads an .xls file too', async () => {
    const server = await startSignedIn();
    const data = workbook(
      [VOUCHER_SHEET_HEADER, ['Old Format Offer', 3, 75, '2030-01-01', 'About', 'How', 1, 'X-1,X-2,']],
      'biff8',
    );
    const response = await importFile(server, data, 'vouchers.xls');
    expect([response.statusCode, response.json()]).toEqual([201, { message: 'Imported 1 voucher.', imported: 1 }]);
    const [created] = await newVouchers(server, 1);
    expect(created).toMatchObject({
      offer_name: 'Old Format Offer',
      company_name: '3',
      is_scheme: true,
      total_codes: 2,
    });
  });

  it('refuses a renamed text file, a malformed workbook and a missing file with 400', async () => {
    const server = await startSignedIn();
    const before = vouchers(server);
    const text = Buffer.from(`${VOUCHER_SHEET_HEADER.join(',')}\nOffer,Co,10,2030-01-01,About,How,no,C-1\n`);
    const cases: [Multipart, object][] = [
      [fileUpload(text, 'vouchers.xlsx'), { message: NOT_EXCEL }],
      [fileUpload(workbook([VOUCHER_SHEET_HEADER]), 'vouchers.csv'), { message: NOT_EXCEL }],
      [
        fileUpload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 1)]), 'vouchers.xlsx'),
        { message: 'The file could not be read as a spreadsheet.' },
      ],
      [
        new Multipart({ file: 'vouchers.xlsx' }),
        { message: NOT_EXCEL, errors: { file: ['Please choose a file to upload.'] } },
      ],
      [
        new Multipart({}, { other: { data: workbook([VOUCHER_SHEET_HEADER]), filename: 'vouchers.xlsx' } }),
        { message: NOT_EXCEL, errors: { file: ['Please choose a file to upload.'] } },
      ],
    ];
    for (const [body, answer] of cases) {
      const response = await server.api('POST', 'loyalty/voucher/import/', body);
      expect([response.statusCode, response.json()]).toEqual([400, answer]);
    }
    expect(vouchers(server)).toEqual(before);
  });

  it('answers 413 for a file over 5 MB and 415 for a body that is not multipart', async () => {
    const server = await startSignedIn();
    const large = await importFile(server, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(5 * 1024 * 1024)]));
    expect([large.statusCode, large.json()]).toEqual([413, { message: 'The file is larger than 5 MB.' }]);
    const json = await server.api('POST', 'loyalty/voucher/import/', { file: 'vouchers.xlsx' });
    expect([json.statusCode, json.json()]).toEqual([415, { message: 'Expected a multipart/form-data body.' }]);
  });
});

describe('imports at once', () => {
  it('parses at most two at a time: a third waits its turn, or gets 503 with Retry-After', async () => {
    const server = await startSignedIn();
    const valid = sample('vouchers-import-sample.xlsx');
    // Four imports at once: two parse, two wait their turn, all four succeed.
    const together = await Promise.all(Array.from({ length: 4 }, () => importFile(server, valid)));
    expect(together.map(response => response.statusCode)).toEqual([201, 201, 201, 201]);
    // With both slots held longer than a turn may wait, the next import is refused, and nothing is saved.
    let free = () => {};
    const held = new Promise<void>(resolve => (free = resolve));
    const holders = [spreadsheetParsing.run(() => held), spreadsheetParsing.run(() => held)];
    const before = vouchers(server);
    const refused = await importFile(server, valid);
    expect([refused.statusCode, refused.headers['retry-after'], typeof refused.json().message]).toEqual([
      503,
      '5',
      'string',
    ]);
    expect(vouchers(server)).toEqual(before);
    free();
    await Promise.all(holders);
    expect((await importFile(server, valid)).statusCode).toBe(201);
  }, 20_000);
});
