import type { Decimal } from '@/contract/fields/answered';
import { invoiceDayOf } from '@/contract/schemes/inForce';
import type { WhatIfBill } from '@/contract/schemes/whatIf';
import { notFound } from '@/server/errors';
import { upstreamRefused, upstreamUnavailable } from '@/server/gateway/failures';
import { billFactsOf, type BillFacts } from '@/server/gateway/upstreamCopy/billFacts';
import type { Upstream } from '@/server/gateway/upstream';
import { readListPages } from '@/server/gateway/upstreamLists';
import { isRecord } from '@/server/callParts';
import { BILL_NOT_FOUND, type MemberBill } from './workOut';

const PAGE_SIZE = 500;

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A bill as the rules take it, from its member, its amount and what the gateway keeps of its facts. */
export const memberBillFrom = (userId: number, amount: Decimal, facts: BillFacts): MemberBill => ({
  user_id: userId,
  user_type: facts.member?.user_type ?? null,
  amount,
  invoice_date: facts.invoice_date,
  user_list: facts.member ?? { user_type: null, firm_type: null, state: null },
  bill_products: facts.lines ?? [],
});

/**
 * A bill of the spec's answers as the rules take it, with its member (`user`, else `user_list.id`);
 * null without a member, an amount or an invoice date.
 */
export function memberBillOf(item: Record<string, unknown>): (MemberBill & { status: string | null }) | null {
  const member = isRecord(item.user_list) ? item.user_list : {};
  const userId = idOf(item.user ?? member.id);
  const amount = typeof item.amount === 'number' || typeof item.amount === 'string' ? item.amount : null;
  const facts = billFactsOf(item);
  if (userId === null || amount === null || facts === null) return null;
  return { ...memberBillFrom(userId, amount, facts), status: textOf(item.status) };
}

/** The upstream's bill `id`, read with the caller's token: 404 when it has none, its refusal otherwise. */
export async function readUpstreamBill(upstream: Pick<Upstream, 'get'>, id: number, token: string) {
  const answer = await upstream.get(`bill/retrieve/${id}/`, token).catch(error => {
    throw upstreamUnavailable(error);
  });
  if (answer.status === 404) throw notFound(BILL_NOT_FOUND);
  if (answer.status !== 200) throw upstreamRefused(answer.status);
  const bill = isRecord(answer.body) ? memberBillOf(answer.body) : null;
  if (bill === null) throw upstreamRefused(502);
  return bill;
}

const nameOf = (item: Record<string, unknown>): string => {
  const member = isRecord(item.user_list) ? item.user_list : {};
  const name = [member.first_name, member.last_name].filter(part => typeof part === 'string' && part !== '').join(' ');
  return name || (textOf(item.user_name) ?? '');
};

/** Oldest invoice day first, then the lowest id. */
export const byInvoiceDay = (a: { day: string; id: number }, b: { day: string; id: number }) =>
  a.day === b.day ? a.id - b.id : a.day < b.day ? -1 : 1;

type ListedBill = NonNullable<ReturnType<typeof memberBillOf>> & {
  id: number;
  day: string;
  item: Record<string, unknown>;
};

/** The bills of an upstream list that `keep` keeps, read a page at a time, oldest invoice first. */
async function upstreamBillList(
  upstream: Upstream,
  token: string,
  path: string,
  keep: (bill: ListedBill) => boolean,
): Promise<ListedBill[]> {
  const bills: ListedBill[] = [];
  const read = await readListPages(upstream, { path, token, pageSize: PAGE_SIZE }, items => {
    for (const item of items.filter(isRecord)) {
      const bill = memberBillOf(item);
      const id = idOf(item.id);
      const day = bill && invoiceDayOf(bill.invoice_date);
      if (bill && id !== null && day && keep({ ...bill, id, day, item })) bills.push({ ...bill, id, day, item });
    }
  }).catch(error => {
    throw upstreamUnavailable(error);
  });
  if (read.status !== 200) throw upstreamRefused(read.status);
  return bills.sort(byInvoiceDay);
}

/** The upstream's approved bills invoiced from `from` to `to` (India's days, both included), oldest invoice first. */
export async function upstreamApprovedBills(
  upstream: Upstream,
  token: string,
  { from, to }: { from: string; to: string },
): Promise<WhatIfBill[]> {
  const bills = await upstreamBillList(
    upstream,
    token,
    'bill/list/all-bills/',
    bill => bill.status === 'approved' && bill.day >= from && bill.day <= to,
  );
  return bills.map(({ item, ...bill }) => ({ ...bill, member_id: bill.user_id, member_name: nameOf(item) }));
}
