import { describe, expect, it } from 'vitest';
import type { TaxRegisterLine } from '@/contract/programme/register';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';
import { appendEntry, type LedgerKind } from '@/server/ledger';
import {
  API,
  benefitsByYear,
  bearer,
  expectEachUnauthorized,
  startSignedIn,
  yearlyBenefitsTwice,
  type LedgerRow,
  type SignedInServer,
} from '@/tests/server/helpers';

// Section 194R's register and the programme's settings, on the demo seeded at the tests' clock,
// 15 June 2025: the financial year 2025-26 started on 1 April 2025, 00:00 IST (31 March, 18:30 UTC).
// The seed's 194R members (server/db/seed/loyalty.ts, TAX_194R_BILLS) earn from big approved
// bills only; each bill credits 1% of its amount in points and 1% in cash:
//   Vihaan Gill    ₹6,00,000 on 1 April 00:00 IST + ₹7,50,000 → 13,500 points + ₹13,500 = ₹27,000,
//                  and ₹5,00,000 on 31 March 23:59 IST → ₹10,000 in 2024-25; a certificate this year
//   Yash Das       ₹12,50,000 → ₹25,000, a PAN KYC found inoperative (server/db/seed/kyc.ts): 20%
//   Aditya Pandey  ₹9,50,000 → ₹19,000 (near)
//   Pranav Sharma  ₹11,00,000 → ₹22,000, no PAN on record: 20%

type Line = TaxRegisterLine;
interface RegisterPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Line[];
}

const PAN = { pan_present: true, pan_state: 'unchecked', higher_rate: false };
const VIHAAN = { first_name: 'Vihaan', last_name: 'Gill', ...PAN, points: 13500, cash: 13500 };
const YASH = {
  first_name: 'Yash',
  last_name: 'Das',
  ...PAN,
  pan_state: 'inoperative',
  higher_rate: true,
  points: 12500,
  cash: 12500,
};
const ADITYA = { first_name: 'Aditya', last_name: 'Pandey', ...PAN, points: 9500, cash: 9500 };
const PRANAV = {
  first_name: 'Pranav',
  last_name: 'Sharma',
  pan_present: false,
  pan_state: 'unchecked',
  higher_rate: true,
  points: 11000,
  cash: 11000,
};

const register = async (server: SignedInServer, query: Record<string, string> = {}) => {
  const response = await server.api('GET', `programme/tax-194r/?${new URLSearchParams(query)}`);
  expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
  return response.json() as RegisterPage;
};
const names = (page: RegisterPage) => page.results.map(line => line.first_name);

const idOf = (server: SignedInServer, firstName: string, lastName: string) =>
  server
    .db()
    .prepare('SELECT id FROM users WHERE first_name = ? AND last_name = ?')
    .pluck()
    .get(firstName, lastName) as number;

/** yearly_benefits equals the ledger's sums, computed in SQL and here with the contract's financial year. */
function expectYearlyBenefitsFromLedger(server: SignedInServer) {
  const { kept, fromLedger } = yearlyBenefitsTwice(server.db());
  expect(kept.length).toBeGreaterThan(10);
  expect(kept).toEqual(fromLedger);
  const entries = server.db().prepare('SELECT user_id, kind, amount, created_at FROM ledger_entries').all();
  expect(kept).toEqual(benefitsByYear(entries as LedgerRow[]));
}

describe('yearly_benefits', () => {
  it('holds what approved bills credited each member each financial year, as the ledger sums it', async () => {
    const server = await startSignedIn();
    expectYearlyBenefitsFromLedger(server);
  });

  it('counts 31 March 23:59:59 IST in the year ending, 1 April 00:00 IST in the next, and no refund or reversal', async () => {
    const server = await startSignedIn();
    const vihaan = idOf(server, 'Vihaan', 'Gill');
    const yearsOf = (userId: number) =>
      server
        .db()
        .prepare('SELECT financial_year, points, paise FROM yearly_benefits WHERE user_id = ? ORDER BY 1')
        .all(userId);
    // The seed's bills on the edges: 31 March 2025 23:59 IST (₹5,00,000) and 1 April 2025 00:00 IST.
    const edges = server
      .db()
      .prepare("SELECT DISTINCT created_at FROM ledger_entries WHERE user_id = ? AND kind = 'points_earned' ORDER BY 1")
      .pluck()
      .all(vihaan);
    expect(edges.slice(0, 2)).toEqual(['2025-03-31T18:29:00.000Z', '2025-03-31T18:30:00.000Z']);
    expect(yearsOf(vihaan)).toEqual([
      { financial_year: 2024, points: 5000, paise: 500_000 },
      { financial_year: 2025, points: 13_500, paise: 1_350_000 },
    ]);

    // Entries a test adds: source ids of their own, as each source credits each kind once.
    const added: [kind: LedgerKind, amount: number, at: string][] = [
      ['points_earned', 7, '2026-03-31T18:29:59.999Z'],
      ['cash_earned', 300, '2026-03-31T18:29:59.999Z'],
      ['points_earned', 11, '2026-03-31T18:30:00.000Z'],
      ['points_refunded', 50, '2026-03-31T18:30:00.000Z'],
      ['cash_reversal', 500, '2026-04-02T00:00:00.000Z'],
    ];
    server.write(db => {
      added.forEach(([kind, amount, at], index) =>
        appendEntry(db, {
          userId: vihaan,
          kind,
          amount,
          sourceType: 'bill',
          sourceId: 900_000 + index,
          createdAt: new Date(at),
        }),
      );
    });
    expect(yearsOf(vihaan)).toEqual([
      { financial_year: 2024, points: 5000, paise: 500_000 },
      { financial_year: 2025, points: 13_507, paise: 1_350_300 },
      { financial_year: 2026, points: 11, paise: 0 },
    ]);
    expectYearlyBenefitsFromLedger(server);
  });
});

describe('GET programme/tax-194r/', () => {
  it('lists the members over the threshold or within 10% below it this financial year, highest value first', async () => {
    const server = await startSignedIn();
    const page = await register(server);
    expect(page).toEqual({
      count: 4,
      next: null,
      previous: null,
      results: [
        { ...VIHAAN, value: 27_000, band: 'over', rate: 10, tax: 2700, certificates: 1 },
        { ...YASH, value: 25_000, band: 'over', rate: 20, tax: 5000, certificates: 0 },
        { ...PRANAV, value: 22_000, band: 'over', rate: 20, tax: 4400, certificates: 0 },
        { ...ADITYA, value: 19_000, band: 'near', rate: 10, tax: 0, certificates: 0 },
      ].map(line => expect.objectContaining(line)),
    });
    const user = server
      .db()
      .prepare('SELECT id, firm_name, user_type, phone, email FROM users WHERE id = ?')
      .get(page.results[0].id);
    expect(page.results[0]).toMatchObject(user as object);
    expect(Object.keys(page.results[0])).toEqual([
      'id',
      'first_name',
      'last_name',
      'firm_name',
      'user_type',
      'phone',
      'email',
      'pan_present',
      'pan_state',
      'higher_rate',
      'points',
      'cash',
      'value',
      'band',
      'rate',
      'tax',
      'certificates',
    ]);
    // The same year asked by name; last year Vihaan Gill had ₹10,000 only (31 March 23:59 IST), under it.
    expect(await register(server, { financial_year: '2025' })).toEqual(page);
    expect(await register(server, { financial_year: '2024' })).toMatchObject({ count: 0, results: [] });
  });

  it('follows the clock into the next financial year', async () => {
    const server = await startSignedIn();
    const yearFrom = async (now: string, query = '') => {
      server.clock.advance(Date.parse(now) - server.clock.now().getTime());
      const { access } = await server.login();
      const response = await server.inject({
        method: 'GET',
        url: `${API}/programme/tax-194r/${query}`,
        headers: bearer(access),
      });
      return (response.json() as RegisterPage).count;
    };
    expect(await yearFrom('2026-03-31T18:29:59.999Z')).toBe(4);
    expect(await yearFrom('2026-03-31T18:30:00.000Z')).toBe(0);
    expect(await yearFrom('2026-03-31T18:30:00.000Z', '?financial_year=2025')).toBe(4);
  });

  it('filters by band, PAN, certificates and search, and keeps a member deleted after being credited', async () => {
    const server = await startSignedIn();
    expect(names(await register(server, { band: 'over' }))).toEqual(['Vihaan', 'Yash', 'Pranav']);
    expect(names(await register(server, { band: 'near' }))).toEqual(['Aditya']);
    expect(names(await register(server, { pan: 'no' }))).toEqual(['Pranav']);
    expect(names(await register(server, { pan: 'yes' }))).toEqual(['Vihaan', 'Yash', 'Aditya']);
    expect(names(await register(server, { higher_rate: 'yes' }))).toEqual(['Yash', 'Pranav']);
    expect(names(await register(server, { higher_rate: 'no' }))).toEqual(['Vihaan', 'Aditya']);
    expect(names(await register(server, { certificates: 'yes' }))).toEqual(['Vihaan']);
    expect(names(await register(server, { certificates: 'no', band: 'over' }))).toEqual(['Yash', 'Pranav']);
    expect(names(await register(server, { search: 'sharma' }))).toEqual(['Pranav']);
    const yash = (await register(server)).results[1] as Line & { phone: string; email: string };
    expect(names(await register(server, { search: yash.phone.slice(2, 9) }))).toEqual(['Yash']);
    expect(names(await register(server, { search: yash.email.toUpperCase() }))).toEqual(['Yash']);

    // A certificate deleted, or uploaded before the year, is not this year's.
    server.write(db => {
      const vihaan = idOf(server, 'Vihaan', 'Gill');
      db.prepare('UPDATE tds_certificates SET is_deleted = 1 WHERE user_id = ?').run(vihaan);
      db.prepare(
        "INSERT INTO tds_certificates (user_id, certificate_file, uploaded_at) VALUES (?, 'x.pdf', '2025-03-31T18:29:59.999Z')",
      ).run(vihaan);
    });
    expect(names(await register(server, { certificates: 'yes' }))).toEqual([]);

    // A benefit credited stays one when the member is deleted afterwards: the register keeps them.
    expect((await server.api('DELETE', `user/user/delete/${idOf(server, 'Yash', 'Das')}/`)).statusCode).toBe(200);
    expect(names(await register(server))).toEqual(['Vihaan', 'Yash', 'Pranav', 'Aditya']);
  });

  it('sorts by value, points, cash, tax and name, either way, and pages', async () => {
    const server = await startSignedIn();
    const sorted = async (ordering: string) => names(await register(server, { ordering }));
    expect(await sorted('value')).toEqual(['Aditya', 'Pranav', 'Yash', 'Vihaan']);
    expect(await sorted('-value')).toEqual(['Vihaan', 'Yash', 'Pranav', 'Aditya']);
    expect(await sorted('points')).toEqual(['Aditya', 'Pranav', 'Yash', 'Vihaan']);
    expect(await sorted('-cash')).toEqual(['Vihaan', 'Yash', 'Pranav', 'Aditya']);
    expect(await sorted('tax')).toEqual(['Aditya', 'Vihaan', 'Pranav', 'Yash']);
    expect(await sorted('-tax')).toEqual(['Yash', 'Pranav', 'Vihaan', 'Aditya']);
    expect(await sorted('first_name')).toEqual(['Aditya', 'Pranav', 'Vihaan', 'Yash']);
    expect(await sorted('-first_name')).toEqual(['Yash', 'Vihaan', 'Pranav', 'Aditya']);

    const first = await register(server, { page_size: '3' });
    expect([first.count, names(first), first.previous]).toEqual([4, ['Vihaan', 'Yash', 'Pranav'], null]);
    expect(new URL(first.next!).searchParams.get('page')).toBe('2');
    const second = await register(server, { page_size: '3', page: '2' });
    expect([second.count, names(second), second.next]).toEqual([4, ['Aditya'], null]);
    expect((await server.api('GET', 'programme/tax-194r/?page_size=3&page=3')).statusCode).toBe(404);
  });

  it('answers 400 for a bad financial year, band, PAN, certificates, ordering or page, never a 500', async () => {
    const server = await startSignedIn();
    const bad: [string, string][] = [
      ['financial_year=abc', 'financial_year'],
      ['financial_year=1999', 'financial_year'],
      ['financial_year=2025.5', 'financial_year'],
      ['financial_year=2025&financial_year=2024', 'financial_year'],
      ['band=under', 'band'],
      ['band=over&band=near', 'band'],
      ['pan=maybe', 'pan'],
      ['higher_rate=1', 'higher_rate'],
      ['certificates=1', 'certificates'],
      ['ordering=name', 'ordering'],
      ['ordering=-phone', 'ordering'],
      ['page=0', 'page'],
      ['page_size=x', 'page_size'],
    ];
    for (const [query, field] of bad) {
      const response = await server.api('GET', `programme/tax-194r/?${query}`);
      expect([query, response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([query, 400, [field]]);
    }
  });
});

describe('programme/settings/', () => {
  it('answers the defaults, saves a change, audits it, and the register follows', async () => {
    const server = await startSignedIn();
    const read = await server.api('GET', 'programme/settings/');
    expect([read.statusCode, read.json()]).toEqual([200, defaultProgrammeSettings]);

    // A point worth 50 paise halves the points' worth: Vihaan Gill 6,750 + 13,500 = ₹20,250, over;
    // Yash Das 6,250 + 12,500 = ₹18,750, near; the others fall under ₹18,000.
    const halved = { ...defaultProgrammeSettings, point_value: 0.5 };
    const saved = await server.api('PUT', 'programme/settings/', halved);
    expect([saved.statusCode, saved.json()]).toEqual([200, halved]);
    expect((await server.api('GET', 'programme/settings/')).json()).toEqual(halved);
    expect((await register(server)).results).toEqual([
      expect.objectContaining({ ...VIHAAN, value: 20_250, band: 'over', rate: 10, tax: 2025 }),
      expect.objectContaining({ ...YASH, value: 18_750, band: 'near', rate: 20, tax: 0 }),
    ]);

    const audit = await server.api('GET', 'audit/log/?target_type=settings');
    expect(audit.json().results[0]).toMatchObject({
      action: 'update',
      target_type: 'settings',
      target_id: null,
      summary: 'Updated programme settings',
      changes: { point_value: { before: 1, after: 0.5 } },
    });

    // A threshold of ₹30,000 at ₹1 a point: only Vihaan Gill's ₹27,000 is near it (exactly 90%).
    // Rates of 5% and 12.5%: a threshold of ₹20,000 again gives 5% and 12.5% of the value.
    await server.api('PUT', 'programme/settings/', { ...defaultProgrammeSettings, tax_194r_threshold: 30_000 });
    expect((await register(server)).results).toEqual([
      expect.objectContaining({ ...VIHAAN, value: 27_000, band: 'near', tax: 0 }),
    ]);
    const rates = { ...defaultProgrammeSettings, tax_194r_rate_with_pan: 5, tax_194r_rate_without_pan: '12.5' };
    expect((await server.api('PUT', 'programme/settings/', rates)).json()).toMatchObject({
      tax_194r_rate_without_pan: 12.5,
    });
    const taxes = (await register(server)).results.map(line => [line.first_name, line.rate, line.tax]);
    expect(taxes).toEqual([
      ['Vihaan', 5, 1350],
      ['Yash', 12.5, 3125],
      ['Pranav', 12.5, 2750],
      ['Aditya', 5, 0],
    ]);
  });

  it('answers 400 with field errors for a bad body, and keeps the settings', async () => {
    const server = await startSignedIn();
    const bad: [object, string[]][] = [
      [{}, Object.keys(defaultProgrammeSettings)],
      [{ ...defaultProgrammeSettings, point_value: -1 }, ['point_value']],
      [{ ...defaultProgrammeSettings, point_value: 0.001 }, ['point_value']],
      [{ ...defaultProgrammeSettings, tax_194r_threshold: 'lots' }, ['tax_194r_threshold']],
      [{ ...defaultProgrammeSettings, tax_194r_rate_with_pan: 101 }, ['tax_194r_rate_with_pan']],
      [{ ...defaultProgrammeSettings, tax_194r_rate_without_pan: null }, ['tax_194r_rate_without_pan']],
    ];
    for (const [body, fields] of bad) {
      const response = await server.api('PUT', 'programme/settings/', body);
      expect([body, response.statusCode, Object.keys(response.json().errors ?? {}).sort()]).toEqual([
        body,
        400,
        [...fields].sort(),
      ]);
    }
    const notAnObject = await server.inject({
      method: 'PUT',
      url: `${API}/programme/settings/`,
      headers: { ...bearer((await server.login()).access), 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notAnObject.statusCode).toBe(400);
    expect((await server.api('GET', 'programme/settings/')).json()).toEqual(defaultProgrammeSettings);
  });

  it('answers 401 without a token', async () => {
    const server = await startSignedIn();
    await expectEachUnauthorized(
      server,
      [
        ['GET', 'programme/settings/'],
        ['PUT', 'programme/settings/'],
        ['GET', 'programme/tax-194r/'],
      ],
      defaultProgrammeSettings,
    );
  });
});
