import type { Db } from './connection';
import { migrations as allMigrations } from './migrations';
import type { Migration } from './migrations/migration';

/** Foreign keys can only be switched outside a transaction. */
function withoutForeignKeys(db: Db, run: () => void): void {
  const enabled = db.pragma('foreign_keys', { simple: true }) === 1;
  db.pragma('foreign_keys = OFF');
  try {
    run();
  } finally {
    if (enabled) db.pragma('foreign_keys = ON');
  }
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
    const apply = db.transaction(() => {
      db.exec(migration.sql);
      if (migration.rebuildsTables && (db.pragma('foreign_key_check') as unknown[]).length > 0) {
        throw new Error(`Migration ${migration.version} (${migration.name}) broke foreign keys.`);
      }
      record.run(migration.version, migration.name, now.toISOString());
    });
    if (migration.rebuildsTables) withoutForeignKeys(db, apply);
    else apply();
  }
}
