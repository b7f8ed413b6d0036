import type { KycCheck, KycListItem, KycMember, KycPartState } from '@/contract/kyc/records';
import type { AccountState, KycPart, KycState, PanState, VerifierName } from '@/contract/kyc/states';
import type { Db } from '@/server/db/connection';
import { fullName } from '@/server/members/records';
import { currentNumber, memberFigures, memberFiguresOf, type MemberFigures } from './current';
import { kycSettingsOf } from './settings';
import type { KycSource } from './source';

/** A part's row as kyc_parts keeps it, with the name of whoever proposed a manual outcome. */
export interface PartRow {
  user_id: number;
  part: KycPart;
  number: string;
  ifsc: string | null;
  state: KycState;
  name: string | null;
  match: number | null;
  checked_at: string | null;
  reason: string | null;
  proposed_verified: number | null;
  proposed_reason: string | null;
  proposed_by: number | null;
  proposed_by_name: string | null;
  proposed_at: string | null;
}

function partRows(db: Db, ids: readonly number[]): PartRow[] {
  return db
    .prepare(
      `SELECT k.*, ${fullName('a')} AS proposed_by_name FROM kyc_parts k LEFT JOIN users a ON a.id = k.proposed_by
       WHERE k.user_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as PartRow[];
}

/** The part's row while it is for the number on record now; undefined when none is (never checked, or changed since). */
export function currentRow(rows: readonly PartRow[], figures: MemberFigures, part: KycPart): PartRow | undefined {
  const now = currentNumber(figures, part);
  return rows.find(
    row =>
      row.user_id === figures.id &&
      row.part === part &&
      now !== null &&
      row.number === now.number &&
      row.ifsc === now.ifsc,
  );
}

function partState<State extends KycState>(number: string | null, row: PartRow | undefined): KycPartState<State> {
  if (!row) return { number, state: 'unchecked' as State, name: null, match: null, checked_at: null, reason: null };
  return {
    number,
    state: row.state as State,
    name: row.name,
    match: row.match,
    checked_at: row.checked_at,
    reason: row.reason,
    ...(row.proposed_by !== null && {
      first_by: {
        id: row.proposed_by,
        name: row.proposed_by_name ?? '',
        verified: row.proposed_verified === 1,
        at: row.proposed_at ?? '',
      },
    }),
  };
}

const partsOf = (figures: MemberFigures, rows: readonly PartRow[]) => ({
  pan: partState<PanState>(figures.pan, currentRow(rows, figures, 'pan')),
  account: partState<AccountState>(figures.account_number, currentRow(rows, figures, 'account')),
});

/** The list's lines of these members, in this order. */
export function kycListItems(db: Db, source: KycSource, ids: number[]): KycListItem[] {
  const rows = partRows(db, ids);
  return memberFigures(db, source, ids).map(figures => ({
    id: figures.id,
    member_name: figures.member_name,
    user_type: figures.user_type,
    ...partsOf(figures, rows),
  }));
}

interface CheckRow {
  id: number;
  part: KycPart;
  verifier: VerifierName;
  at: string;
  by: number;
  by_name: string;
  state: KycState | null;
  request: string;
  answer: string;
}

function checksOf(db: Db, member: number): KycCheck[] {
  const rows = db
    .prepare(
      `SELECT c.id, c.part, c.verifier, c.at, c.by, ${fullName('a')} AS by_name, c.state, c.request, c.answer
       FROM kyc_checks c JOIN users a ON a.id = c.by WHERE c.user_id = ? ORDER BY c.at DESC, c.id DESC LIMIT 100`,
    )
    .all(member) as CheckRow[];
  return rows.map(({ by, by_name, request, answer, ...check }) => ({
    ...check,
    by: { id: by, name: by_name },
    request: JSON.parse(request) as Record<string, unknown>,
    answer: JSON.parse(answer) as Record<string, unknown>,
  }));
}

/** A live member's KYC whole; 404 when there is none. */
export function kycMember(db: Db, source: KycSource, id: number): KycMember {
  const figures = memberFiguresOf(db, source, id);
  const { pan, account } = partsOf(figures, partRows(db, [id]));
  return {
    id,
    member_name: figures.member_name,
    pan,
    account: { ...account, holder: figures.holder, ifsc: figures.ifsc, bank: figures.bank },
    names: { member: figures.member_name, pan: pan.name, account: account.name },
    images: { pan_card: figures.pan_card },
    checks: checksOf(db, id),
    verifier: kycSettingsOf(db).verifier,
  };
}
