import type { SchemeCost, SchemeRecord } from '@/contract/schemes/record';
import type { Earnings } from '@/contract/schemes/earnings';

// Answers of the reference server (docs/schemes.md) that the area's tests share.

const monsoon = { scheme_id: 3, scheme_name: 'Monsoon', version: 2 };
const base = { scheme_id: 1, scheme_name: 'Base', version: 1 };
const diwali = { scheme_id: 4, scheme_name: 'Diwali', version: 1 };
const festival = { scheme_id: 5, scheme_name: 'Festival', version: 1 };

/** A bill worked out: per unit, per ₹100, a multiplier, a best-of scheme outdone, a cap, and a line matching nothing. */
export const workedOut: Earnings = {
  points: 1010,
  cash_paise: 1500,
  lines: [
    {
      ...monsoon,
      kind: 'per_unit',
      product_id: 12,
      product_name: 'Royale 20 L',
      units: 3,
      points_per_unit: 150,
      cash_paise_per_unit: 500,
      points: 450,
      cash_paise: 1500,
    },
    { ...base, kind: 'per_hundred_rupees', hundreds: 12, points_per_hundred: 5, points: 60, cash_paise: 0 },
    { ...diwali, kind: 'multiplier', hundredths: 200, covered_points: 900, points: 900, cash_paise: 0 },
    {
      ...diwali,
      kind: 'cap',
      cap: 'per_member',
      allowed: { points: 200, cash_paise: 0 },
      of: { points: 900, cash_paise: 0 },
      points: -700,
      cash_paise: 0,
    },
    {
      ...festival,
      kind: 'per_unit',
      product_id: 12,
      product_name: 'Royale 20 L',
      units: 3,
      points_per_unit: 100,
      cash_paise_per_unit: 0,
      points: 300,
      cash_paise: 0,
    },
    {
      ...monsoon,
      kind: 'outdone',
      would_give: { points: 200, cash_paise: 0 },
      outdone_by: { scheme_id: 5, scheme_name: 'Festival' },
      points: 0,
      cash_paise: 0,
    },
  ],
  unmatched: ['Tractor Emulsion 4L'],
};

/** The issue's words for `workedOut`'s lines, in order. */
export const workedOutWords = [
  '3 × Royale 20 L at 150 PTS + ₹5.00, Monsoon scheme: 450 PTS + ₹15.00',
  '12 × ₹100 at 5 PTS, Base scheme: 60 PTS',
  'Diwali × 2: 900 PTS',
  'Cap per member reached: 200 PTS of 900',
  '3 × Royale 20 L at 100 PTS, Festival scheme: 300 PTS',
  'Monsoon scheme not counted: Festival gives more',
];

/** Monsoon's terms in version 1: 150 points a unit of a brand's products, at most 2,000 a member. */
export const monsoonTerms = {
  starts_on: '2026-07-01',
  ends_on: '2026-09-30',
  user_types: [],
  firm_types: [],
  states: [],
  stacking: 'adds' as const,
  rules: [{ kind: 'per_unit' as const, target: { brand: 4 }, points: 150, cash_paise: 0 }],
  caps: { per_member: { points: 2000 } },
};

/** Monsoon: live in version 1, a draft version 2 from August (drafted by administrator 9), a per-member cap. */
export const monsoonScheme: SchemeRecord = {
  id: 3,
  name: 'Monsoon',
  status: 'live',
  in_force: 1,
  created_at: '2026-06-20T10:00:00Z',
  versions: [
    {
      version: 1,
      valid_from: '2026-07-01',
      status: 'live',
      terms: monsoonTerms,
      drafted_by: 'catalogue@loyalty.test',
      drafted_by_id: 9,
      drafted_at: '2026-06-20T10:00:00Z',
      approved_by: 'finance@loyalty.test',
      approved_at: '2026-06-21T10:00:00Z',
    },
    {
      version: 2,
      valid_from: '2026-08-01',
      status: 'draft',
      terms: { ...monsoonTerms, rules: [{ kind: 'multiplier', over: 'bill', hundredths: 150 }] },
      drafted_by: 'catalogue@loyalty.test',
      drafted_at: '2026-07-20T10:00:00Z',
      drafted_by_id: 9,
      approved_by: null,
      approved_at: null,
    },
  ],
};

/** What Monsoon cost so far: 1,200 points and ₹50 at ₹1 a point, against a budget of ₹5,000. */
export const monsoonCost: SchemeCost = {
  scheme_id: 3,
  points: 1200,
  cash_paise: 5000,
  total_paise: 125_000,
  point_value_paise: 100,
  budget_paise: 500_000,
  budget_left_paise: 375_000,
  by_user_type: [{ user_type: 'contractor', points: 1200, cash_paise: 5000, total_paise: 125_000 }],
  by_week: [{ week_from: '2026-07-06', points: 1200, cash_paise: 5000, total_paise: 125_000 }],
};
