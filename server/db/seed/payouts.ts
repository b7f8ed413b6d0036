import { nameSimilarity } from '@/contract/payouts/names';
import { appendEntry } from '../../ledger';
import type { Db } from '../connection';
import { insert } from '../rows';
import { daysBefore } from './dates';

/** A real branch of each of the demo's banks (RBI's list, as the `ifsc` package bundles it). */
const BRANCHES: Record<string, string> = {
  SBIN: 'SBIN0000001',
  HDFC: 'HDFC0000001',
  ICIC: 'ICIC0000001',
  UTIB: 'UTIB0000001',
  KKBK: 'KKBK0000131',
  BARB: 'BARB0AAMBUR',
  PUNB: 'PUNB0000010',
  CNRB: 'CNRB0000002',
};

/** An IFSC of the State Bank's form that is no branch of it. */
export const DEMO_BAD_IFSC = 'SBIN0999999';
/** The RTGS payout's amount, in rupees: above the ₹2,00,000 from which RTGS is chosen. */
export const DEMO_RTGS_RUPEES = 250_000;

interface Approved {
  id: number;
  user_id: number;
  decided_at: string;
  ifsc_code: string;
  account_number: string;
  bank_name: string;
}

/**
 * The payouts' demo. The demo's approved payouts were paid by hand but for the six
 * approved last: the batches took over from then (paid_outside_before), so those six are payable,
 * with real branches, but for these, in payout order:
 * - the first payable one's IFSC is no branch (DEMO_BAD_IFSC): its line is held;
 * - the next one of another member is paid to the same account as it: both are held;
 * - and the member who joined first, credited ₹2,50,000 of cash back on a project's bill the day
 *   after (some 600 days ago, before the last financial year), asks for it, approved an hour ago: RTGS.
 * Built in payout order, the demo tour's first batch has these lines first. The members whose latest
 * payout is one of these had their PAN and account verified by support a day ago (the demo's verifier);
 * the others are KYC's demo (seed/kyc.ts): the member of the fourth and fifth lines awaits a second
 * administrator's confirmation of their account, so those lines are held until it is confirmed or kept.
 */
export function seedPayouts(db: Db, now: Date): void {
  const approved = db
    .prepare(
      `SELECT id, user_id, decided_at, ifsc_code, account_number, bank_name FROM payment_requests
       WHERE status = 'approved' ORDER BY decided_at DESC, id DESC LIMIT 6`,
    )
    .all() as Approved[];
  const payable = [...approved].sort((a, b) => a.id - b.id);
  db.prepare('UPDATE payout_settings SET paid_outside_before = ? WHERE id = 1').run(
    approved[approved.length - 1].decided_at,
  );
  const account = db.prepare(
    'UPDATE payment_requests SET ifsc_code = ?, account_number = ?, bank_name = ? WHERE id = ?',
  );
  for (const payout of payable) {
    account.run(
      BRANCHES[payout.ifsc_code.slice(0, 4)] ?? payout.ifsc_code,
      payout.account_number,
      payout.bank_name,
      payout.id,
    );
  }
  const [badIfsc, ...others] = payable;
  account.run(DEMO_BAD_IFSC, badIfsc.account_number, 'State Bank of India', badIfsc.id);
  const [first, second] = others.filter(
    (payout, index, all) => all.findIndex(other => other.user_id === payout.user_id) === index,
  );
  account.run(
    BRANCHES[first.ifsc_code.slice(0, 4)] ?? first.ifsc_code,
    first.account_number,
    first.bank_name,
    second.id,
  );

  const member = db
    .prepare(
      `SELECT id, first_name || ' ' || last_name AS name, pan_card_number, date_joined FROM users
       WHERE is_admin = 0 AND status = 'approved' AND deleted_at IS NULL ORDER BY date_joined, id LIMIT 1`,
    )
    .get() as { id: number; name: string; pan_card_number: string | null; date_joined: string };
  const billAt = daysBefore(new Date(member.date_joined), -1);
  const paise = DEMO_RTGS_RUPEES * 100;
  const bill = insert(db, 'bills', {
    user_id: member.id,
    invoice_number: `INV/${billAt.getUTCFullYear()}/PROJECT-01`,
    invoice_date: billAt.toISOString().slice(0, 10),
    amount_paise: paise * 10,
    dealer: 'Sai Sanitary Stores',
    status: 'approved',
    points_earned: 0,
    cash_earned_paise: paise,
    date_added: daysBefore(billAt, 1),
    decided_at: billAt,
  });
  appendEntry(db, {
    userId: member.id,
    kind: 'cash_earned',
    amount: paise,
    sourceType: 'bill',
    sourceId: bill,
    createdAt: billAt,
  });
  const requestedAt = daysBefore(now, 1);
  const payout = insert(db, 'payment_requests', {
    user_id: member.id,
    amount_paise: paise,
    status: 'approved',
    account_holders_name: member.name,
    account_number: '50100234567891',
    bank_name: 'HDFC Bank',
    ifsc_code: BRANCHES.HDFC,
    pan_card_number: member.pan_card_number,
    requested_at: requestedAt,
    decided_at: daysBefore(now, 1 / 24),
  });
  appendEntry(db, {
    userId: member.id,
    kind: 'cash_redeemed',
    amount: paise,
    sourceType: 'payment_request',
    sourceId: payout,
    createdAt: requestedAt,
  });
  verifyPayees(db, now);
}

/** The PAN and account of the members whose latest payout is one to pay, verified by support a day ago by the demo's rules. */
function verifyPayees(db: Db, now: Date): void {
  const by = db.prepare("SELECT id FROM users WHERE is_admin = 1 AND admin_role = 'support'").pluck().get() as number;
  const at = daysBefore(now, 1).toISOString();
  const payees = db
    .prepare(
      `SELECT u.id, TRIM(u.first_name || ' ' || u.last_name) AS name, UPPER(TRIM(u.pan_card_number)) AS pan,
         p.account_holders_name AS holder, TRIM(p.account_number) AS account_number, UPPER(TRIM(p.ifsc_code)) AS ifsc
       FROM payment_requests p JOIN users u ON u.id = p.user_id
       WHERE p.id = (SELECT MAX(q.id) FROM payment_requests q WHERE q.user_id = u.id) AND p.status = 'approved'
         AND p.decided_at >= (SELECT paid_outside_before FROM payout_settings WHERE id = 1)
         AND TRIM(COALESCE(u.pan_card_number, '')) <> ''`,
    )
    .all() as { id: number; name: string; pan: string; holder: string; account_number: string; ifsc: string }[];
  const part = db.prepare(
    `INSERT INTO kyc_parts (user_id, part, number, ifsc, state, name, match, checked_at, reason)
     VALUES (?, ?, ?, ?, 'verified', ?, ?, ?, ?)`,
  );
  const check = db.prepare(
    `INSERT INTO kyc_checks (user_id, part, verifier, at, by, state, request, answer)
     VALUES (?, ?, 'demo', ?, ?, 'verified', ?, ?)`,
  );
  for (const payee of payees) {
    const match = nameSimilarity(payee.holder, payee.name);
    const answer = JSON.stringify({ rule: 'name as entered', name: payee.holder, match });
    const reason = "The holder's name matches the member's.";
    part.run(payee.id, 'pan', payee.pan, null, payee.holder, match, at, reason);
    check.run(payee.id, 'pan', at, by, JSON.stringify({ pan: payee.pan }), answer);
    part.run(payee.id, 'account', payee.account_number, payee.ifsc, payee.holder, match, at, reason);
    const request = { account_number: payee.account_number, ifsc: payee.ifsc, name: payee.holder };
    check.run(payee.id, 'account', at, by, JSON.stringify(request), answer);
  }
}
