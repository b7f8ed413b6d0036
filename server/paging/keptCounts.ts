import type { Db } from '../db/connection';
import { prepared, type Sql } from './sql';

/** Counts a database keeps, and the version of the data they were counted in. */
interface Kept {
  version: string;
  counts: Map<string, number>;
}

const kept = new WeakMap<Db, Kept>();
/** Filters and searches make many counts: past this many, they are counted afresh. */
const MAX_KEPT = 1_000;

/** Changes as soon as anything is written: by this connection (`total_changes()`) or another (`data_version`). */
const dataVersion = (db: Db) =>
  `${prepared(db, 'PRAGMA data_version').pluck().get()}:${prepared(db, 'SELECT total_changes()').pluck().get()}`;

/**
 * The count a `SELECT COUNT(*)` answers, kept until the data changes: every page of a list asks
 * for its count, and counting a million members takes tens of milliseconds each time.
 */
export function keptCount(db: Db, count: Sql): number {
  const version = dataVersion(db);
  let entry = kept.get(db);
  if (!entry || entry.version !== version || entry.counts.size >= MAX_KEPT) {
    entry = { version, counts: new Map() };
    kept.set(db, entry);
  }
  const key = JSON.stringify([count.sql, count.params]);
  let counted = entry.counts.get(key);
  if (counted === undefined) {
    counted = prepared(db, count.sql)
      .pluck()
      .get(...count.params) as number;
    entry.counts.set(key, counted);
  }
  return counted;
}
