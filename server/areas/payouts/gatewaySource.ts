import type { Db } from '@/server/db/connection';
import type { Upstream } from '@/server/gateway/upstream';
import { upstreamPayoutsReader } from '@/server/gateway/upstreamCopy/keptPayouts';
import type { PayoutSource } from './source';

/**
 * The gateway's payouts: the upstream's decided payouts (`loyalty/payment/list/`), read whole with
 * the caller's token before a list or a batch reads them, unless read in the last 30 seconds, kept
 * in upstream_payouts with their members in upstream_members; the 194R position from the credits
 * the gateway knows. The upstream keeps no ledger the gateway may credit: a reopened payout is paid
 * again, never cancelled.
 */
export function gatewayPayouts(db: Db, upstream: Upstream, now: () => Date): PayoutSource {
  return {
    payouts: 'upstream_payouts',
    approvedAt: 'NULL',
    since: 'p.requested_at',
    members: 'upstream_members',
    isMember: () => '1',
    benefits: 'upstream_yearly_benefits',
    cancels: false,
    correctionMark: 'corrected_at = ?',
    payeeStates: () => undefined,
    refresh: upstreamPayoutsReader(db, upstream, now),
  };
}
