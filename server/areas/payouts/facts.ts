import { financialYearBounds, financialYearOf } from '@/contract/programme/financialYear';
import { benefitValue } from '@/contract/programme/tax194r';
import { panCountsAsNone, type KycState } from '@/contract/kyc/states';
import type { LineFacts } from '@/contract/payouts/problems';
import type { PayeeStatesSql } from '@/server/context';
import type { Db } from '@/server/db/connection';
import { fullName } from '@/server/members/records';
import { programmeSettingsOf } from '@/server/programme/settings';
import { isKnownIfsc } from './ifsc';
import type { PayoutSource } from './source';

/** A payout as a line is made from: its own account details, and its member. */
export interface Candidate {
  payout: number;
  user_id: number;
  amount_paise: number;
  account_holder: string;
  account_number: string;
  ifsc: string;
  bank: string;
  member_name: string;
  pan_present: number;
}

const DAY_MS = 86_400_000;

/** SQL of the candidates: approved payouts `p` with their member `u`. */
export const CANDIDATE_COLUMNS = `p.id AS payout, p.user_id, p.amount_paise, p.account_holders_name AS account_holder,
  p.account_number, p.ifsc_code AS ifsc, p.bank_name AS bank, ${fullName('u')} AS member_name,
  (TRIM(COALESCE(u.pan_card_number, '')) <> '') AS pan_present`;

const json = (values: readonly unknown[]) => JSON.stringify([...new Set(values)]);

/** An account as KYC checks it: its number and IFSC, trimmed, the IFSC in capitals. */
const accountKey = (number: string, ifsc: string) => `${number.trim()} ${ifsc.trim().toUpperCase()}`;

interface PayeeRow {
  user_id: number;
  pan: KycState;
  account: KycState;
  /** The account of the member's latest payout: the one whose state `account` is. */
  checked_account: string | null;
}

/** The KYC states of these candidates' members, by member; none without `payeeStates`. */
function payeesOf(
  db: Db,
  source: PayoutSource,
  candidates: readonly Candidate[],
  payeeStates: PayeeStatesSql | undefined,
): Map<number, PayeeRow> {
  if (!payeeStates) return new Map();
  const rows = db
    .prepare(
      `SELECT j.value AS user_id, ${payeeStates.pan('j.value')} AS pan, ${payeeStates.account('j.value')} AS account,
         (SELECT TRIM(lp.account_number) || ' ' || UPPER(TRIM(lp.ifsc_code)) FROM ${source.payouts} lp
          WHERE lp.user_id = j.value ORDER BY lp.id DESC LIMIT 1) AS checked_account
       FROM json_each(?) j`,
    )
    .all(json(candidates.map(candidate => candidate.user_id))) as PayeeRow[];
  return new Map(rows.map(row => [row.user_id, row]));
}

/** A candidate's KYC: its account's state only while it names the account checked, else not checked. */
function kycOf(candidate: Candidate, payee: PayeeRow | undefined): LineFacts['kyc'] {
  if (!payee) return null;
  const checked = payee.checked_account === accountKey(candidate.account_number, candidate.ifsc);
  return { pan_present: candidate.pan_present === 1, pan: payee.pan, account: checked ? payee.account : 'unchecked' };
}

/**
 * What the problems of these payouts' lines depend on beyond the lines themselves, read in a few
 * queries for the whole batch: the accounts paid to other members this financial year (or shared
 * within the batch), the same member and amount paid in the last 7 days, and each member's
 * benefits this financial year with whether a PAN is on record, and with `payeeStates` the states
 * of each member's PAN and payout account.
 */
export function factsOf(
  db: Db,
  source: PayoutSource,
  candidates: readonly Candidate[],
  {
    now,
    maxHolderName,
    nameThreshold,
    payeeStates,
  }: { now: Date; maxHolderName: number; nameThreshold: number; payeeStates?: PayeeStatesSql },
): LineFacts[] {
  const year = financialYearOf(now);
  const { start } = financialYearBounds(year);
  const settings = programmeSettingsOf(db);

  const paidTo = new Map<string, Map<number, string>>();
  const addPaid = (account: string, member: number, name: string) => {
    const members = paidTo.get(account) ?? new Map<number, string>();
    members.set(member, name);
    paidTo.set(account, members);
  };
  const paid = db
    .prepare(
      `SELECT l.account_number, l.user_id, ${fullName('u')} AS name FROM payout_lines l JOIN ${source.members} u ON u.id = l.user_id
       WHERE l.status = 'paid' AND l.answered_at >= ? AND l.account_number IN (SELECT value FROM json_each(?))`,
    )
    .all(start.toISOString(), json(candidates.map(candidate => candidate.account_number))) as {
    account_number: string;
    user_id: number;
    name: string;
  }[];
  for (const row of paid) addPaid(row.account_number, row.user_id, row.name);
  for (const candidate of candidates) addPaid(candidate.account_number, candidate.user_id, candidate.member_name);

  const recent = new Map<string, string>();
  const recentRows = db
    .prepare(
      `SELECT user_id, amount_paise, MAX(answered_at) AS at FROM payout_lines
       WHERE status = 'paid' AND answered_at >= ? AND user_id IN (SELECT value FROM json_each(?))
       GROUP BY user_id, amount_paise`,
    )
    .all(new Date(now.getTime() - 7 * DAY_MS).toISOString(), json(candidates.map(candidate => candidate.user_id))) as {
    user_id: number;
    amount_paise: number;
    at: string;
  }[];
  for (const row of recentRows) recent.set(`${row.user_id}:${row.amount_paise}`, row.at);

  const benefits = new Map<number, number>();
  const benefitRows = db
    .prepare(
      `SELECT user_id, points, paise FROM ${source.benefits}
       WHERE financial_year = ? AND user_id IN (SELECT value FROM json_each(?))`,
    )
    .all(year, json(candidates.map(candidate => candidate.user_id))) as {
    user_id: number;
    points: number;
    paise: number;
  }[];
  for (const row of benefitRows) {
    benefits.set(row.user_id, benefitValue({ points: row.points, cash: row.paise / 100 }, settings.point_value));
  }

  const payees = payeesOf(db, source, candidates, payeeStates);

  return candidates.map(candidate => {
    const payee = payees.get(candidate.user_id);
    return {
      account_holder: candidate.account_holder,
      account_number: candidate.account_number,
      ifsc: candidate.ifsc,
      ifsc_known: isKnownIfsc(candidate.ifsc),
      member_name: candidate.member_name,
      max_holder_name: maxHolderName,
      name_match_threshold: nameThreshold,
      shared_with: [...(paidTo.get(candidate.account_number) ?? new Map<number, string>()).entries()]
        .filter(([member]) => member !== candidate.user_id)
        .map(([, name]) => name),
      paid_same_recently: recent.get(`${candidate.user_id}:${candidate.amount_paise}`) ?? null,
      tax_194r: {
        benefits: benefits.get(candidate.user_id) ?? 0,
        threshold: settings.tax_194r_threshold,
        // An invalid or inoperative PAN counts as none, where KYC says so.
        higher_rate: !candidate.pan_present || (payee !== undefined && panCountsAsNone(payee.pan)),
      },
      kyc: kycOf(candidate, payee),
    };
  });
}
