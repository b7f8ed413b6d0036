import type { z } from 'zod';
import type { Award } from '@/contract/schemes/scheme';
import type { Db } from './db/connection';

/** What an area that works out a bill's figures made of its approval. */
export interface CheckedEarnings {
  /** Words for the approval's audit entry: why the typed figures differ from the worked-out ones. */
  detail?: string;
  /** Records, in the transaction of the decision that credits the bill, what its figures were worked out with. */
  credit: (at: Date) => void;
}

/**
 * An area's hold on a bill's approval (the schemes'), offered to the bills area by
 * the shell (AppContext's `billEarnings`), so that neither imports the other: without it a bill
 * is approved with the figures typed, as the spec's backend does.
 */
export interface BillEarnings {
  /** The fields it adds to the approval's body (beside `points_earned` and `cash_earned`). */
  approvalFields: z.ZodRawShape;
  /**
   * In the approval's transaction, before anything is written: the bill's figures worked out and
   * checked against the typed ones (an HttpError when they may not be approved so, written in its
   * words); undefined when no rule of its applies to the bill.
   */
  check: (db: Db, billId: number, typed: Award, fields: Record<string, unknown>) => CheckedEarnings | undefined;
}

/**
 * The gateway's counterpart of `BillEarnings`: the bill and the catalogue are the
 * upstream's, read with the caller's token; what the approvals were made with is the gateway's.
 */
export interface GatewayBillEarnings {
  /** The fields it adds to the approval's body, kept from the upstream. */
  approvalFields: z.ZodRawShape;
  /**
   * Before an approval is forwarded (or kept as the first of two): checked as `BillEarnings.check`
   * does; `credit` is called once the upstream has confirmed the approval.
   */
  check: (
    billId: number,
    typed: Award,
    fields: Record<string, unknown>,
    token: string,
  ) => Promise<CheckedEarnings | undefined>;
  /** The breakdowns the gateway's approvals were made with, by the upstream's bill id. */
  recorded: (billIds: readonly number[]) => Map<number, unknown>;
}
