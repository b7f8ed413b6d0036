/**
 * The schemes' answers (docs/schemes.md): a scheme record with its versions, and the breakdown
 * an approval records on a bill (`earning_breakdown`). What the server sends and the app reads.
 */
import type { SchemeTerms } from './input';
import type { BreakdownLine } from './breakdown';
import type { Earnings } from './earnings';
import type { ProductMatches } from './matchProducts';

export type SchemeStatus = 'draft' | 'live';

/** A version of a scheme as the API answers it: its terms, from `valid_from`, and who drafted and approved it. */
export interface SchemeVersionRecord {
  version: number;
  valid_from: string;
  status: SchemeStatus;
  terms: SchemeTerms;
  drafted_by: string;
  drafted_at: string;
  approved_by: string | null;
  approved_at: string | null;
  /** The drafter's id, where the server says it: they may not approve their own draft. */
  drafted_by_id?: number | null;
}

/** A scheme as the API answers it: `draft` until a version is live; `in_force` is today's version, null when none. */
export interface SchemeRecord {
  id: number;
  name: string;
  status: SchemeStatus;
  in_force: number | null;
  versions: SchemeVersionRecord[];
}

/** What `POST schemes/work-out/` answers: the bill's figures now, line by line. */
export type WorkedOutEarnings = Earnings;

/** The breakdown a decision that credits a bill records on it (`earning_breakdown` of the bill's answer). */
export interface EarningBreakdown {
  points: number;
  cash_paise: number;
  lines: BreakdownLine[];
  unmatched: string[];
  product_matches: ProductMatches;
  reason: string | null;
}
