import type { NamesDisagree, SharedGroup, SharedReport } from '@/contract/kyc/records';
import type { Db } from '@/server/db/connection';
import { fullName } from '@/server/members/records';
import { memberFigures } from './current';
import { currentRow, type PartRow } from './records';
import { kycSettingsOf } from './settings';
import type { KycSource } from './source';

interface GroupRow {
  value: string;
  members: string;
}

const MEMBER_JSON = `json_group_array(json_object('id', u.id, 'name', ${fullName('u')}))`;

function groups(db: Db, kind: SharedGroup['kind'], select: string): SharedGroup[] {
  return (db.prepare(select).all() as GroupRow[]).map(row => ({
    kind,
    value: row.value,
    members: (JSON.parse(row.members) as SharedGroup['members']).sort((a, b) => a.id - b.id),
  }));
}

/**
 * The same money to two people: account numbers any payout of more than one live member named, and PANs
 * on record of more than one; and the members whose PAN's or account's name, as checked, is under the
 * match threshold with their own.
 */
export function sharedReport(db: Db, source: KycSource): SharedReport {
  const accounts = groups(
    db,
    'account',
    `SELECT a.value, ${MEMBER_JSON} AS members FROM
       (SELECT DISTINCT TRIM(account_number) AS value, user_id FROM ${source.payouts}
        WHERE TRIM(COALESCE(account_number, '')) <> '') a
     JOIN ${source.members} u ON u.id = a.user_id WHERE ${source.isMember}
     GROUP BY a.value HAVING COUNT(*) > 1 ORDER BY a.value`,
  );
  const pans = groups(
    db,
    'pan',
    `SELECT UPPER(TRIM(u.pan_card_number)) AS value, ${MEMBER_JSON} AS members FROM ${source.members} u
     WHERE ${source.isMember} AND TRIM(COALESCE(u.pan_card_number, '')) <> ''
     GROUP BY value HAVING COUNT(*) > 1 ORDER BY value`,
  );

  const threshold = kycSettingsOf(db).name_match_threshold;
  const members = db
    .prepare('SELECT DISTINCT user_id FROM kyc_parts WHERE match < ? ORDER BY user_id')
    .pluck()
    .all(threshold) as number[];
  const rows = db
    .prepare('SELECT * FROM kyc_parts WHERE user_id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(members)) as PartRow[];
  const under = (row: PartRow | undefined) => row?.match != null && row.match < threshold;
  const disagree: NamesDisagree[] = [];
  for (const figures of memberFigures(db, source, members)) {
    const [pan, account] = [currentRow(rows, figures, 'pan'), currentRow(rows, figures, 'account')];
    if (!under(pan) && !under(account)) continue;
    disagree.push({
      id: figures.id,
      names: { member: figures.member_name, pan: pan?.name ?? null, account: account?.name ?? null },
      pan_match: pan?.match ?? null,
      account_match: account?.match ?? null,
    });
  }
  return { groups: [...accounts, ...pans], names_disagree: disagree };
}
