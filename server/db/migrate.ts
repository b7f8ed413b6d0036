import type { Db } from './connection';
import { migrations as allMigrations } from './migrations';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Applies, in order and each in its own transaction, the migrations the database has not had yet. */
export function runMigrations(db: Db, now: Date, migrations: Migration[] = allMigrations): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, now.toISOString());
    })();
  }
}
