import type { Db } from '../db/connection';

/** The keys of a choice table (user types, firm types). */
export const choiceKeys = (db: Db, table: 'user_types' | 'firm_types'): string[] =>
  db.prepare(`SELECT key FROM ${table} ORDER BY display_order`).pluck().all() as string[];
