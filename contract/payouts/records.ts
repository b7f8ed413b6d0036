import type { Decimal } from '../fields/answered';

/** A batch's life: gathered (`draft`), released to the bank, then closed by the bank's answers. */
export const BATCH_STATUSES = ['draft', 'released', 'partly_paid', 'paid'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/**
 * A line's life: `held` (a blocking problem, kept out of the release) or `ready` in a draft;
 * `released` with the batch; then as the bank answers. `failed`, `returned` and `cancelled` free
 * the payout: it may go into a later batch (or, cancelled, its cash is back in the member's balance).
 */
export const LINE_STATUSES = ['held', 'ready', 'released', 'paid', 'failed', 'returned', 'cancelled'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** The statuses of a line that still holds its payout: a payout has at most one such line. */
export const LIVE_LINE_STATUSES = ['held', 'ready', 'released', 'paid'] as const satisfies readonly LineStatus[];

/** How the bank moves the money, chosen by amount (contract/payouts/modes.ts). */
export const PAYOUT_MODES = ['UPI', 'IMPS', 'NEFT', 'RTGS'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

/** An administrator as a batch names them. */
export interface AdminName {
  id: number;
  name: string;
}

/** What is wrong with a line, by its code (contract/payouts/problems.ts), in words; a blocking one holds it. */
export interface LineProblem {
  code: string;
  words: string;
  blocking: boolean;
}

/** A line held despite a blocking problem, kept in the release by an owner, and why. */
export interface KeptLine {
  by: AdminName;
  reason: string;
  at: string;
}

/** Whom a payout pays, how much (rupees) and where: as the payout holds it, or as a line copied it. */
export interface Payee {
  member: { id: number; name: string };
  amount: Decimal;
  account_holder: string;
  account_number: string;
  ifsc: string;
  bank: string;
}

/** One payout of a batch: whom it pays, where, how and what came of it. */
export interface BatchLine extends Payee {
  id: number;
  payout: number;
  mode: PayoutMode;
  /** Unique to the line, written in the bank's file and echoed back in its answer. */
  reference: string;
  status: LineStatus;
  utr: string | null;
  /** The bank's reason for a failure or a return; an administrator's for a cancellation. */
  reason: string | null;
  problems: LineProblem[];
  kept: KeptLine | null;
  /** The member's section 194R position this financial year: benefits so far, and whether the higher rate applies. */
  tax_194r: { benefits: Decimal; higher_rate: boolean };
  /** Released with no answer three working days after its release. */
  overdue: boolean;
}

/** How many lines and how much, by mode, and how many lines are held. */
export interface BatchTotals {
  lines: number;
  amount: Decimal;
  held: number;
  /** Lines released with no answer three working days after the release. */
  overdue: number;
  by_mode: Record<PayoutMode, { lines: number; amount: Decimal }>;
}

/** A batch as its list shows it. */
export interface PayoutBatchSummary {
  id: number;
  status: BatchStatus;
  format: string;
  created_by: AdminName;
  created_at: string;
  released_by: AdminName | null;
  released_at: string | null;
  totals: BatchTotals;
}

/** A batch with its lines, and its bank file once released. */
export interface PayoutBatch extends PayoutBatchSummary {
  lines: BatchLine[];
  file: { name: string; sha256: string } | null;
  /**
   * Whether a failed or returned line's payout may be cancelled, its cash back in the member's
   * balance: false at the gateway, where the spec has no call that credits cash (it is paid again).
   */
  cancellable: boolean;
}

/**
 * A release's answer: the batch, and the payouts of its held lines (not kept) dropped from it at the
 * release, back among the payable ones.
 */
export interface ReleasedBatch extends PayoutBatch {
  dropped: number[];
}

/** What a line of the bank's answer says of the batch's lines. */
export const ANSWER_OUTCOMES = [
  'paid',
  'failed',
  'returned',
  'unknown_reference',
  'amount_differs',
  /** A status the format's declaration does not name: never applied. */
  'unknown_status',
  /** An answer that contradicts an earlier one, or a UTR another line was paid with: never applied. */
  'conflict',
] as const;
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number];

/** A row of the bank's answer file, matched to a line by its reference (else by account and amount). */
export interface AnswerRow {
  /** The row's number in the file, counting its header. */
  row: number;
  reference: string | null;
  /** The batch's line it answers; null when none matches. */
  line: number | null;
  outcome: AnswerOutcome;
  utr: string | null;
  reason: string | null;
  amount: Decimal | null;
  /** Whether applying the file changes the line (false once it already says so). */
  changes: boolean;
}

/** The bank's answer file, previewed or applied. */
export interface AnswerPreview {
  file_sha256: string;
  applied: boolean;
  rows: AnswerRow[];
}

/** A payout the batches can take: approved, and not in a batch that still holds it. */
export interface PayableRecord extends Payee {
  payout: number;
  approved_at: string | null;
  /** A payout whose earlier line failed, was returned or cancelled: paid again once its details are fixed. */
  reopened: boolean;
}
