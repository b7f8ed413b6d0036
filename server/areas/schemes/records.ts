import { versionInForce } from '@/contract/schemes/inForce';
import { versionOf } from '@/contract/schemes/versionOf';
import type { SchemeRecord, SchemeVersionRecord } from '@/contract/schemes/record';
import type { Scheme } from '@/contract/schemes/scheme';
import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { prepared } from '@/server/paging/sql';

export const SCHEME_NOT_FOUND = 'Scheme not found.';
export const VERSION_NOT_FOUND = 'Version not found.';

type SchemeRow = Omit<SchemeRecord, 'status' | 'in_force'>;

const VERSIONS = `(SELECT json_group_array(json_object('version', v.version, 'valid_from', v.valid_from,
    'status', v.status, 'terms', json(v.terms), 'drafted_by', d.email, 'drafted_by_id', v.drafted_by, 'drafted_at', v.drafted_at,
    'approved_by', a.email, 'approved_at', v.approved_at) ORDER BY v.version)
  FROM scheme_versions v LEFT JOIN users d ON d.id = v.drafted_by LEFT JOIN users a ON a.id = v.approved_by
  WHERE v.scheme_id = s.id)`;

const RECORD = `json_object('id', s.id, 'name', s.name, 'created_at', s.created_at, 'versions', json(${VERSIONS}))`;

const liveVersions = (versions: readonly SchemeVersionRecord[]) => versions.filter(each => each.status === 'live');

/** The scheme as the rules take it: its live versions only. */
export const liveScheme = ({ id, name, versions }: Pick<SchemeRecord, 'id' | 'name' | 'versions'>): Scheme => ({
  id,
  name,
  versions: liveVersions(versions).map(each => versionOf(each.version, each.valid_from, each.terms)),
});

function asRecord(text: string, today: string): SchemeRecord {
  const row = JSON.parse(text) as SchemeRow;
  const live = liveScheme(row);
  return {
    id: row.id,
    name: row.name,
    status: live.versions.length > 0 ? 'live' : 'draft',
    in_force: versionInForce(live, today)?.version ?? null,
    created_at: row.created_at,
    versions: row.versions,
  };
}

/** The schemes with these ids, in this order (a page of a list). */
export function schemeRecordsOf(db: Db, ids: number[], today: string): SchemeRecord[] {
  const texts = db
    .prepare(`SELECT ${RECORD} FROM json_each(?) page JOIN schemes s ON s.id = page.value ORDER BY page.key`)
    .pluck()
    .all(JSON.stringify(ids)) as string[];
  return texts.map(text => asRecord(text, today));
}

/** Every scheme, newest first. */
export function schemeRecords(db: Db, today: string): SchemeRecord[] {
  const texts = db.prepare(`SELECT ${RECORD} FROM schemes s ORDER BY s.id DESC`).pluck().all() as string[];
  return texts.map(text => asRecord(text, today));
}

/** The scheme with this id; 404 when there is none. */
export function schemeRecord(db: Db, id: number, today: string): SchemeRecord {
  const text = db.prepare(`SELECT ${RECORD} FROM schemes s WHERE s.id = ?`).pluck().get(id) as string | undefined;
  if (text === undefined) throw notFound(SCHEME_NOT_FOUND);
  return asRecord(text, today);
}

/** The live schemes as the rules take them, each with its live versions. */
export function liveSchemes(db: Db): Scheme[] {
  const texts = db
    .prepare(
      `SELECT ${RECORD} FROM schemes s
       WHERE EXISTS (SELECT 1 FROM scheme_versions v WHERE v.scheme_id = s.id AND v.status = 'live') ORDER BY s.id`,
    )
    .pluck()
    .all() as string[];
  return texts.map(text => liveScheme(JSON.parse(text) as SchemeRow));
}

/** Whether any scheme has a live version. */
export const hasLiveScheme = (db: Db): boolean =>
  prepared(db, "SELECT EXISTS (SELECT 1 FROM scheme_versions WHERE status = 'live')").pluck().get() === 1;
