import type { KycPart } from '@/contract/kyc/states';
import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { fullName } from '@/server/members/records';
import { REFERENCE_KYC, type KycSource } from './source';

export const MEMBER_NOT_FOUND = 'Member not found.';

/** SQL of the latest payout request of the member whose id is the SQL `member`: the account KYC checks. */
const latestPayout = (source: Pick<KycSource, 'payouts'>, member: string) =>
  `(SELECT MAX(lp.id) FROM ${source.payouts} lp WHERE lp.user_id = ${member})`;

/** SQL of a PAN as compared: trimmed, capitals, null when blank. */
const panOf = (column: string) => `NULLIF(UPPER(TRIM(COALESCE(${column}, ''))), '')`;

/**
 * SQL of the state of the PAN of the member whose id is the SQL `member`: its last check's while the PAN
 * on record is the one checked, else unchecked (none, or another since).
 */
export const panStateSqlOf = (source: Pick<KycSource, 'members'>) => (member: string) =>
  `COALESCE((SELECT k.state FROM kyc_parts k JOIN ${source.members} m ON m.id = k.user_id
    WHERE k.user_id = ${member} AND k.part = 'pan' AND k.number = ${panOf('m.pan_card_number')}), 'unchecked')`;

/**
 * SQL of the state of the payout account of the member `member`: its last check's while their latest
 * payout names the account number and IFSC checked, else unchecked (a newer payout naming another resets it).
 */
export const accountStateSqlOf = (source: Pick<KycSource, 'payouts'>) => (member: string) =>
  `COALESCE((SELECT k.state FROM kyc_parts k JOIN ${source.payouts} p ON p.id = ${latestPayout(source, member)}
    WHERE k.user_id = ${member} AND k.part = 'account' AND k.number = TRIM(p.account_number)
      AND k.ifsc = UPPER(TRIM(p.ifsc_code))), 'unchecked')`;

export const panStateSql = panStateSqlOf(REFERENCE_KYC);
export const accountStateSql = accountStateSqlOf(REFERENCE_KYC);

/** A member as KYC reads them: their name, PAN on record and latest payout's account. */
export interface MemberFigures {
  id: number;
  member_name: string;
  user_type: string | null;
  pan: string | null;
  pan_card: string | null;
  holder: string | null;
  account_number: string | null;
  ifsc: string | null;
  bank: string | null;
}

/** The figures of these live members, in this order. */
export function memberFigures(db: Db, source: KycSource, ids: readonly number[]): MemberFigures[] {
  return db
    .prepare(
      `SELECT u.id, ${fullName('u')} AS member_name, u.user_type, ${panOf('u.pan_card_number')} AS pan,
         ${source.panCard} AS pan_card,
         p.account_holders_name AS holder, TRIM(p.account_number) AS account_number,
         UPPER(TRIM(p.ifsc_code)) AS ifsc, p.bank_name AS bank
       FROM json_each(?) page JOIN ${source.members} u ON u.id = page.value
       LEFT JOIN ${source.payouts} p ON p.id = ${latestPayout(source, 'u.id')}
       WHERE ${source.isMember} ORDER BY page.key`,
    )
    .all(JSON.stringify(ids)) as MemberFigures[];
}

/** One live member's figures; 404 when there is none. */
export function memberFiguresOf(db: Db, source: KycSource, id: number): MemberFigures {
  const [figures] = memberFigures(db, source, [id]);
  if (!figures) throw notFound(MEMBER_NOT_FOUND);
  return figures;
}

/** The number a part is checked for now: the PAN, or the account number and IFSC; null when there is none. */
export function currentNumber(figures: MemberFigures, part: KycPart): { number: string; ifsc: string | null } | null {
  if (part === 'pan') return figures.pan === null ? null : { number: figures.pan, ifsc: null };
  return figures.account_number && figures.ifsc ? { number: figures.account_number, ifsc: figures.ifsc } : null;
}
