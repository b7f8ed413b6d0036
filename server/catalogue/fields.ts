import type { Db } from '../db/connection';
import { notFound } from '../errors';
import { idParam } from '../validation';

/** The id of an existing row of `table`, from a route parameter; 404 with `message` otherwise. */
export function existingId(db: Db, table: string, rawId: string, message: string): number {
  const id = idParam(rawId, message);
  if (!db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id)) throw notFound(message);
  return id;
}

/** Whether a row of `table` with this id exists. */
export const exists = (db: Db, table: string, id: number): boolean =>
  db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;
