import { financialYearOf } from '@/contract/programme/financialYear';
import { toPaise } from '@/contract/programme/tax194r';
import { isRecord } from '@/server/callParts';
import type { Db } from '@/server/db/connection';
import { billFactsKeeper, billFactsOf, type BillFacts } from '@/server/gateway/upstreamCopy/billFacts';
import { KEEP_MEMBER, keptMemberOf } from '@/server/gateway/upstreamCopy/keptMembers';
import { textOf, timeTextOf, upstreamIdOf } from '@/server/gateway/upstreamCopy/upstreamValues';

/** A bill as the gateway keeps it (migration 019's upstream_bills). */
export interface KeptBill {
  id: number;
  user_id: number;
  amount_paise: number;
  date_added: string;
  status: string;
  decided_at: string | null;
  points_earned: number | null;
  cash_earned_paise: number | null;
  financial_year: number | null;
}

const figureOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
};

/** The approval's credit: its financial year, when the bill is approved with known figures and time. */
const creditYear = (bill: Pick<KeptBill, 'status' | 'decided_at' | 'points_earned' | 'cash_earned_paise'>) =>
  bill.status === 'approved' &&
  bill.decided_at !== null &&
  bill.points_earned !== null &&
  bill.cash_earned_paise !== null
    ? financialYearOf(new Date(bill.decided_at))
    : null;

/** A bill of the upstream's answer as the gateway keeps it; null without an id, a member, an amount or an upload time. */
export function keptBillOf(item: Record<string, unknown>): KeptBill | null {
  const id = upstreamIdOf(item.id);
  const member = upstreamIdOf(item.user ?? (isRecord(item.user_list) ? item.user_list.id : undefined));
  const amount = figureOf(item.amount);
  const added = timeTextOf(item.date_added);
  const status = textOf(item.status) ?? 'pending';
  if (id === null || member === null || amount === null || added === null) return null;
  const cash = figureOf(item.cash_earned);
  const bill = {
    id,
    user_id: member,
    amount_paise: toPaise(amount),
    date_added: added,
    status,
    decided_at: status === 'pending' ? null : timeTextOf(item.decided_at),
    points_earned: status === 'approved' ? figureOf(item.points_earned) : null,
    cash_earned_paise: status === 'approved' && cash !== null ? toPaise(cash) : null,
  };
  return { ...bill, financial_year: creditYear(bill) };
}

/**
 * Keeps what the upstream's bill answers say (list items, single reads): each bill, a pending one's
 * facts for the schemes (billFacts.ts), and its member.
 * What the gateway learnt itself and an answer does not say (a decision's time and figures) stays;
 * a bill seen decided that the gateway kept as pending was decided by `foundAt` (a change made
 * elsewhere, found now); a first fill (`foundAt` null) leaves such times unknown. Answers the ids
 * of the bills so found approved whose figures the answer does not give.
 */
export function keepBills(db: Db, items: readonly unknown[], foundAt: string | null): number[] {
  const bills: KeptBill[] = [];
  const facts = new Map<number, BillFacts>();
  const members = new Map<number, NonNullable<ReturnType<typeof keptMemberOf>>>();
  for (const item of items) {
    if (!isRecord(item)) continue;
    const bill = keptBillOf(item);
    if (bill === null) continue;
    bills.push(bill);
    // What the schemes read of a bill matters while it is pending only (what they have committed to).
    const billFacts = bill.status === 'pending' ? billFactsOf(item) : null;
    if (billFacts) facts.set(bill.id, billFacts);
    const member = keptMemberOf(item.user_list);
    if (member) members.set(member.id, member);
  }
  const found: number[] = [];
  if (bills.length === 0) return found;
  const [keepMember, keptBill, upsertBill] = [KEEP_MEMBER, KEPT_BILL, UPSERT_BILL].map(text => db.prepare(text));
  const keepFacts = billFactsKeeper(db);
  db.transaction(() => {
    for (const member of members.values()) keepMember.run(member);
    for (const [id, billFacts] of facts) keepFacts(id, billFacts);
    for (const bill of bills) {
      const kept = keptBill.get(bill.id) as KeptBill | undefined;
      const decidedAt = bill.decided_at ?? (kept?.status === 'pending' && bill.status !== 'pending' ? foundAt : null);
      const same = kept?.status === bill.status;
      const merged = {
        ...bill,
        decided_at: decidedAt ?? (same ? kept.decided_at : null),
        points_earned: bill.points_earned ?? (same ? kept.points_earned : null),
        cash_earned_paise: bill.cash_earned_paise ?? (same ? kept.cash_earned_paise : null),
      };
      upsertBill.run({ ...merged, financial_year: creditYear(merged) });
      if (foundAt && kept?.status === 'pending' && merged.status === 'approved' && merged.points_earned === null) {
        found.push(bill.id);
      }
    }
  })();
  return found;
}

const KEPT_BILL = 'SELECT * FROM upstream_bills WHERE id = ?';

const UPSERT_BILL = `INSERT INTO upstream_bills
    (id, user_id, amount_paise, date_added, status, decided_at, points_earned, cash_earned_paise, financial_year)
  VALUES (@id, @user_id, @amount_paise, @date_added, @status, @decided_at, @points_earned, @cash_earned_paise, @financial_year)
  ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, amount_paise = excluded.amount_paise,
    date_added = excluded.date_added, status = excluded.status, decided_at = excluded.decided_at,
    points_earned = excluded.points_earned, cash_earned_paise = excluded.cash_earned_paise,
    financial_year = excluded.financial_year
  WHERE (user_id, amount_paise, date_added, status, decided_at, points_earned, cash_earned_paise)
    IS NOT (excluded.user_id, excluded.amount_paise, excluded.date_added, excluded.status, excluded.decided_at,
      excluded.points_earned, excluded.cash_earned_paise)`;

/** A decision the upstream confirmed through the gateway: its time, and an approval's figures. */
export function recordBillDecision(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; at: Date; points?: number; cashPaise?: number },
): void {
  const kept = db.prepare(KEPT_BILL).get(id) as KeptBill | undefined;
  if (!kept) return;
  const decided = {
    status: decision.status,
    decided_at: decision.at.toISOString(),
    points_earned: decision.status === 'approved' ? (decision.points ?? null) : null,
    cash_earned_paise: decision.status === 'approved' ? (decision.cashPaise ?? null) : null,
  };
  db.prepare(UPSERT_BILL).run({ ...kept, ...decided, financial_year: creditYear(decided) });
}
