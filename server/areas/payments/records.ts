import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { BATCH, inBatches } from '@/server/exports/batches';
import { sumOf, toRupeesSql } from '@/server/ledger';
import { mediaUrlSql } from '@/server/media';
import { fullName, LIVE_MEMBER, shownMember } from '@/server/members/records';
import type { Served } from '@/contract/fields/answered';
import type { Payee, Payment, PaymentStatus } from '@/contract/payments';
import { firstApprovalSql } from '@/server/fourEyes/records';

/**
 * A payout request as the API answers it (contract/payments.ts), with the fields the reference
 * server adds present; amounts in rupees, as numbers.
 */
export type PaymentRecord = Served<
  Payment,
  'decided_at' | 'awaiting_second_approval' | 'risk_reasons' | 'shared_with'
> & {
  amount: number;
  status: PaymentStatus;
  user_list: Served<Payee, 'user_type_display' | 'pan_card_number' | 'pan_card' | 'balance_cash'> & {
    balance_cash: number;
  };
};

export const PAYMENT_NOT_FOUND = 'Payment not found.';

/** SQL: the other shown members whose payout requests, of any status, name the account number of the request `p`. */
const sharedWith = (p: string, selected: string) => `SELECT ${selected} FROM users o
  WHERE o.id IN (SELECT q.user_id FROM payment_requests q
    WHERE TRIM(q.account_number) = TRIM(${p}.account_number) AND q.user_id <> ${p}.user_id)
  AND TRIM(${p}.account_number) <> '' AND ${shownMember('o.id')}`;

// The PAN given with the request, else the member's own.
const RECORD = `json_object('id', p.id, 'date', p.requested_at, 'amount', ${toRupeesSql('p.amount_paise')},
    'status', p.status, 'account_holders_name', p.account_holders_name, 'account_number', p.account_number,
    'bank_name', p.bank_name, 'ifsc_code', p.ifsc_code, 'decided_at', p.decided_at,
    'user_list', json_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email,
      'phone', u.phone, 'firm_name', u.firm_name, 'user_type', u.user_type, 'user_type_display', ut.value,
      'pan_card_number', COALESCE(p.pan_card_number, u.pan_card_number),
      'pan_card', ${mediaUrlSql('COALESCE(p.pan_card, u.pan_card)')},
      'balance_cash', ${toRupeesSql(sumOf('paise', 'u.id'))}),
    'awaiting_second_approval', ${firstApprovalSql('p', false)},
    'risk_reasons', CASE WHEN EXISTS (${sharedWith('p', '1')}) THEN json_array('shared_account') ELSE json_array() END,
    'shared_with', json((SELECT json_group_array(json_object('id', s.id, 'name', s.name))
      FROM (${sharedWith('p', `o.id, ${fullName('o')} AS name`)} ORDER BY o.id) s)))`;

const JOINS = `
  JOIN users u ON u.id = p.user_id
  LEFT JOIN user_types ut ON ut.key = u.user_type`;

const SELECT_PAYMENTS = `SELECT ${RECORD} FROM payment_requests p ${JOINS} WHERE ${LIVE_MEMBER}`;

/** The statuses of the pending requests and of the payment history. */
export const PAYMENT_STATUSES = { pending: ['pending'], decided: ['approved', 'rejected'] } as const;
export type PaymentList = keyof typeof PAYMENT_STATUSES;

const statusIn = (which: PaymentList) =>
  `p.status IN (${PAYMENT_STATUSES[which].map(status => `'${status}'`).join(', ')})`;

const parsed = (records: string[]) => records.map(record => JSON.parse(record) as PaymentRecord);

/** The pending requests, or the decided ones (the payment history), newest first. */
export function paymentRecords(db: Db, which: PaymentList): PaymentRecord[] {
  return parsed(
    db
      .prepare(`${SELECT_PAYMENTS} AND ${statusIn(which)} ORDER BY p.requested_at DESC, p.id DESC`)
      .pluck()
      .all() as string[],
  );
}

/** The payment history newest first, read in batches (ids first, then their records): for an export of any size. */
export function allPaymentRecords(db: Db, which: PaymentList): Iterable<PaymentRecord> {
  const rows = `SELECT p.id FROM payment_requests p WHERE ${statusIn(which)} AND ${shownMember('p.user_id')}`;
  const order = 'ORDER BY p.requested_at DESC, p.id DESC LIMIT ?';
  const first = db.prepare(`${rows} ${order}`).pluck();
  const after = db.prepare(`${rows} AND (p.requested_at, p.id) < (?, ?) ${order}`).pluck();
  return inBatches<PaymentRecord>(last => {
    const ids = (last ? after.all(last.date, last.id, BATCH) : first.all(BATCH)) as number[];
    return parsed(paymentRecordTexts(db, ids));
  });
}

/** The JSON texts of the payout requests with these ids, in this order (a page of a list). */
export function paymentRecordTexts(db: Db, ids: number[]): string[] {
  return db
    .prepare(
      `SELECT ${RECORD} FROM json_each(?) page JOIN payment_requests p ON p.id = page.value ${JOINS} ORDER BY page.key`,
    )
    .pluck()
    .all(JSON.stringify(ids)) as string[];
}

/** The payout request with this id; 404 when there is none. */
export function paymentRecord(db: Db, id: number): PaymentRecord {
  const [record] = parsed(db.prepare(`${SELECT_PAYMENTS} AND p.id = ?`).pluck().all(id) as string[]);
  if (record === undefined) throw notFound(PAYMENT_NOT_FOUND);
  return record;
}
