import path from 'node:path';
import { schemeDraft, type SchemeTerms } from '@/contract/schemes/input';
import type { ProductTarget, SchemeCaps, SchemeRule } from '@/contract/schemes/scheme';
import { todayInIndia } from '@/server/calendar';
import { openDatabase, type Db } from '@/server/db/connection';
import { inserter } from '@/server/db/rows';
import { BILL_COLUMNS } from '@/server/db/seed/bulkActivity';
import { seedBulkCatalogue } from '@/server/db/seed/bulkCatalogue';
import { createRng, type Rng } from '@/server/db/seed/random';
import type { RunningServer } from '../e2e/harness';

export const schemeCounts = { schemes: 200, products: 10_000, brands: 100, pastBills: 50_000 };
export const benchBillNumbers = ['SCHEMES/BENCH/0001', 'SCHEMES/BENCH/0002'] as const;
export const whatIfSchemeName = 'Bench What if trial';

const DAY_MS = 86_400_000;

interface Catalogue {
  products: Array<{ id: number; name: string }>;
  brands: number[];
  categories: number[];
}

const dayBefore = (now: Date, days: number) => todayInIndia(new Date(now.getTime() - days * DAY_MS));

/** The rules of the bench's scheme number `index`: by fives, per ₹100, a product table of 100, per brand, per category, a multiplier. */
function rulesOf(index: number, { products, brands, categories }: Catalogue): SchemeRule[] {
  const nth = <T>(items: T[], at: number) => items[at % items.length];
  const perUnit = (target: ProductTarget, points: number, cash_paise = 0): SchemeRule => ({
    kind: 'per_unit',
    target,
    points,
    cash_paise,
  });
  switch (index % 5) {
    case 0:
      return [{ kind: 'per_hundred_rupees', points: 1 + (index % 3) }];
    case 1:
      return Array.from({ length: 100 }, (_, at) =>
        perUnit({ product: nth(products, index * 50 + at * 7).id }, 5 + (at % 10) * 5),
      );
    case 2:
      return [0, 1, 2].map(at => perUnit({ brand: nth(brands, index + at * 31) }, 10 + at * 5));
    case 3:
      return [0, 1, 2, 3, 4].map(at => perUnit({ category: nth(categories, index * 3 + at * 97) }, 20, 500));
    default:
      return [
        {
          kind: 'multiplier',
          over: index % 2 ? 'bill' : { brand: nth(brands, index) },
          hundredths: 150 + (index % 2) * 50,
        },
      ];
  }
}

const capsOf = (index: number): SchemeCaps =>
  index % 3 === 0
    ? { per_bill: { points: 5_000 } }
    : index % 3 === 1
      ? { per_member: { points: 20_000 } }
      : { budget_paise: 50_000_000 };

function termsOf(index: number, catalogue: Catalogue, now: Date): SchemeTerms {
  return schemeDraft.parse({
    name: `Bench scheme ${index + 1}`,
    terms: {
      starts_on: dayBefore(now, 120),
      ends_on: dayBefore(now, -60),
      stacking: index % 4 === 3 ? 'best_of' : 'adds',
      rules: rulesOf(index, catalogue),
      caps: capsOf(index),
    },
  }).terms;
}

function addSchemes(db: Db, catalogue: Catalogue, now: Date) {
  const person = (email: string) => db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
  const [drafter, approver] = [person('catalogue@loyalty.test'), person('finance@loyalty.test')];
  const insertScheme = inserter(db, 'schemes', ['name', 'created_at']);
  const insertVersion = inserter(db, 'scheme_versions', [
    'scheme_id',
    'version',
    'valid_from',
    'terms',
    'status',
    'drafted_by',
    'drafted_at',
    'approved_by',
    'approved_at',
  ]);
  const add = (name: string, terms: SchemeTerms, live: boolean) => {
    const scheme_id = insertScheme({ name, created_at: now });
    insertVersion({
      scheme_id,
      version: 1,
      valid_from: terms.starts_on,
      terms: JSON.stringify(terms),
      status: live ? 'live' : 'draft',
      drafted_by: drafter,
      drafted_at: now,
      approved_by: live ? approver : null,
      approved_at: live ? now : null,
    });
    return scheme_id;
  };
  for (let index = 0; index < schemeCounts.schemes; index += 1) {
    add(`Bench scheme ${index + 1}`, termsOf(index, catalogue, now), true);
  }
  const trial = schemeDraft.parse({
    name: whatIfSchemeName,
    terms: {
      starts_on: dayBefore(now, 0),
      ends_on: dayBefore(now, -90),
      rules: [
        { kind: 'per_hundred_rupees', points: 2 },
        ...catalogue.brands
          .slice(0, 10)
          .map(brand => ({ kind: 'per_unit', target: { brand }, points: 15, cash_paise: 0 })),
      ],
      caps: { per_member: { points: 2_000 }, budget_paise: 500_000_000 },
    },
  });
  return add(trial.name, trial.terms, false);
}

/** The pending bills timed in the dialog, first and second in the approvals inbox: seven lines each (one matching nothing) the product, brand and category rules meet. */
function addPendingBills(db: Db, member: number, catalogue: Catalogue, now: Date) {
  const insertBill = inserter(db, 'bills', BILL_COLUMNS);
  const line = inserter(db, 'bill_products', ['bill_id', 'product_name', 'quantity']);
  return benchBillNumbers.map((invoice_number, index) => {
    const bill = insertBill({
      user_id: member,
      invoice_number,
      invoice_date: dayBefore(now, 2),
      amount_paise: 4_850_000,
      dealer: 'Sharma Traders',
      status: 'pending',
      // Older than every other pending item, so the approvals inbox lists them first.
      date_added: new Date(now.getTime() - (400 - index) * DAY_MS),
    });
    [0, 57, 1_234, 5_000, 7_777, 9_999].forEach((at, place) =>
      line({
        bill_id: bill,
        product_name: catalogue.products[(at + index) % catalogue.products.length].name,
        quantity: 2 + place * 2,
      }),
    );
    line({ bill_id: bill, product_name: 'Bench fitting nobody sells', quantity: 3 });
    return bill;
  });
}

function addPastBills(db: Db, members: number[], catalogue: Catalogue, now: Date, rng: Rng) {
  const insertBill = inserter(db, 'bills', BILL_COLUMNS);
  const line = inserter(db, 'bill_products', ['bill_id', 'product_name', 'quantity']);
  for (let index = schemeCounts.pastBills - 1; index >= 0; index -= 1) {
    const added = new Date(now.getTime() - 3_600_000 - Math.floor((index * 89 * DAY_MS) / schemeCounts.pastBills));
    const bill = insertBill({
      user_id: rng.pick(members),
      invoice_number: `SCHEMES/PAST/${String(index).padStart(6, '0')}`,
      invoice_date: todayInIndia(added),
      amount_paise: rng.int(50_000, 20_000_000),
      dealer: 'Patel Hardware',
      status: 'approved',
      points_earned: rng.int(10, 500),
      cash_earned_paise: 0,
      date_added: added,
      decided_at: added,
    });
    for (let lines = rng.int(1, 3); lines > 0; lines -= 1) {
      line({ bill_id: bill, product_name: rng.pick(catalogue.products).name, quantity: rng.int(1, 20) });
    }
  }
}

/**
 * Adds to the server's database 10,000 products of 100 brands, 200 live schemes over them
 * (rulesOf, capsOf), a draft scheme to try "What if" with, 50,000 approved bills invoiced in the
 * last 90 days, and the two pending bills timed: returns the ids of the bills and of the draft scheme.
 */
export function addSchemesAtScale(server: RunningServer): { billIds: number[]; whatIfSchemeId: number } {
  const db = openDatabase(path.join(server.dataDir, 'db.sqlite'));
  const now = new Date();
  const rng = createRng(schemeCounts.schemes);
  try {
    return db.transaction(() => {
      const before = db.prepare('SELECT COALESCE(MAX(id), 0) FROM products').pluck().get() as number;
      seedBulkCatalogue(db, { brands: schemeCounts.brands, products: schemeCounts.products, now, rng });
      const catalogue: Catalogue = {
        products: db
          .prepare('SELECT id, name FROM products WHERE id > ? ORDER BY id')
          .all(before) as Catalogue['products'],
        brands: db
          .prepare('SELECT DISTINCT brand_id FROM products WHERE id > ? ORDER BY 1')
          .pluck()
          .all(before) as number[],
        categories: db
          .prepare('SELECT DISTINCT category_id FROM products WHERE id > ? ORDER BY 1')
          .pluck()
          .all(before) as number[],
      };
      const members = db
        .prepare("SELECT id FROM users WHERE is_admin = 0 AND status = 'approved' ORDER BY id")
        .pluck()
        .all() as number[];
      const whatIfSchemeId = addSchemes(db, catalogue, now);
      addPastBills(db, members, catalogue, now, rng);
      const billIds = addPendingBills(db, members[0], catalogue, now);
      return { billIds, whatIfSchemeId };
    })();
  } finally {
    db.close();
  }
}
