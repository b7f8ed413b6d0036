import type { FastifyRequest } from 'fastify';
import type { AppContext, PayeeStatesSql } from '@/server/context';
import { shownMember } from '@/server/members/records';

/**
 * Where the payouts a batch pays and their members are read from: the reference server's own
 * tables, or the gateway's copy of the upstream's. SQL names a payout `p` and its member `u`.
 */
export interface PayoutSource {
  /** The payouts' table, with payment_requests' columns: id, user_id, status, amount_paise and the account's four. */
  payouts: string;
  /** SQL of a payout's approval time, or NULL where it is not known. */
  approvedAt: string;
  /** SQL of the time `paid_outside_before` is compared with. */
  since: string;
  /** The members' table, with users' names, email, phone and pan_card_number. */
  members: string;
  /** SQL: whether the member in `column` is one the lists show. */
  isMember: (column: string) => string;
  /** The benefits by member and financial year (`points`, `paise`) the 194R position reads. */
  benefits: string;
  /** Whether a failed or returned line's payout may be cancelled, its cash back in the member's balance. */
  cancels: boolean;
  /** SQL set beside a corrected payout's bank details (`?` the correction's time), or null. */
  correctionMark: string | null;
  /** The members' PAN and account states a payout is held for until both are verified: none where no KYC is kept of these members. */
  payeeStates: (ctx: AppContext) => PayeeStatesSql | undefined;
  /** Brings the payouts up to date before they are listed or gathered, with the caller's request. */
  refresh: (request: FastifyRequest) => Promise<void>;
}

/** The reference server's payouts: its payment_requests, members and ledger. */
export const REFERENCE_PAYOUTS: PayoutSource = {
  payouts: 'payment_requests',
  approvedAt: 'p.decided_at',
  since: 'p.decided_at',
  members: 'users',
  isMember: shownMember,
  benefits: 'yearly_benefits',
  cancels: true,
  correctionMark: null,
  payeeStates: ctx => ctx.payeeStates,
  refresh: async () => {},
};
