/**
 * One step of the schema, applied once by runMigrations (server/db/migrate.ts). A migration is
 * frozen: its SQL is written out in its file, which imports nothing of the server or the
 * contract but this type, so that it stays what it was when live code changes.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Rebuilds tables others refer to: runs with foreign keys off, as SQLite requires, and checks them after. */
  rebuildsTables?: boolean;
}
