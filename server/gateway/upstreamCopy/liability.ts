import { liabilityOf, type Liability } from '@/contract/programme/liability';
import type { Db } from '../../db/connection';
import { toRupees } from '../../ledger';
import { upstreamRefused, upstreamUnavailable } from '../failures';
import type { Upstream } from '../upstream';
import { isRecord } from '../../callParts';

/** What the pending voucher and payout requests the gateway keeps hold: points, and paise. */
const HELD = `SELECT
  (SELECT COALESCE(SUM(points), 0) FROM upstream_requests WHERE kind = 'voucher' AND status = 'pending') AS points,
  (SELECT COALESCE(SUM(amount_paise), 0) FROM upstream_requests WHERE kind = 'payout' AND status = 'pending') AS paise`;

/** A figure as the upstream wrote it (71713.15, "71713.15", "71,713.15"); 0 when there is none. */
const numberOf = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').replace(/,/g, ''));
  return Number.isFinite(number) ? number : 0;
};

/**
 * What the programme owes now, at the gateway: the members' balances as the upstream's dashboard
 * totals them (one read, with the caller's token), and what the pending requests the gateway
 * keeps hold.
 */
export async function gatewayLiability(
  db: Db,
  upstream: Upstream,
  token: string,
  pointValue: number,
): Promise<Liability> {
  const answer = await upstream.get('main/dashboard/', token).catch(error => {
    throw upstreamUnavailable(error);
  });
  if (answer.status !== 200 || !isRecord(answer.body))
    throw upstreamRefused(answer.status === 200 ? 502 : answer.status);
  const held = db.prepare(HELD).get() as { points: number; paise: number };
  return liabilityOf(
    {
      points_outstanding: numberOf(answer.body.total_balance_points),
      cash_outstanding: numberOf(answer.body.total_balance_cash),
      points_held: held.points,
      cash_held: toRupees(held.paise),
    },
    pointValue,
  );
}
