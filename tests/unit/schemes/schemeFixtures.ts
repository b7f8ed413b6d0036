import type { EarningsContext, SchemeBill } from '@/contract/schemes/earnings';
import type { SchemeProduct } from '@/contract/schemes/matchProducts';
import type { Scheme, SchemeRule, SchemeVersion } from '@/contract/schemes/scheme';

export const ASIAN = 10;
export const INTERIOR = 100;

export const catalogue: SchemeProduct[] = [
  { id: 1, name: 'Royale 20 L', brand: ASIAN, category: INTERIOR },
  { id: 2, name: 'Apex 10 L', brand: ASIAN, category: 101 },
  { id: 3, name: 'Weathercoat 4 L', brand: 20, category: 200 },
  { id: 4, name: 'Émulsion 1 L', brand: 20, category: 200 },
];

/** A version for October 2026, to everyone, adding up with others; `overrides` change it. */
export const version = (rules: SchemeRule[], overrides: Partial<SchemeVersion> = {}): SchemeVersion => ({
  version: 1,
  valid_from: '2026-10-01',
  starts_on: '2026-10-01',
  ends_on: '2026-10-31',
  user_types: [],
  firm_types: [],
  states: [],
  stacking: 'adds',
  rules,
  caps: {},
  ...overrides,
});

export const scheme = (id: number, name: string, ...versions: SchemeVersion[]): Scheme => ({ id, name, versions });

export const royaleAt = (points: number, cash_paise = 0): SchemeRule => ({
  kind: 'per_unit',
  target: { product: 1 },
  points,
  cash_paise,
});

export const context = (schemes: Scheme[], overrides: Partial<EarningsContext> = {}): EarningsContext => ({
  catalogue,
  schemes,
  earned_by_member: {},
  spent_paise: {},
  point_value_paise: 100,
  ...overrides,
});

/** A bill of ₹`amount` dated `invoice_date` with these product lines. */
export const bill = (
  lines: Array<[string, number]>,
  { amount = '0.00', invoice_date = '2026-10-20' }: { amount?: string; invoice_date?: string } = {},
): SchemeBill => ({
  amount,
  invoice_date,
  user_list: { user_type: 'dealer', firm_type: 'proprietorship', state: 7 },
  bill_products: lines.map(([product_name, quantity]) => ({ product_name, quantity })),
});
