import type { Db } from '../connection';
import { inserter } from '../rows';
import type { BulkMember } from './bulk';
import { dateOnly, daysBefore } from './dates';
import { FIRM_TYPES } from './profiles';
import type { Rng } from './random';
import { BANKS, BILL_REJECTION_REASONS } from './vocabulary';

const DAY_MS = 86_400_000;

/** How often a member did each thing: bills per member, and the share asking a payout, a voucher or an edit. */
const PER_MEMBER = { bills: 1.2, payout: 0.15, voucher: 0.1, profileEdit: 0.02, emailEdit: 0.01 };
/**
 * One member in LARGE_ACCOUNT_EVERY buys as a builder or a big dealer does, bills 50 times the
 * others' amounts, so a large programme has thousands over section 194R's threshold. Chosen by
 * id, not drawn, so the other members' draws stay as they were.
 */
const LARGE_ACCOUNT_EVERY = 200;
const LARGE_ACCOUNT_SCALE = 50;

type Status = 'pending' | 'approved' | 'rejected';

/** A status by weight (pending, approved, rejected). */
const statusOf = (rng: Rng, [pending, approved]: [number, number]): Status => {
  const draw = rng.next();
  return draw < pending ? 'pending' : draw < pending + approved ? 'approved' : 'rejected';
};

/** A time between `from` and `to`. */
const between = (rng: Rng, from: Date, to: Date) =>
  new Date(from.getTime() + rng.next() * (to.getTime() - from.getTime()));

/** The columns of a bulk-added bill. */
export const BILL_COLUMNS = [
  'user_id',
  'invoice_number',
  'invoice_date',
  'amount_paise',
  'dealer',
  'status',
  'reason',
  'points_earned',
  'cash_earned_paise',
  'date_added',
  'decided_at',
];

/**
 * What a bulk member did, written as the API would: bills (with products and, once
 * approved, the points and cash credited), payout and voucher requests (holding cash or
 * points they earned, given back when rejected) and edit requests. Balances never go below
 * zero. The database's triggers notify the administrator of each, as they do for the API.
 * Returns the `onMember` of `seedBulkUsers`.
 */
export function bulkActivity(db: Db, now: Date, rng: Rng): (member: BulkMember) => void {
  const products = db.prepare('SELECT id, name FROM products ORDER BY id').all() as { id: number; name: string }[];
  const vouchers = db.prepare('SELECT id, points_required FROM vouchers WHERE is_deleted = 0 ORDER BY id').all() as {
    id: number;
    points_required: number;
  }[];
  const dealers = db
    .prepare("SELECT DISTINCT firm_name FROM users WHERE user_type = 'dealer' AND firm_name IS NOT NULL LIMIT 200")
    .pluck()
    .all() as string[];
  const insertBill = inserter(db, 'bills', BILL_COLUMNS);
  const insertProduct = inserter(db, 'bill_products', ['bill_id', 'product_id', 'product_name', 'quantity']);
  const insertEntry = inserter(db, 'ledger_entries', [
    'user_id',
    'kind',
    'amount',
    'created_at',
    'source_type',
    'source_id',
  ]);
  const insertPayout = inserter(db, 'payment_requests', [
    'user_id',
    'amount_paise',
    'status',
    'account_holders_name',
    'account_number',
    'bank_name',
    'ifsc_code',
    'requested_at',
    'decided_at',
  ]);
  const insertVoucherRequest = inserter(db, 'voucher_requests', [
    'user_id',
    'voucher_id',
    'points',
    'status',
    'requested_on',
    'decided_at',
  ]);
  const insertProfileEdit = inserter(db, 'profile_update_requests', [
    'user_id',
    'firm_name',
    'firm_type',
    'created_at',
  ]);
  const insertEmailEdit = inserter(db, 'email_update_requests', ['user_id', 'email', 'created_at']);

  /** Decided a few days after `at`, but never after now; null while pending. */
  const decided = (status: Status, at: Date) =>
    status === 'pending' ? null : new Date(Math.min(now.getTime(), at.getTime() + rng.int(1, 5) * DAY_MS));

  return member => {
    let [points, paise] = [0, 0];
    let last = member.joined;
    const bills = member.status === 'approved' ? Math.floor(rng.next() * PER_MEMBER.bills * 2 + 0.5) : 0;
    for (let index = 0; index < bills; index += 1) {
      const added = between(rng, member.joined, now);
      const status = statusOf(rng, [0.15, 0.75]);
      const scale = member.id % LARGE_ACCOUNT_EVERY === 0 ? LARGE_ACCOUNT_SCALE : 1;
      const amount = (rng.int(20, 5000) * 1000 + rng.int(0, 99)) * scale;
      const decidedAt = decided(status, added);
      const earned =
        status === 'approved' ? { points: Math.floor(amount / 10_000), paise: Math.floor(amount / 100) } : null;
      const billId = insertBill({
        user_id: member.id,
        invoice_number: `INV/${added.getUTCFullYear()}/${rng.digits(6)}`,
        invoice_date: dateOnly(daysBefore(added, rng.int(0, 5))),
        amount_paise: amount,
        dealer: dealers.length > 0 ? rng.pick(dealers) : null,
        status,
        reason: status === 'rejected' ? rng.pick(BILL_REJECTION_REASONS) : null,
        points_earned: earned?.points ?? null,
        cash_earned_paise: earned?.paise ?? null,
        date_added: added,
        decided_at: decidedAt,
      });
      for (let line = rng.int(1, 2); line > 0 && products.length > 0; line -= 1) {
        const product = rng.pick(products);
        insertProduct({
          bill_id: billId,
          product_id: product.id,
          product_name: product.name,
          quantity: rng.int(1, 20),
        });
      }
      if (earned && decidedAt) {
        const source = { user_id: member.id, created_at: decidedAt, source_type: 'bill', source_id: billId };
        insertEntry({ ...source, kind: 'points_earned', amount: Math.max(1, earned.points) });
        insertEntry({ ...source, kind: 'cash_earned', amount: earned.paise });
        points += Math.max(1, earned.points);
        paise += earned.paise;
        if (decidedAt > last) last = decidedAt;
      }
    }

    if (paise >= 10_000 && rng.chance(PER_MEMBER.payout / 0.6)) {
      const requested = between(rng, last, now);
      const status = statusOf(rng, [0.25, 0.6]);
      const amount = rng.int(100, Math.floor(paise / 100)) * 100;
      const [bank, prefix] = rng.pick(BANKS);
      const id = insertPayout({
        user_id: member.id,
        amount_paise: amount,
        status,
        account_holders_name: `${member.firstName} ${member.lastName}`,
        account_number: rng.digits(rng.int(11, 16)),
        bank_name: bank,
        ifsc_code: `${prefix}0${rng.digits(6)}`,
        requested_at: requested,
        decided_at: decided(status, requested),
      });
      const source = { user_id: member.id, source_type: 'payment_request', source_id: id };
      insertEntry({ ...source, kind: 'cash_redeemed', amount, created_at: requested });
      if (status === 'rejected')
        insertEntry({ ...source, kind: 'cash_reversal', amount, created_at: decided(status, requested) });
    }

    const affordable = vouchers.filter(voucher => voucher.points_required <= points);
    if (affordable.length > 0 && rng.chance(PER_MEMBER.voucher / 0.5)) {
      const voucher = rng.pick(affordable);
      const requested = between(rng, last, now);
      const status = statusOf(rng, [0.6, 0.25]);
      const id = insertVoucherRequest({
        user_id: member.id,
        voucher_id: voucher.id,
        points: voucher.points_required,
        status,
        requested_on: requested,
        decided_at: decided(status, requested),
      });
      const source = {
        user_id: member.id,
        amount: voucher.points_required,
        source_type: 'voucher_request',
        source_id: id,
      };
      insertEntry({ ...source, kind: 'points_redeemed', created_at: requested });
      if (status === 'rejected')
        insertEntry({ ...source, kind: 'points_refunded', created_at: decided(status, requested) });
    }

    if (member.status === 'approved' && rng.chance(PER_MEMBER.profileEdit)) {
      insertProfileEdit({
        user_id: member.id,
        firm_name: `${member.lastName} ${rng.pick(['Traders', 'Enterprises', 'Associates'])}`,
        firm_type: rng.pick(FIRM_TYPES),
        created_at: between(rng, member.joined, now),
      });
    }
    if (member.status === 'approved' && rng.chance(PER_MEMBER.emailEdit)) {
      insertEmailEdit({
        user_id: member.id,
        email: `${member.firstName}.${member.lastName}.${member.id}@work.example.in`.toLowerCase(),
        created_at: between(rng, member.joined, now),
      });
    }
  };
}
