import { describe, expect, it } from 'vitest';
import { formatNamed, formatSummaries } from './formatList';
import { writeBankFile, type FileBatch, type FileLine } from './writer';

// Each shipped format's bytes for one fixed batch, written out here: a change to a declaration or
// to the writer shows as a change of these strings.

const batch: FileBatch = {
  id: 7,
  // 20:30 UTC on 14 June is 02:00 on 15 June in India: the file's dates are India's.
  released_at: '2025-06-14T20:30:00.000Z',
  debit_account: { number: '50200012345678', name: 'Programme Payouts Account', ifsc: 'HDFC0000060' },
};

const lines: FileLine[] = [
  {
    reference: 'B7L1',
    mode: 'NEFT',
    amount_paise: 1_250_050,
    account_number: '012345678901',
    ifsc: 'SBIN0000001',
    bank: 'State Bank of India',
    account_holder: 'Asha Rao, "AR Interiors"',
    member_id: 41,
    member_name: 'Asha Rao',
    member_email: 'asha.rao@example.in',
    member_phone: '9800000041',
  },
  {
    reference: 'B7L2',
    mode: 'RTGS',
    amount_paise: 25_000_000,
    account_number: '50100234567891',
    ifsc: 'HDFC0000001',
    bank: 'HDFC Bank',
    account_holder: 'Vikram Singh Rathore & Sons Electricals Pvt Ltd',
    member_id: 7,
    member_name: 'Vikram Rathore',
    member_email: null,
    member_phone: null,
  },
];

const write = (name: string) => {
  const format = formatNamed(name);
  if (!format) throw new Error(`No format ${name}`);
  return writeBankFile(format, batch, lines);
};

describe('the shipped bank file formats', () => {
  it('are listed with their modes and longest holder names', () => {
    expect(formatSummaries()).toEqual([
      {
        name: 'hdfc_enet',
        label: 'HDFC Bank ENet bulk upload (NEFT, RTGS)',
        modes: ['NEFT', 'RTGS'],
        max_holder_name: 40,
      },
      {
        name: 'icici_bulk',
        label: 'ICICI Bank bulk payment (NEFT, IMPS, RTGS)',
        modes: ['NEFT', 'IMPS', 'RTGS'],
        max_holder_name: 32,
      },
      {
        name: 'plain_csv',
        label: 'Plain CSV (NEFT, IMPS, RTGS)',
        modes: ['NEFT', 'IMPS', 'RTGS'],
        max_holder_name: 100,
      },
    ]);
  });

  it('plain_csv: a header, fields quoted when needed, CRLF, the release’s date in India', () => {
    const file = write('plain_csv');
    expect(file.name).toBe('payouts-batch-7-20250615.csv');
    expect(file.bytes.toString('utf8')).toBe(
      'reference,mode,amount,account_holder,account_number,ifsc,bank,member_id,date,debit_account_number\r\n' +
        'B7L1,NEFT,12500.50,"Asha Rao, ""AR Interiors""",012345678901,SBIN0000001,State Bank of India,41,2025-06-15,50200012345678\r\n' +
        'B7L2,RTGS,250000.00,Vikram Singh Rathore & Sons Electricals Pvt Ltd,50100234567891,HDFC0000001,HDFC Bank,7,2025-06-15,50200012345678\r\n',
    );
  });

  it('hdfc_enet: no header, 28 fields, names without special characters and cut at 40, DD/MM/YYYY', () => {
    const file = write('hdfc_enet');
    expect(file.name).toBe('PAYO1506.007');
    expect(file.bytes.toString('utf8')).toBe(
      'N,41,012345678901,12500.50,Asha Rao AR Interiors,,,,,,,,B7L1,B7L1,Loyalty payout,,,,,,,,15/06/2025,,SBIN0000001,State Bank of India,,asha.rao@example.in\r\n' +
        'R,7,50100234567891,250000.00,Vikram Singh Rathore Sons Electricals Pv,,,,,,,,B7L2,B7L2,Loyalty payout,,,,,,,,15/06/2025,,HDFC0000001,HDFC Bank,,\r\n',
    );
  });

  it('icici_bulk: a header, the reference in Add Details 1, names cut at 32, DD-MMM-YYYY', () => {
    const file = write('icici_bulk');
    expect(file.name).toBe('ICICI_BULK_15062025_007.csv');
    expect(file.bytes.toString('utf8')).toBe(
      'Debit Ac No,Beneficiary Ac No,Beneficiary Name,Amt,Pay Mod,Date,IFSC,Payable Location,Print Location,Bene Mobile No,Bene Email ID,Bene add1,Bene add2,Bene add3,Bene add4,Add Details 1,Add Details 2,Add Details 3,Add Details 4,Add Details 5,Remarks\r\n' +
        '50200012345678,012345678901,Asha Rao AR Interiors,12500.50,N,15-Jun-2025,SBIN0000001,,,9800000041,asha.rao@example.in,,,,,B7L1,41,,,,Loyalty payout\r\n' +
        '50200012345678,50100234567891,Vikram Singh Rathore Sons Electr,250000.00,R,15-Jun-2025,HDFC0000001,,,,,,,,,B7L2,7,,,,Loyalty payout\r\n',
    );
  });

  it('gives the same bytes for the same batch, whenever written', () => {
    expect(write('hdfc_enet').bytes.equals(write('hdfc_enet').bytes)).toBe(true);
  });
});

describe('a line typed to trick a spreadsheet or shift the columns', () => {
  const tricky: FileLine = {
    ...lines[0],
    account_holder: '=HYPERLINK("http://x.example","Asha")',
    member_name: '@SUM(A1:A9)',
    bank: '\t-1+1',
    member_email: '+cmd|/C calc!A0',
    account_number: '0123,45678901',
    ifsc: 'SBIN0000001,X',
  };

  it('is written with no field that starts a formula, and without an account number or IFSC of the wrong shape', () => {
    for (const { name } of formatSummaries()) {
      const format = formatNamed(name)!;
      const text = writeBankFile(format, batch, [tricky]).bytes.toString('utf8');
      const row = text.split(format.line_end).filter(Boolean).at(-1)!;
      const fields = format.separator === '' ? [row] : row.split(format.separator);
      for (const field of fields) expect(field.replace(/^"/, ''), name).not.toMatch(/^[=+\-@\t\r]/);
      expect(text, name).not.toContain('0123,45678901');
      expect(text, name).not.toContain('SBIN0000001,X');
    }
  });
});
