import type { FastifyRequest } from 'fastify';
import { PAYOUT_KIND } from '@/contract/approvals/kinds';
import { toPaise } from '@/contract/programme/tax194r';
import { bearerOf, isRecord } from '../../callParts';
import type { Db } from '../../db/connection';
import { upstreamRefused, upstreamUnavailable } from '../failures';
import type { Upstream } from '../upstream';
import { readListPages } from '../upstreamLists';
import { keepMembers } from './keptMembers';
import { textOf, timeTextOf, upstreamIdOf } from './upstreamValues';

/** The spec's list of decided payouts, each a Payment with its member (`user_list`) and account. */
const DECIDED_PAYOUTS = PAYOUT_KIND.decidedList;
const PAGE_SIZE = 500;
/** How long a read of the upstream's payouts stands for them: paging and searching read the copy. */
const FRESH_MS = 30_000;

/** A Payment of the upstream's answer as upstream_payouts keeps it; null without an id or member. */
function keptPayoutOf(item: unknown) {
  if (!isRecord(item)) return null;
  const id = upstreamIdOf(item.id);
  const member = isRecord(item.user_list) ? upstreamIdOf(item.user_list.id) : null;
  const amount = Number(item.amount);
  if (id === null || member === null || !Number.isFinite(amount) || amount < 0) return null;
  const text = (value: unknown) => textOf(value)?.trim() ?? '';
  return {
    id,
    user_id: member,
    status: text(item.status),
    amount_paise: toPaise(amount),
    account_holders_name: text(item.account_holders_name),
    account_number: text(item.account_number),
    ifsc_code: text(item.ifsc_code).toUpperCase(),
    bank_name: text(item.bank_name),
    requested_at: timeTextOf(item.date),
  };
}

/** Keeps a page of the upstream's payouts and their members; a correction made at the gateway stays over their accounts. */
export function keepPayouts(db: Db, items: readonly unknown[]): void {
  const upsert = db.prepare(
    `INSERT INTO upstream_payouts (id, user_id, status, amount_paise, account_holders_name, account_number, ifsc_code,
       bank_name, requested_at)
     VALUES (@id, @user_id, @status, @amount_paise, @account_holders_name, @account_number, @ifsc_code, @bank_name,
       @requested_at)
     ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, status = excluded.status,
       amount_paise = excluded.amount_paise, requested_at = excluded.requested_at,
       account_holders_name = IIF(corrected_at IS NULL, excluded.account_holders_name, account_holders_name),
       account_number = IIF(corrected_at IS NULL, excluded.account_number, account_number),
       ifsc_code = IIF(corrected_at IS NULL, excluded.ifsc_code, ifsc_code),
       bank_name = IIF(corrected_at IS NULL, excluded.bank_name, bank_name)`,
  );
  db.transaction(() => {
    for (const item of items) {
      const payout = keptPayoutOf(item);
      if (payout) upsert.run(payout);
    }
  })();
  keepMembers(
    db,
    items.map(item => (isRecord(item) ? item.user_list : null)),
  );
}

type PayoutsReader = (request: FastifyRequest) => Promise<void>;

/** Each gateway database's reader, shared by the areas that read its payouts. */
const readers = new WeakMap<Db, PayoutsReader>();

/**
 * Brings upstream_payouts (and their members in upstream_members) up to date with the caller's
 * request: the upstream's decided payouts (`loyalty/payment/list/`) read whole with the caller's
 * token, unless read in the last 30 seconds (one read at a time, shared by the callers who ask meanwhile).
 */
export function upstreamPayoutsReader(db: Db, upstream: Upstream, now: () => Date): PayoutsReader {
  const kept = readers.get(db);
  if (kept) return kept;
  let reading: Promise<void> | null = null;
  let readAt = -Infinity;
  const read = async (token: string) => {
    const startedAt = now().getTime();
    const answer = await readListPages(upstream, { path: DECIDED_PAYOUTS, token, pageSize: PAGE_SIZE }, items =>
      keepPayouts(db, items),
    ).catch(error => {
      throw upstreamUnavailable(error);
    });
    if (answer.status !== 200) throw upstreamRefused(answer.status);
    readAt = startedAt;
  };
  const reader: PayoutsReader = async request => {
    if (now().getTime() - readAt < FRESH_MS) return;
    reading ??= read(bearerOf(request)).finally(() => {
      reading = null;
    });
    return reading;
  };
  readers.set(db, reader);
  return reader;
}
