import type { SchemeTerms } from '@/contract/schemes/input';
import { todayInIndia } from '../../calendar';
import type { Db } from '../connection';
import { insert } from '../rows';
import { daysBefore } from './dates';

const BRAND = 'Aquaflow';
const CONTRACTORS = ['contractor'];
const FINANCE_EMAIL = 'finance@loyalty.test';
const CATALOGUE_EMAIL = 'catalogue@loyalty.test';

/** The demo's contractors: the schemes are theirs alone, so no other member's bill changes figures. */
const MEMBERS = [
  { first_name: 'Ravi', last_name: 'Kulkarni', email: 'ravi.kulkarni.fittings@gmail.com', phone: '7000000101' },
  { first_name: 'Imran', last_name: 'Shaikh', email: 'imran.shaikh.plumbing@gmail.com', phone: '7000000102' },
  { first_name: 'Joseph', last_name: 'Dcosta', email: 'joseph.dcosta.interiors@gmail.com', phone: '7000000103' },
] as const;

/**
 * The demo's schemes, live (drafted by Kabir Nair of the catalogue, approved by Farah
 * Mehta of finance), all for contractors, with days counted from the seed's today in India:
 * 1. Contractors' base: 1 PTS per ₹100, from 60 days ago for a year.
 * 2. Aquaflow fittings: 50 PTS a unit of any Aquaflow product, at most 500 PTS per member.
 * 3. Festival double points: ×2 over the other schemes' points on Aquaflow products, from 15 days
 *    ago to 10 days ahead.
 */
const SCHEMES = (brand: number): Array<{ name: string; from: number; to: number; terms: Partial<SchemeTerms> }> => [
  { name: 'Contractors’ base', from: -60, to: 305, terms: { rules: [{ kind: 'per_hundred_rupees', points: 1 }] } },
  {
    name: 'Aquaflow fittings',
    from: -60,
    to: 120,
    terms: {
      rules: [{ kind: 'per_unit', target: { brand }, points: 50, cash_paise: 0 }],
      caps: { per_member: { points: 500 } },
    },
  },
  {
    name: 'Festival double points',
    from: -15,
    to: 10,
    terms: { rules: [{ kind: 'multiplier', over: { brand }, hundredths: 200 }] },
  },
];

/**
 * The demo's contractors' pending bills, each showing a scheme (member by index in MEMBERS, invoice
 * day before today, lines by product index of the brand, 'other' brand's, or a name that matches
 * nothing), uploaded 7 to 11 days ago: after the oldest of the demo's other pending bills (12 days)
 * and before the rest (6 days at most), so that neither the lists (newest first) nor the approvals
 * inbox (oldest first) open on one of them:
 * - base only: 2 × another brand's product, ₹12,450: 124 PTS;
 * - per-member cap: 12 × the second product, ₹9,800: 98 + 600 cut to the cap of 500 = 598 PTS;
 * - unmatched: 'Aria Basin Mixr' × 3 (nothing) and 1 × the third product, ₹7,525: 75 + 50 = 125 PTS;
 * - festival: 4 × the first product and 1 of another brand, ₹15,000: 150 + 200 + 200 (×2) = 550 PTS.
 */
export const SCHEME_BILLS: ReadonlyArray<{
  member: number;
  invoiceDay: number;
  rupees: number;
  lines: ReadonlyArray<readonly [number | string, number]>;
}> = [
  { member: 0, invoiceDay: 25, rupees: 12_450, lines: [['other', 2]] },
  { member: 1, invoiceDay: 20, rupees: 9_800, lines: [[1, 12]] },
  {
    member: 0,
    invoiceDay: 22,
    rupees: 7_525,
    lines: [
      ['Aria Basin Mixr', 3],
      [2, 1],
    ],
  },
  {
    member: 2,
    invoiceDay: 14,
    rupees: 15_000,
    lines: [
      [0, 4],
      ['other', 1],
    ],
  },
];

const DAY_MS = 86_400_000;
const dayFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const idOf = (db: Db, email: string) =>
  db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number | undefined;

function seedScheme(
  db: Db,
  scheme: ReturnType<typeof SCHEMES>[number],
  people: { drafter: number; approver: number },
  now: Date,
) {
  const today = todayInIndia(now);
  const terms: SchemeTerms = {
    starts_on: dayFrom(today, scheme.from),
    ends_on: dayFrom(today, scheme.to),
    user_types: CONTRACTORS,
    firm_types: [],
    states: [],
    stacking: 'adds',
    rules: [],
    caps: {},
    ...scheme.terms,
  };
  const draftedAt = daysBefore(now, 5 - scheme.from);
  const id = insert(db, 'schemes', { name: scheme.name, created_at: draftedAt });
  insert(db, 'scheme_versions', {
    scheme_id: id,
    version: 1,
    valid_from: terms.starts_on,
    terms: JSON.stringify(terms),
    status: 'live',
    drafted_by: people.drafter,
    drafted_at: draftedAt,
    approved_by: people.approver,
    approved_at: daysBefore(now, 4 - scheme.from),
  });
}

/**
 * The schemes' demo: the three live schemes, three contractors and their pending bills
 * (SCHEME_BILLS), none decided: the ledger and the programme's figures stay the demo's. Left out
 * without the demo's finance and catalogue administrators. Runs after the rest of the demo, so that its ids stay as they were.
 */
export function seedSchemes(db: Db, now: Date): void {
  const [drafter, approver] = [idOf(db, CATALOGUE_EMAIL), idOf(db, FINANCE_EMAIL)];
  const brand = db.prepare('SELECT id FROM brands WHERE name = ?').pluck().get(BRAND) as number | undefined;
  if (drafter === undefined || approver === undefined || brand === undefined) return;
  const today = todayInIndia(now);
  for (const scheme of SCHEMES(brand)) seedScheme(db, scheme, { drafter, approver }, now);
  const products = db.prepare('SELECT id, name, brand_id AS brand FROM products ORDER BY id').all() as Array<{
    id: number;
    name: string;
    brand: number;
  }>;
  const ofBrand = products.filter(product => product.brand === brand);
  const other = products.find(product => product.brand !== brand)!;
  const maharashtra = db.prepare("SELECT id FROM states WHERE name = 'Maharashtra'").pluck().get() as number;
  const members = MEMBERS.map((member, index) =>
    insert(db, 'users', {
      ...member,
      user_type: 'contractor',
      firm_type: 'proprietorship',
      firm_name: `${member.last_name} Contracting`,
      country_id: 1,
      state_id: maharashtra,
      status: 'approved',
      role_id: 3,
      referral_code: `LPC10${index + 1}`,
      date_joined: daysBefore(now, 300 + index * 20),
    }),
  );
  SCHEME_BILLS.forEach((bill, index) => {
    const invoiceDate = dayFrom(today, -bill.invoiceDay);
    const billId = insert(db, 'bills', {
      user_id: members[bill.member],
      invoice_number: `INV/${invoiceDate.slice(0, 4)}/6${index}100`,
      invoice_date: invoiceDate,
      amount_paise: bill.rupees * 100,
      dealer: 'Sai Sanitary Stores',
      status: 'pending',
      date_added: daysBefore(now, 7.25 + index),
    });
    for (const [line, quantity] of bill.lines) {
      const product = line === 'other' ? other : typeof line === 'number' ? ofBrand[line] : undefined;
      insert(db, 'bill_products', {
        bill_id: billId,
        product_id: product?.id ?? null,
        product_name: product?.name ?? line,
        quantity,
      });
    }
  });
}
