import { KYC_WORDS } from '@/contract/kyc/input';
import type { KycPart, KycState, VerifierName } from '@/contract/kyc/states';
import type { Db } from '@/server/db/connection';
import { HttpError } from '@/server/errors';
import { tooManyRequests } from '@/server/rateLimit';
import { currentNumber, type MemberFigures } from './current';
import { kycSettingsOf } from './settings';
import { manualState } from './verifiers/manual';
import type { Verdict } from './verifiers/verifier';

/** Who acts, and when. */
export interface Acting {
  admin: number;
  now: Date;
}

const PART_WORDS: Record<KycPart, string> = { pan: 'PAN', account: 'payout account' };

const NOTHING_TO_CHECK: Record<KycPart, string> = {
  pan: 'This member has no PAN on record: there is nothing to check.',
  account: 'No payout of this member names an account yet: there is nothing to check.',
};

/** The number a part is checked for now; 409 when the member has none. */
export function numberToCheck(figures: MemberFigures, part: KycPart) {
  const number = currentNumber(figures, part);
  if (!number) throw new HttpError(409, NOTHING_TO_CHECK[part]);
  return number;
}

/**
 * 429 when the member's checks by a verifier (manual outcomes are not counted) reached the settings' limit
 * in the settings' window; the answer says how long to wait.
 */
export function refuseOverLimit(db: Db, member: number, now: Date): void {
  const { checks_per_window, window_minutes } = kycSettingsOf(db);
  const since = new Date(now.getTime() - window_minutes * 60_000).toISOString();
  const times = db
    .prepare(`SELECT at FROM kyc_checks WHERE user_id = ? AND verifier <> 'manual' AND at > ? ORDER BY at DESC LIMIT ?`)
    .pluck()
    .all(member, since, checks_per_window) as string[];
  if (times.length < checks_per_window) return;
  const frees = Date.parse(times[times.length - 1]) + window_minutes * 60_000;
  throw tooManyRequests(
    `checks of this member's KYC (${checks_per_window} in ${window_minutes} minutes)`,
    Math.max(1, Math.ceil((frees - now.getTime()) / 1000)),
  );
}

function keepCheck(
  db: Db,
  check: {
    member: number;
    part: KycPart;
    verifier: VerifierName;
    state: KycState | null;
    request: object;
    answer: object;
  },
  { admin, now }: Acting,
): void {
  db.prepare(
    'INSERT INTO kyc_checks (user_id, part, verifier, at, by, state, request, answer) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    check.member,
    check.part,
    check.verifier,
    now.toISOString(),
    admin,
    check.state,
    JSON.stringify(check.request),
    JSON.stringify(check.answer),
  );
}

/** A check the verifier gave no verdict on: kept, the part unchanged. */
export function keepUnanswered(
  db: Db,
  check: { member: number; part: KycPart; verifier: VerifierName; request: object; answer: object },
  acting: Acting,
): void {
  keepCheck(db, { ...check, state: null }, acting);
}

/**
 * A verifier's verdict on the number it checked: the part's state, and the check kept. Should the
 * member's PAN or account have changed meanwhile, the part reads as unchecked for the new one.
 */
export function recordVerdict(
  db: Db,
  check: {
    member: number;
    part: KycPart;
    checked: { number: string; ifsc: string | null };
    verifier: VerifierName;
    verdict: Verdict<KycState>;
  },
  acting: Acting,
): void {
  const { member, part, checked, verifier, verdict } = check;
  db.transaction(() => {
    db.prepare(
      `INSERT OR REPLACE INTO kyc_parts (user_id, part, number, ifsc, state, name, match, checked_at, reason)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      member,
      part,
      checked.number,
      checked.ifsc,
      verdict.state,
      verdict.name,
      verdict.match,
      acting.now.toISOString(),
      verdict.reason,
    );
    keepCheck(
      db,
      { member, part, verifier, state: verdict.state, request: verdict.request, answer: verdict.answer },
      acting,
    );
  })();
}

/**
 * An administrator's outcome of looking at the card or the account's details: the part awaits another's
 * confirmation, holding it. The name and match of an earlier check are kept beside it.
 */
export function proposeManual(
  db: Db,
  { figures, part, verified, reason }: { figures: MemberFigures; part: KycPart; verified: boolean; reason: string },
  acting: Acting,
): void {
  const { number, ifsc } = numberToCheck(figures, part);
  const at = acting.now.toISOString();
  const kept = db
    .prepare('SELECT name, match FROM kyc_parts WHERE user_id = ? AND part = ? AND number = ? AND ifsc IS ?')
    .get(figures.id, part, number, ifsc) as { name: string | null; match: number | null } | undefined;
  db.prepare(
    `INSERT OR REPLACE INTO kyc_parts (user_id, part, number, ifsc, state, name, match, checked_at, reason,
       proposed_verified, proposed_reason, proposed_by, proposed_at)
     VALUES (?, ?, ?, ?, 'awaiting_confirmation', ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    figures.id,
    part,
    number,
    ifsc,
    kept?.name ?? null,
    kept?.match ?? null,
    at,
    reason,
    verified ? 1 : 0,
    reason,
    acting.admin,
    at,
  );
  keepCheck(
    db,
    {
      member: figures.id,
      part,
      verifier: 'manual',
      state: 'awaiting_confirmation',
      request: { [part === 'pan' ? 'pan' : 'account_number']: number, ...(ifsc && { ifsc }), verified, reason },
      answer: { awaiting: 'a second administrator’s confirmation' },
    },
    acting,
  );
}

/**
 * Another administrator confirms the manual outcome awaiting: it becomes the part's state. 403 to the one
 * who recorded it; 409 when none awaits (or the number changed since). Answers the state given.
 */
export function confirmManual(
  db: Db,
  { figures, part }: { figures: MemberFigures; part: KycPart },
  acting: Acting,
): KycState {
  const { number, ifsc } = numberToCheck(figures, part);
  const row = db
    .prepare(
      `SELECT proposed_by, proposed_verified, proposed_reason FROM kyc_parts
       WHERE user_id = ? AND part = ? AND number = ? AND ifsc IS ? AND state = 'awaiting_confirmation'`,
    )
    .get(figures.id, part, number, ifsc) as
    { proposed_by: number; proposed_verified: number; proposed_reason: string } | undefined;
  if (!row) throw new HttpError(409, KYC_WORDS.nothingToConfirm);
  if (row.proposed_by === acting.admin) throw new HttpError(403, KYC_WORDS.firstConfirms);
  const state = manualState(part, row.proposed_verified === 1);
  const at = acting.now.toISOString();
  db.prepare(
    `UPDATE kyc_parts SET state = ?, checked_at = ?, reason = ?, proposed_verified = NULL, proposed_reason = NULL,
       proposed_by = NULL, proposed_at = NULL WHERE user_id = ? AND part = ?`,
  ).run(state, at, row.proposed_reason, figures.id, part);
  keepCheck(
    db,
    {
      member: figures.id,
      part,
      verifier: 'manual',
      state,
      request: { confirms: { by: row.proposed_by, verified: row.proposed_verified === 1 } },
      answer: { state, reason: row.proposed_reason },
    },
    acting,
  );
  return state;
}

export const partWords = (part: KycPart) => PART_WORDS[part];
