import { describe, expect, it } from 'vitest';
import { HttpError } from '@/server/errors';
import { NOT_EXCEL, UNREADABLE } from '@/server/spreadsheets/file';
import { SPREADSHEET_LIMITS } from '@/server/spreadsheets/limits';
import { readSpreadsheet } from '@/server/spreadsheets/read';
import { Slots } from '@/server/spreadsheets/slots';
import { workbook, zipArchive } from './helpers';

const MB = 1024 * 1024;
const CONTENT_TYPES = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') };

/** The HttpError `read` fails with, as status and message. */
async function refusal(read: Promise<unknown>) {
  const error = await read.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, message } = error as HttpError;
  return { status, message };
}

const xlsx = (data: Buffer, name = 'vouchers.xlsx') => readSpreadsheet({ name, data });

describe('readSpreadsheet', () => {
  it('answers the rows under the header by column name, numbered as in the sheet, blank rows left out', async () => {
    const data = workbook([
      [' Offer Name ', 'points-required', 'Valid Until', null, 'Scheme'],
      ['Gift card', 500, new Date(Date.UTC(2030, 11, 31)), 'no header', true],
      [],
      ['  ', null],
      ['Second', '250', '31-12-2030', null, 'no'],
    ]);
    const sheet = await xlsx(data);
    expect(sheet.columns).toEqual(['offer_name', 'points_required', 'valid_until', 'scheme']);
    expect(sheet.rows.map(row => ({ number: row.number, values: { ...row.values } }))).toEqual([
      {
        number: 2,
        values: {
          offer_name: 'Gift card',
          points_required: 500,
          valid_until: new Date(Date.UTC(2030, 11, 31)),
          scheme: true,
        },
      },
      { number: 5, values: { offer_name: 'Second', points_required: '250', valid_until: '31-12-2030', scheme: 'no' } },
    ]);
    expect(sheet.rows.every(row => Object.getPrototypeOf(row.values) === null)).toBe(true);
  });

  it('reads an .xls (a compound file) the same way, whatever the case of its name', async () => {
    const sheet = await readSpreadsheet({ name: 'OLD.XLS', data: workbook([['code'], ['A-1'], [7]], 'biff8') });
    expect(sheet.columns).toEqual(['code']);
    expect(sheet.rows.map(row => row.values.code)).toEqual(['A-1', 7]);
  });

  it('answers no columns and no rows for an empty sheet', async () => {
    expect(await xlsx(workbook([]))).toEqual({ columns: [], rows: [] });
  });

  it('refuses by name and by content anything but an .xlsx or .xls', async () => {
    const book = workbook([['a'], [1]]);
    const cases: [string, Buffer][] = [
      ['vouchers.xlsx', Buffer.from('offer_name,points_required\nGift,500\n')],
      ['vouchers.xls', Buffer.from('<html><table><tr><td>a</td></tr></table></html>')],
      ['vouchers.csv', book],
      ['vouchers.xlsx.exe', book],
      ['vouchers', book],
      ['vouchers.xls', book],
      ['vouchers.xlsx', workbook([['a'], [1]], 'biff8')],
      ['vouchers.xlsx', Buffer.alloc(0)],
    ];
    for (const [name, data] of cases) {
      expect([name, await refusal(readSpreadsheet({ name, data }))]).toEqual([
        name,
        { status: 400, message: NOT_EXCEL },
      ]);
    }
  });

  it('refuses a malformed .xlsx or .xls as unreadable', async () => {
    const book = workbook([['a'], [1]]);
    const cases: [string, Buffer][] = [
      ['signature only.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)])],
      ['truncated.xlsx', book.subarray(0, book.length - 40)],
      ['cut in half.xlsx', book.subarray(0, book.length / 2)],
      ['plain zip.xlsx', zipArchive([{ name: 'notes.txt', data: Buffer.from('hello') }])],
      ['fake parts.xlsx', zipArchive([CONTENT_TYPES, { name: 'xl/workbook.xml', data: Buffer.from('<nope') }])],
      ['numbers.xlsx', zipArchive([CONTENT_TYPES, { name: 'Index/Document.iwa', data: Buffer.from('x') }])],
      ['broken.xls', Buffer.concat([workbook([['a']], 'biff8').subarray(0, 8), Buffer.alloc(600, 1)])],
    ];
    for (const [name, data] of cases) {
      expect([name, await refusal(readSpreadsheet({ name, data }))]).toEqual([
        name,
        { status: 400, message: UNREADABLE },
      ]);
    }
  });

  it('refuses a zip of more than 200 parts from its central directory, before parsing', async () => {
    const parts = Array.from({ length: 201 }, (_, index) => ({ name: `part-${index}.xml`, data: Buffer.from('x') }));
    expect(await refusal(xlsx(zipArchive([CONTENT_TYPES, ...parts])))).toEqual({
      status: 400,
      message: 'The spreadsheet has more than 200 parts.',
    });
    const fewer = zipArchive([CONTENT_TYPES, ...parts.slice(0, 199)]);
    expect(await refusal(xlsx(fewer))).toEqual({ status: 400, message: UNREADABLE });
  });

  it('refuses parts that unpack to more than 50 MB, whether the archive says so or lies', async () => {
    const zeros = Buffer.alloc(51 * MB);
    const tooLarge = { status: 400, message: 'The spreadsheet unpacks to more than 50 MB.' };
    const honest = zipArchive([CONTENT_TYPES, { name: 'xl/worksheets/sheet1.xml', data: zeros }]);
    expect(honest.length).toBeLessThan(SPREADSHEET_LIMITS.maxBytes);
    expect(await refusal(xlsx(honest))).toEqual(tooLarge);
    const lying = zipArchive([CONTENT_TYPES, { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1000 }]);
    expect(await refusal(xlsx(lying))).toEqual(tooLarge);
    const spread = zipArchive([
      CONTENT_TYPES,
      ...Array.from({ length: 6 }, (_, index) => ({ name: `xl/part${index}.xml`, data: zeros.subarray(0, 9 * MB) })),
    ]);
    expect(await refusal(xlsx(spread))).toEqual(tooLarge);
  });

  it('keeps a __proto__ or constructor column a plain key, leaving Object.prototype untouched', async () => {
    const data = workbook([
      ['__proto__', 'constructor', 'prototype', 'name'],
      ['{"polluted": true}', 'polluted', 'polluted', 'Gift'],
    ]);
    const [row] = (await xlsx(data)).rows;
    expect(Object.keys(row.values)).toEqual(['__proto__', 'constructor', 'prototype', 'name']);
    expect(row.values['__proto__']).toBe('{"polluted": true}');
    expect(Object.getPrototypeOf(row.values)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(row.values.constructor).toBe('polluted');
    expect({}.constructor).toBe(Object);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });

  it('answers 400 for a header naming a column twice', async () => {
    expect(
      await refusal(
        xlsx(
          workbook([
            ['Code', 'code '],
            ['A', 'B'],
          ]),
        ),
      ),
    ).toEqual({
      status: 400,
      message: 'The column "code" appears more than once.',
    });
  });

  it('reads 5,000 rows under the header and refuses one more', async () => {
    const rows = (count: number) => [['code'], ...Array.from({ length: count }, (_, index) => [`C-${index}`])];
    expect((await xlsx(workbook(rows(5000)))).rows).toHaveLength(5000);
    expect(await refusal(xlsx(workbook(rows(5001))))).toEqual({
      status: 400,
      message: 'The sheet has more than 5,000 rows.',
    });
  });

  it('answers 422 when parsing outlasts the time-out or the memory of its worker', async () => {
    const data = workbook([['code'], ...Array.from({ length: 3000 }, (_, index) => [`C-${index}`, index, 'x'])]);
    expect(
      await refusal(readSpreadsheet({ name: 'slow.xlsx', data }, { ...SPREADSHEET_LIMITS, timeoutMs: 1 })),
    ).toEqual({ status: 422, message: 'The spreadsheet took too long to read.' });
    expect(
      await refusal(readSpreadsheet({ name: 'big.xlsx', data }, { ...SPREADSHEET_LIMITS, workerHeapMb: 2 })),
    ).toEqual({ status: 422, message: 'The spreadsheet needs too much memory to read.' });
  });
});

describe('Slots', () => {
  /** A task that runs until `finish` is called, counting how many run at once. */
  function tasks() {
    let running = 0;
    let most = 0;
    const finishers: (() => void)[] = [];
    const task = () =>
      new Promise<string>(resolve => {
        most = Math.max(most, ++running);
        finishers.push(() => {
          running--;
          resolve('done');
        });
      });
    return { task, finishNext: () => finishers.shift()?.(), most: () => most };
  }

  it('runs at most its size at once; the next one waits its turn and runs when a slot frees', async () => {
    const slots = new Slots(2, 1000);
    const { task, finishNext, most } = tasks();
    const first = slots.run(task);
    const second = slots.run(task);
    const third = slots.run(task);
    await new Promise(resolve => setTimeout(resolve, 20));
    expect(most()).toBe(2);
    finishNext();
    await new Promise(resolve => setTimeout(resolve, 20));
    finishNext();
    finishNext();
    expect(await Promise.all([first, second, third])).toEqual(['done', 'done', 'done']);
    expect(most()).toBe(2);
  });

  it('refuses with 503 and Retry-After a task that waited too long, and frees its place in the queue', async () => {
    const slots = new Slots(2, 30);
    const { task, finishNext } = tasks();
    const running = [slots.run(task), slots.run(task)];
    const refused = await slots.run(task).then(
      () => undefined,
      (error: unknown) => error as HttpError,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect([refused?.status, refused?.details.headers]).toEqual([503, { 'retry-after': '5' }]);
    finishNext();
    finishNext();
    await Promise.all(running);
    const later = slots.run(async () => 'later');
    expect(await later).toBe('later');
  });
});
