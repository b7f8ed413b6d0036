/**
 * The kinds of pending work the approvals inbox merges, each declared once: the app's inbox and
 * endpoints, the reference server's queues and the gateway's four eyes, polling and copy read it.
 */
export interface PendingKind {
  /** The inbox's `kind` of its rows. */
  name: string;
  /** Its place in the inbox's order (its chips', and its rows' among items of the same date): lowest first. */
  order: number;
  /** The spec's list of its pending items, below the API root. */
  pendingList: string;
  /** The spec's list of its items decided too, where the spec has one. */
  decidedList?: string;
  /** The spec's read of one item, below the API root: the item's id and a slash follow it. */
  read?: string;
  /** The field of its list's items telling when one was asked for. */
  submittedField: string;
  /** The spec's calls that decide one item, as `METHOD /pattern` below the API root. */
  approve: string;
  reject: string;
  /** Whether an approval above the programme's threshold waits for a second administrator (four eyes). */
  fourEyes: boolean;
  /** The refusal of a decision of an item no longer pending. */
  alreadyDecided: string;
}

export const NEW_USER_KIND = {
  name: 'newUser',
  order: 1,
  pendingList: 'user/new-users/',
  decidedList: 'user/users/',
  read: 'user/retrieve/',
  submittedField: 'date_joined',
  approve: 'POST /user/verify/:id/',
  // Rejecting a new user is deleting it.
  reject: 'DELETE /user/user/delete/:id/',
  fourEyes: false,
  alreadyDecided: 'This user is already verified.',
} as const satisfies PendingKind;

export const PROFILE_EDIT_KIND = {
  name: 'profileEdit',
  order: 2,
  pendingList: 'user/profile-update/requests/',
  read: 'user/admin/profile-update/proposed/',
  submittedField: 'created_at',
  approve: 'POST /user/profile-update/allowed/:id/',
  reject: 'POST /user/profile-update/rejected/:id/',
  fourEyes: false,
  alreadyDecided: 'This request has already been decided.',
} as const satisfies PendingKind;

export const EMAIL_EDIT_KIND = {
  name: 'emailEdit',
  order: 3,
  pendingList: 'user/email-update/requests/',
  submittedField: 'created_at',
  approve: 'POST /user/email-update/allow/:id/',
  reject: 'POST /user/email-update/reject/:id/',
  fourEyes: false,
  alreadyDecided: 'This request has already been decided.',
} as const satisfies PendingKind;

export const BILL_KIND = {
  name: 'bill',
  order: 4,
  pendingList: 'bill/approve-requests/',
  decidedList: 'bill/list/all-bills/',
  read: 'bill/retrieve/',
  submittedField: 'date_added',
  approve: 'PATCH /bill/approve/:id/',
  reject: 'PATCH /bill/reject/:id/',
  fourEyes: true,
  alreadyDecided: 'This bill has already been decided.',
} as const satisfies PendingKind;

export const VOUCHER_REQUEST_KIND = {
  name: 'voucherRequest',
  order: 5,
  // The one list holds the decided requests too, by their status.
  pendingList: 'loyalty/voucher-requests/',
  read: 'loyalty/voucher/request/detail/',
  submittedField: 'requested_on',
  approve: 'POST /loyalty/voucher-request/:id/approve/',
  reject: 'POST /loyalty/voucher-request/:id/reject/',
  fourEyes: false,
  alreadyDecided: 'This request has already been decided.',
} as const satisfies PendingKind;

export const PAYOUT_KIND = {
  name: 'payout',
  order: 6,
  pendingList: 'loyalty/payment/pending/list/',
  decidedList: 'loyalty/payment/list/',
  read: 'loyalty/payment/retrieve/',
  submittedField: 'date',
  approve: 'POST /loyalty/payment/approve/:id/',
  reject: 'POST /loyalty/payment/reject/:id/',
  fourEyes: true,
  alreadyDecided: 'This payment request has already been decided.',
} as const satisfies PendingKind;

/** Every kind, in the inbox's order. */
export const PENDING_KINDS: readonly PendingKind[] = [
  NEW_USER_KIND,
  PROFILE_EDIT_KIND,
  EMAIL_EDIT_KIND,
  BILL_KIND,
  VOUCHER_REQUEST_KIND,
  PAYOUT_KIND,
];
