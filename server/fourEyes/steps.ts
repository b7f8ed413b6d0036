import { FOUR_EYES_MESSAGES } from '@/contract/team/fourEyes';
import { HttpError } from '../errors';
import { sql, type Sql } from '../paging/sql';

/** Who approves, when, and whether four eyes applies (not in strict spec shapes). */
export interface Approver {
  admin: number;
  now: Date;
  fourEyes: boolean;
}

/** A pending bill's or payout's first approval as stored (migration 016). */
export interface StoredFirstApproval {
  by: number;
  /** The first approver's name, for the 409 and the audit trail. */
  name: string;
  at: string;
  /** A bill's figures as first approved; null on a payout. */
  points: number | null;
  cashPaise: number | null;
}

/**
 * What an approval does: record the first of two, or decide the item (confirming `confirmed`,
 * when there was a first approval). `guard` is the condition the item's UPDATE adds so that it
 * changes only the first approval read (none, or this one): of two decisions at once, the later
 * updates nothing.
 */
export type ApprovalStep =
  { step: 'first'; guard: Sql } | { step: 'decide'; guard: Sql; confirmed: StoredFirstApproval | null };

const NONE = sql('AND first_approved_by IS NULL');

/** A decision taken at once, whatever first approval there is: a rejection, or any decision without four eyes. */
export const DECIDE_AT_ONCE: ApprovalStep = { step: 'decide', guard: sql(''), confirmed: null };

/**
 * The step of an approval by `admin`. With a first approval on record, its confirmation: refused
 * to the one who gave it (403), and for other figures than theirs (409). Without one, the first
 * of two when the figures `needTwo`, else the decision. Without four eyes (`enabled` false, the
 * spec's strict shapes) every approval decides at once, whatever was recorded.
 */
export function approvalStep(options: {
  enabled: boolean;
  first: StoredFirstApproval | null;
  admin: number;
  needTwo: boolean;
  sameFigures?: (first: StoredFirstApproval) => boolean;
}): ApprovalStep {
  const { enabled, first, admin, needTwo, sameFigures } = options;
  if (!enabled) return DECIDE_AT_ONCE;
  if (first === null)
    return needTwo ? { step: 'first', guard: NONE } : { step: 'decide', guard: NONE, confirmed: null };
  if (first.by === admin) throw new HttpError(403, FOUR_EYES_MESSAGES.ownFirstApproval);
  if (sameFigures && !sameFigures(first)) throw new HttpError(409, FOUR_EYES_MESSAGES.otherFigures(first.name));
  return {
    step: 'decide',
    guard: sql('AND first_approved_by = ? AND first_approved_at = ?', first.by, first.at),
    confirmed: first,
  };
}
