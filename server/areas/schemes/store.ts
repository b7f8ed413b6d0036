import type { SchemeTerms } from '@/contract/schemes/input';
import type { Db } from '@/server/db/connection';
import { HttpError, notFound } from '@/server/errors';
import { SCHEME_NOT_FOUND, VERSION_NOT_FOUND } from './records';

export const SCHEME_REFUSALS = {
  onlyDraftEdited: 'Only a draft is edited: a live scheme changes by a new version.',
  liveNotDeleted: 'A live scheme is not deleted: end it with a new version.',
  draftHasNoVersions: 'A draft is edited, not given a new version.',
  oneDraftAtATime: 'Approve or discard the draft version first.',
  onlyDraftDiscarded: 'Only a draft version is discarded.',
  lastVersionKept: 'A draft scheme is deleted, not its only version.',
  alreadyLive: 'This version is already live.',
  ownDraft: 'A scheme’s version is approved by another administrator than the one who drafted it.',
} as const;

/** Who does it, and when. */
export interface Author {
  admin: number;
  at: Date;
}

interface VersionRow {
  version: number;
  status: 'draft' | 'live';
  drafted_by: number;
}

const refused = (message: string) => new HttpError(400, message);

function versionsOf(db: Db, schemeId: number): VersionRow[] {
  const versions = db
    .prepare('SELECT version, status, drafted_by FROM scheme_versions WHERE scheme_id = ? ORDER BY version')
    .all(schemeId) as VersionRow[];
  if (versions.length === 0) throw notFound(SCHEME_NOT_FOUND);
  return versions;
}

const isDraftScheme = (versions: readonly VersionRow[]) => versions.every(each => each.status === 'draft');

function insertVersion(db: Db, schemeId: number, version: number, validFrom: string, terms: SchemeTerms, by: Author) {
  db.prepare(
    `INSERT INTO scheme_versions (scheme_id, version, valid_from, terms, status, drafted_by, drafted_at)
     VALUES (?, ?, ?, ?, 'draft', ?, ?)`,
  ).run(schemeId, version, validFrom, JSON.stringify(terms), by.admin, by.at.toISOString());
}

/** A new scheme, a draft: its first version in force from the start of its period. Returns its id. */
export function createScheme(db: Db, { name, terms }: { name: string; terms: SchemeTerms }, by: Author): number {
  const id = Number(
    db.prepare('INSERT INTO schemes (name, created_at) VALUES (?, ?)').run(name, by.at.toISOString()).lastInsertRowid,
  );
  insertVersion(db, id, 1, terms.starts_on, terms, by);
  return id;
}

/** A draft scheme's new name or terms; whoever changes it becomes its drafter. */
export function editDraft(db: Db, id: number, changes: { name?: string; terms?: SchemeTerms }, by: Author): void {
  if (!isDraftScheme(versionsOf(db, id))) throw refused(SCHEME_REFUSALS.onlyDraftEdited);
  if (changes.name !== undefined) db.prepare('UPDATE schemes SET name = ? WHERE id = ?').run(changes.name, id);
  const { terms } = changes;
  db.prepare(
    `UPDATE scheme_versions SET drafted_by = ?, drafted_at = ?,
       terms = COALESCE(?, terms), valid_from = COALESCE(?, valid_from) WHERE scheme_id = ?`,
  ).run(by.admin, by.at.toISOString(), terms ? JSON.stringify(terms) : null, terms?.starts_on ?? null, id);
}

/** Deletes a draft scheme with its versions. */
export function deleteDraft(db: Db, id: number): void {
  if (!isDraftScheme(versionsOf(db, id))) throw refused(SCHEME_REFUSALS.liveNotDeleted);
  db.prepare('DELETE FROM schemes WHERE id = ?').run(id);
}

/** A live scheme's change, drafted: new terms in force from `valid_from`. Returns the new version. */
export function addVersion(db: Db, id: number, change: { valid_from: string; terms: SchemeTerms }, by: Author): number {
  const versions = versionsOf(db, id);
  if (isDraftScheme(versions)) throw refused(SCHEME_REFUSALS.draftHasNoVersions);
  if (versions.some(each => each.status === 'draft')) throw refused(SCHEME_REFUSALS.oneDraftAtATime);
  const version = versions[versions.length - 1].version + 1;
  insertVersion(db, id, version, change.valid_from, change.terms, by);
  return version;
}

function versionOf(db: Db, id: number, version: number): { versions: VersionRow[]; found: VersionRow } {
  const versions = versionsOf(db, id);
  const found = versions.find(each => each.version === version);
  if (!found) throw notFound(VERSION_NOT_FOUND);
  return { versions, found };
}

/** Discards a live scheme's draft version. */
export function discardVersion(db: Db, id: number, version: number): void {
  const { versions, found } = versionOf(db, id, version);
  if (found.status !== 'draft') throw refused(SCHEME_REFUSALS.onlyDraftDiscarded);
  if (versions.length === 1) throw refused(SCHEME_REFUSALS.lastVersionKept);
  db.prepare('DELETE FROM scheme_versions WHERE scheme_id = ? AND version = ?').run(id, version);
}

/** A draft version goes live, approved by an administrator other than its drafter (four eyes: 403 otherwise). */
export function approveVersion(db: Db, id: number, version: number, by: Author): void {
  const { found } = versionOf(db, id, version);
  if (found.status !== 'draft') throw refused(SCHEME_REFUSALS.alreadyLive);
  if (found.drafted_by === by.admin) throw new HttpError(403, SCHEME_REFUSALS.ownDraft);
  db.prepare(
    `UPDATE scheme_versions SET status = 'live', approved_by = ?, approved_at = ? WHERE scheme_id = ? AND version = ?`,
  ).run(by.admin, by.at.toISOString(), id, version);
}
