/** What a check of a member's PAN made of it. */
export const PAN_STATES = [
  'unchecked',
  'verified',
  'name_differs',
  'inoperative',
  'invalid',
  'awaiting_confirmation',
] as const;
export type PanState = (typeof PAN_STATES)[number];

/** What a check of a member's payout account (a penny drop) made of it. */
export const ACCOUNT_STATES = ['unchecked', 'verified', 'name_differs', 'failed', 'awaiting_confirmation'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** Every state either part may be in: what `GET kyc/members/?state=` filters by. */
export const KYC_STATES = [
  'unchecked',
  'verified',
  'name_differs',
  'inoperative',
  'invalid',
  'failed',
  'awaiting_confirmation',
] as const;
export type KycState = (typeof KYC_STATES)[number];

/** The two parts of a member's KYC, as the routes name them (`kyc/members/{id}/pan/check/`). */
export const KYC_PARTS = ['pan', 'account'] as const;
export type KycPart = (typeof KYC_PARTS)[number];

/** The verifiers a programme may choose: recorded by hand, the demo's rules, or Cashfree's Verification Suite. */
export const VERIFIERS = ['manual', 'demo', 'cashfree'] as const;
export type VerifierName = (typeof VERIFIERS)[number];

/**
 * Whether a PAN in this state counts as no PAN for section 194R (the higher rate): an invalid PAN,
 * or an inoperative one (not linked to Aadhaar). Any other state is a PAN on record.
 */
export const PAN_STATES_AS_NONE = ['invalid', 'inoperative'] as const satisfies readonly PanState[];

export const panCountsAsNone = (state: KycState): boolean =>
  (PAN_STATES_AS_NONE as readonly KycState[]).includes(state);
