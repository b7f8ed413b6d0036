import type { EarningBreakdown } from '@/contract/schemes/breakdown';
import type { Earnings } from '@/contract/schemes/earnings';

/** Figures and lines, when `value` is an answer of them (a backend without schemes answers something else, or nothing). */
export function earningsOf(value: unknown): Earnings | null {
  if (typeof value !== 'object' || value === null) return null;
  const earnings = value as Partial<Earnings>;
  if (typeof earnings.points !== 'number' || typeof earnings.cash_paise !== 'number' || !Array.isArray(earnings.lines))
    return null;
  return {
    points: earnings.points,
    cash_paise: earnings.cash_paise,
    lines: earnings.lines,
    unmatched: Array.isArray(earnings.unmatched) ? earnings.unmatched : [],
  };
}

/** A decided bill's `earning_breakdown`, when its answer carries one. */
export function recordedBreakdown(value: unknown): EarningBreakdown | null {
  const earnings = earningsOf(value);
  if (!earnings) return null;
  const { product_matches, reason } = value as Partial<EarningBreakdown>;
  return {
    ...earnings,
    product_matches: product_matches ?? {},
    reason: typeof reason === 'string' ? reason : null,
  };
}
