import { toPaise } from '@/contract/programme/tax194r';
import { idOf, isRecord, isSuccess, itemsOf } from '../../callParts';
import type { Db } from '../../db/connection';
import type { AnswerReader } from '../answerReaders';
import { timeTextOf } from './upstreamValues';

/** A kind of request a member makes that holds their points (a voucher) or cash (a payout) until decided. */
export type RequestKind = 'voucher' | 'payout';

const numberOf = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : 0;
};

/** A request of an upstream's answer as kept; null without an id. */
function keptRequestOf(kind: RequestKind, item: Record<string, unknown>) {
  const id = item.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  const member = isRecord(item.user_list) ? item.user_list : isRecord(item.user_details) ? item.user_details : {};
  const voucher = isRecord(item.voucher_details) ? item.voucher_details : {};
  return {
    kind,
    id,
    user_id: typeof member.id === 'number' ? member.id : null,
    points: kind === 'voucher' ? numberOf(item.points ?? voucher.points_required) : 0,
    amount_paise: kind === 'payout' ? toPaise(numberOf(item.amount)) : 0,
    status: typeof item.status === 'string' ? item.status : 'pending',
    requested_at: timeTextOf(kind === 'voucher' ? item.requested_on : item.date),
  };
}

/** Keeps the voucher or payout requests of an upstream's answer (a pending list's page, a whole list's). */
export function keepRequests(db: Db, kind: RequestKind, items: readonly unknown[]): void {
  const upsert =
    db.prepare(`INSERT INTO upstream_requests (kind, id, user_id, points, amount_paise, status, requested_at)
    VALUES (@kind, @id, @user_id, @points, @amount_paise, @status, @requested_at)
    ON CONFLICT (kind, id) DO UPDATE SET user_id = excluded.user_id, points = excluded.points,
      amount_paise = excluded.amount_paise, status = excluded.status, requested_at = excluded.requested_at`);
  db.transaction(() => {
    for (const item of items) {
      const request = isRecord(item) ? keptRequestOf(kind, item) : null;
      if (request) upsert.run(request);
    }
  })();
}

/** A request's status as the gateway learnt it: a decision it forwarded, or one gone from its pending list. */
export function recordRequestStatus(db: Db, kind: RequestKind, id: number, status: string): void {
  db.prepare('UPDATE upstream_requests SET status = ? WHERE kind = ? AND id = ?').run(status, kind, id);
}

/** Once the upstream confirmed a decision of a request: its status kept, before its answer goes back. */
export const keepRequestDecision = (db: Db, kind: RequestKind, status: 'approved' | 'rejected'): AnswerReader =>
  async function keepDecision(request, answer) {
    const id = idOf(request);
    if (id !== null && isSuccess(answer.status)) recordRequestStatus(db, kind, id, status);
  };

/** On an answer of requests: each kept as it passes, the answer left as it is. */
export const keepRequestAnswer = (db: Db, kind: RequestKind): AnswerReader =>
  async function keepAnswered(_request, answer) {
    if (answer.status !== 200) return;
    try {
      keepRequests(db, kind, itemsOf(JSON.parse(answer.body.toString('utf8'))));
    } catch {
      // Not JSON: nothing to keep.
    }
  };
