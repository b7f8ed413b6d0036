/**
 * Four eyes: a decision above its kind's threshold takes two administrators; the first approval leaves
 * the item pending, and points and cash move only when another confirms the same figures.
 */

/** The kinds of decision four eyes covers, and the setting of each one's threshold. */
export const FOUR_EYES_SETTINGS = {
  /** A payout of more than this many rupees. */
  payout: 'four_eyes_payout',
  /** A bill crediting more than this many rupees of cash… */
  billCash: 'four_eyes_bill_cash',
  /** …or more than this many points. */
  billPoints: 'four_eyes_bill_points',
} as const;

export type FourEyesThresholds = Record<(typeof FOUR_EYES_SETTINGS)[keyof typeof FOUR_EYES_SETTINGS], number>;

/** The first of two approvals, as a pending bill or payout's `awaiting_second_approval`. */
export interface FirstApproval {
  by: { id: number; name: string };
  at: string;
  /** A bill's figures as the first approval gave them: the second confirms these. */
  points_earned?: number;
  cash_earned?: number;
}

/** Whether a bill's awards need a second approval. A figure exactly at its threshold does not. */
export const billNeedsSecondApproval = (
  thresholds: FourEyesThresholds,
  awards: { points_earned: number; cash_earned: number },
): boolean =>
  awards.points_earned > thresholds.four_eyes_bill_points ||
  Math.round(awards.cash_earned * 100) > Math.round(thresholds.four_eyes_bill_cash * 100);

/** Whether a payout of `rupees` needs a second approval. */
export const payoutNeedsSecondApproval = (thresholds: FourEyesThresholds, rupees: number): boolean =>
  Math.round(rupees * 100) > Math.round(thresholds.four_eyes_payout * 100);

/** The server's words for the steps of four eyes. */
export const FOUR_EYES_MESSAGES = {
  /** The answer (202) to a first approval. */
  firstApproval: 'Approved. Another administrator must confirm it before anything is paid or credited.',
  /** The same administrator approving again (403). */
  ownFirstApproval: 'You approved this first: another administrator must confirm it.',
  /** A second approval with other figures than the first's (409). */
  otherFigures: (name: string) => `${name} approved this with other figures: confirm theirs, or reject it.`,
  /** A second approval while another administrator's is being confirmed (409). */
  beingConfirmed: 'Another administrator is confirming this approval now.',
} as const;
