import type { FastifyRequest } from 'fastify';
import { mediaUrlSql } from '@/server/media';
import { LIVE_MEMBER } from '@/server/members/records';

/**
 * Where KYC reads its members and their payouts from: the reference server's own tables, or the
 * gateway's copy of the upstream's. SQL names a member `u` and their latest payout `p`.
 */
export interface KycSource {
  /** The members' table, with users' id, first_name, last_name, user_type, phone and pan_card_number. */
  members: string;
  /** SQL: whether the member `u` is one KYC lists. */
  isMember: string;
  /** The payouts' table, with payment_requests' id, user_id and account_holders_name, account_number, ifsc_code, bank_name. */
  payouts: string;
  /** SQL of the address of the member `u`'s PAN card image, their latest payout `p` besides; NULL where none is kept. */
  panCard: string;
  /** Brings the members and their payouts up to date before they are read, with the caller's request; `member` besides. */
  refresh: (request: FastifyRequest, member?: number) => Promise<void>;
}

/** The reference server's members and payouts: its users and payment_requests. */
export const REFERENCE_KYC: KycSource = {
  members: 'users',
  isMember: LIVE_MEMBER,
  payouts: 'payment_requests',
  panCard: mediaUrlSql("COALESCE(NULLIF(u.pan_card, ''), NULLIF(p.pan_card, ''))"),
  refresh: async () => {},
};
