import type { SchemeTerms } from './input';
import type { Award } from './scheme';

export type SchemeStatus = 'draft' | 'live';

/** A version of a scheme as the API answers it: its terms, and who drafted and approved it (emails; the drafter's id too). */
export interface SchemeVersionRecord {
  version: number;
  valid_from: string;
  status: SchemeStatus;
  terms: SchemeTerms;
  drafted_by: string | null;
  /** The drafter may not approve the version: the app tells them before they try. */
  drafted_by_id: number | null;
  drafted_at: string;
  approved_by: string | null;
  approved_at: string | null;
}

/** A scheme as the API answers it: `draft` until a version is live; `in_force` is today's version (null when none). */
export interface SchemeRecord {
  id: number;
  name: string;
  status: SchemeStatus;
  in_force: number | null;
  created_at: string;
  versions: SchemeVersionRecord[];
}

/** What was credited under a scheme, at the point's value: its total in paise. */
export interface CreditedFigures extends Award {
  total_paise: number;
}

/** What a scheme has cost so far (`schemes/:id/cost/`): in all, by member type, by week (from Monday, India time). */
export interface SchemeCost extends CreditedFigures {
  scheme_id: number;
  point_value_paise: number;
  /** The budget of the version in force today (else the latest live one); null when none. */
  budget_paise: number | null;
  budget_left_paise: number | null;
  by_user_type: Array<CreditedFigures & { user_type: string | null }>;
  by_week: Array<CreditedFigures & { week_from: string }>;
}
