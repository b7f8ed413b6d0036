import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';

/** Whether a row of `table` with this id exists. */
export const exists = (db: Db, table: string, id: number): boolean =>
  db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;

/** The id of an existing row of `table`; 404 with `message` otherwise. */
export function existingId(db: Db, table: string, id: number, message: string): number {
  if (!exists(db, table, id)) throw notFound(message);
  return id;
}
