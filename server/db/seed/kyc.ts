import { nameSimilarity } from '@/contract/payouts/names';
import { financialYearOf } from '@/contract/programme/financialYear';
import type { Db } from '../connection';
import { daysBefore } from './dates';

interface Candidate {
  id: number;
  name: string;
  pan: string;
  payout: number;
  holder: string;
  account_number: string;
  ifsc: string;
}

/** The PAN the demo's verifier finds inoperative: its digits 9999. */
export const inoperativePan = (pan: string) => `${pan.slice(0, 5)}9999${pan.slice(9)}`;

/** A company's PAN (its fourth letter C), which the demo's verifier finds invalid for a member. */
const companysPan = (pan: string) => `${pan.slice(0, 3)}C${pan.slice(4)}`;

/** Names of another person, the least like the member's of which the demo's name-differs member typed on their payouts. */
const OTHER_HOLDERS = ['Ramesh Kulkarni', 'Zubin Wadia', 'Gurpreet Oberoi'];

/**
 * KYC's demo, in the states the demo's verifier would give (docs/kyc.md), each check kept as support ran it
 * a day ago. Members whose latest payout the batches do not take (paid before they took over), in id order:
 * 1. PAN and account verified;            2. PAN verified, the account recorded by hand, awaiting confirmation;
 * 3. PAN and account: names differ (their payouts name another person);
 * 4. a company's PAN (invalid), an account number ending in 0 (failed);
 * 5. the PAN recorded by hand, awaiting confirmation;   6 and 7: 7's latest payout names 6's account.
 * The newest pending payout request names the account of another member paid by hand: its risk flag.
 * And the member with a PAN, no certificate this year and the most benefits this financial year (over
 * ₹20,000): an inoperative PAN (digits 9999), so section 194R's register puts them at the higher rate.
 */
export function seedKyc(db: Db, now: Date): void {
  const support = db.prepare("SELECT id FROM users WHERE is_admin = 1 AND admin_role = 'support'").pluck().get() as
    number | undefined;
  const owner = db
    .prepare("SELECT id FROM users WHERE is_admin = 1 AND admin_role = 'owner' ORDER BY id")
    .pluck()
    .get() as number;
  const by = support ?? owner;
  const at = daysBefore(now, 1).toISOString();

  const candidates = db
    .prepare(
      `SELECT u.id, TRIM(u.first_name || ' ' || u.last_name) AS name, UPPER(TRIM(u.pan_card_number)) AS pan,
         p.id AS payout, p.account_holders_name AS holder, TRIM(p.account_number) AS account_number, UPPER(TRIM(p.ifsc_code)) AS ifsc
       FROM users u JOIN payment_requests p ON p.id = (SELECT MAX(q.id) FROM payment_requests q WHERE q.user_id = u.id)
       WHERE u.is_admin = 0 AND u.deleted_at IS NULL AND u.status = 'approved'
         AND TRIM(COALESCE(u.pan_card_number, '')) <> '' AND substr(UPPER(TRIM(u.pan_card_number)), 6, 4) <> '9999'
         AND p.status = 'approved' AND p.decided_at < (SELECT paid_outside_before FROM payout_settings WHERE id = 1)
       ORDER BY u.id LIMIT 7`,
    )
    .all() as Candidate[];
  if (candidates.length < 7)
    throw new Error(`KYC's demo needs 7 members paid by hand; the demo has ${candidates.length}.`);

  const setPan = db.prepare('UPDATE users SET pan_card_number = ? WHERE id = ?');
  const setAccount = db.prepare(
    'UPDATE payment_requests SET account_holders_name = ?, account_number = ? WHERE id = ?',
  );
  const part = db.prepare(
    `INSERT INTO kyc_parts (user_id, part, number, ifsc, state, name, match, checked_at, reason,
       proposed_verified, proposed_reason, proposed_by, proposed_at)
     VALUES (@user_id, @part, @number, @ifsc, @state, @name, @match, @at, @reason, @proposed_verified, @proposed_reason, @proposed_by, @proposed_at)`,
  );
  const check = db.prepare(
    `INSERT INTO kyc_checks (user_id, part, verifier, at, by, state, request, answer)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const none = { proposed_verified: null, proposed_reason: null, proposed_by: null, proposed_at: null };

  const checked = (
    member: Candidate,
    kind: 'pan' | 'account',
    state: string,
    name: string | null,
    reason: string,
    rule: string,
  ) => {
    const match = name === null ? null : nameSimilarity(name, member.name);
    const number = kind === 'pan' ? member.pan : member.account_number;
    part.run({
      user_id: member.id,
      part: kind,
      number,
      ifsc: kind === 'pan' ? null : member.ifsc,
      state,
      name,
      match,
      at,
      reason,
      ...none,
    });
    const request =
      kind === 'pan' ? { pan: number } : { account_number: number, ifsc: member.ifsc, name: member.holder };
    check.run(member.id, kind, 'demo', at, by, state, JSON.stringify(request), JSON.stringify({ rule, name, match }));
  };
  const awaiting = (member: Candidate, kind: 'pan' | 'account', reason: string) => {
    const number = kind === 'pan' ? member.pan : member.account_number;
    const ifsc = kind === 'pan' ? null : member.ifsc;
    part.run({
      user_id: member.id,
      part: kind,
      number,
      ifsc,
      state: 'awaiting_confirmation',
      name: null,
      match: null,
      at,
      reason,
      proposed_verified: 1,
      proposed_reason: reason,
      proposed_by: by,
      proposed_at: at,
    });
    const request = {
      [kind === 'pan' ? 'pan' : 'account_number']: number,
      ...(ifsc && { ifsc }),
      verified: true,
      reason,
    };
    check.run(member.id, kind, 'manual', at, by, 'awaiting_confirmation', JSON.stringify(request), JSON.stringify({}));
  };
  const asEntered = 'name as entered';
  const matches = "The holder's name matches the member's.";

  const [allGood, awaitingAccount, differs, refused, awaitingPan, sharing, sharer] = candidates;
  checked(allGood, 'pan', 'verified', allGood.holder, matches, asEntered);
  checked(allGood, 'account', 'verified', allGood.holder, matches, asEntered);

  checked(awaitingAccount, 'pan', 'verified', awaitingAccount.holder, matches, asEntered);
  awaiting(awaitingAccount, 'account', 'The cancelled cheque shows this account in the member’s name.');

  const other = [...OTHER_HOLDERS].sort((a, b) => nameSimilarity(a, differs.name) - nameSimilarity(b, differs.name))[0];
  setAccount.run(other, differs.account_number, differs.payout);
  differs.holder = other;
  const differ = `The holder's name "${other}" differs from the member's "${differs.name}".`;
  checked(differs, 'pan', 'name_differs', other, differ, asEntered);
  checked(differs, 'account', 'name_differs', other, differ, asEntered);

  refused.pan = companysPan(refused.pan);
  setPan.run(refused.pan, refused.id);
  refused.account_number = `${refused.account_number.slice(0, -1)}0`;
  setAccount.run(refused.holder, refused.account_number, refused.payout);
  checked(
    refused,
    'pan',
    'invalid',
    null,
    "Not a person's PAN: its fourth letter, C, names a company.",
    'fourth letter not P',
  );
  checked(
    refused,
    'account',
    'failed',
    null,
    'The penny drop failed: the bank has no such account.',
    'number ends in 0',
  );

  awaiting(awaitingPan, 'pan', 'The PAN card’s image shows this number and the member’s name.');

  setAccount.run(sharer.holder, sharing.account_number, sharer.payout);
  checked(sharing, 'account', 'verified', sharing.holder, matches, asEntered);
  db.prepare(
    `UPDATE payment_requests SET account_number = (
       SELECT q.account_number FROM payment_requests q
       WHERE q.status = 'approved' AND q.decided_at < (SELECT paid_outside_before FROM payout_settings WHERE id = 1)
         AND q.user_id <> payment_requests.user_id AND q.user_id NOT IN (SELECT value FROM json_each(?))
       ORDER BY q.id LIMIT 1)
     WHERE id = (SELECT id FROM payment_requests WHERE status = 'pending' ORDER BY requested_at DESC, id DESC LIMIT 1)`,
  ).run(JSON.stringify(candidates.map(candidate => candidate.id)));

  const year = financialYearOf(now);
  const inoperative = db
    .prepare(
      `SELECT u.id, UPPER(TRIM(u.pan_card_number)) AS pan FROM yearly_benefits yb JOIN users u ON u.id = yb.user_id
       WHERE yb.financial_year = ? AND u.is_admin = 0 AND TRIM(COALESCE(u.pan_card_number, '')) <> ''
         AND NOT EXISTS (SELECT 1 FROM tds_certificates c WHERE c.user_id = u.id AND c.is_deleted = 0)
       ORDER BY yb.points + yb.paise / 100.0 DESC LIMIT 1`,
    )
    .get(year) as { id: number; pan: string };
  const pan = inoperativePan(inoperative.pan);
  setPan.run(pan, inoperative.id);
  part.run({
    user_id: inoperative.id,
    part: 'pan',
    number: pan,
    ifsc: null,
    state: 'inoperative',
    name: null,
    match: null,
    at,
    reason: 'The PAN is inoperative: it is not linked to Aadhaar.',
    ...none,
  });
  check.run(
    inoperative.id,
    'pan',
    'demo',
    at,
    by,
    'inoperative',
    JSON.stringify({ pan }),
    JSON.stringify({ rule: 'digits 9999' }),
  );
}
