import type { FastifyRequest } from 'fastify';
import { bearerOf, isRecord } from '@/server/callParts';
import type { Db } from '@/server/db/connection';
import { upstreamRefused, upstreamUnavailable } from '@/server/gateway/failures';
import type { Upstream } from '@/server/gateway/upstream';
import { keepMembers } from '@/server/gateway/upstreamCopy/keptMembers';
import { upstreamPayoutsReader } from '@/server/gateway/upstreamCopy/keptPayouts';
import type { KycSource } from './source';

/** The gateway's copy of the upstream's members and payouts, as KYC reads them. */
export const GATEWAY_KYC_TABLES: Omit<KycSource, 'refresh'> = {
  members: 'upstream_members',
  isMember: '1',
  payouts: 'upstream_payouts',
  panCard: 'NULL',
};

/** Whether the gateway's copy keeps the member with a PAN. */
const panKept = (db: Db, member: number) =>
  db
    .prepare("SELECT 1 FROM upstream_members WHERE id = ? AND TRIM(COALESCE(pan_card_number, '')) <> ''")
    .get(member) !== undefined;

/** Keeps the member as the upstream's user detail (`user/retrieve/{id}/`) gives them; none kept when it has no such member. */
async function readMember(db: Db, upstream: Upstream, request: FastifyRequest, member: number): Promise<void> {
  const answer = await upstream.get(`user/retrieve/${member}/`, bearerOf(request)).catch(error => {
    throw upstreamUnavailable(error);
  });
  if (answer.status === 404) return;
  if (answer.status !== 200) throw upstreamRefused(answer.status);
  if (isRecord(answer.body)) keepMembers(db, [{ ...answer.body, id: member }]);
}

/**
 * KYC at the gateway: the members as the gateway's copy of the upstream's lists keeps them
 * (upstream_members), each member's PAN read from the upstream's user detail with the caller's token
 * when the copy has none; the accounts from the upstream's payouts list (upstream_payouts), read
 * again at most every 30 seconds. No PAN card image is kept.
 */
export function gatewayKyc(db: Db, upstream: Upstream, now: () => Date): KycSource {
  const readPayouts = upstreamPayoutsReader(db, upstream, now);
  return {
    ...GATEWAY_KYC_TABLES,
    refresh: async (request, member) => {
      await readPayouts(request);
      if (member !== undefined && !panKept(db, member)) await readMember(db, upstream, request, member);
    },
  };
}
