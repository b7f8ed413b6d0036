// Adds members and what they did to the DATA_DIR database, for trying the app at scale:
//   tsx server/db/seed/scale.ts --members 1000000   (npm run seed -- --members N)
// Run it with the server stopped. A new DATA_DIR gets the administrator and demo data first.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { settingsOrExit } from '../../cli';
import { loadConfig } from '../../config';
import { openDatabase } from '../connection';
import { runMigrations } from '../migrate';
import { derivedData } from '../derivedData';
import { seedBulkUsers, type BulkMember } from './bulk';
import { bulkActivity } from './bulkActivity';
import { seedNewDatabase } from './index';
import { createRng } from './random';

const MAX_MEMBERS = 10_000_000;
/** Progress is printed after this many members. */
const PROGRESS = 100_000;

function membersToAdd(): number {
  const { values } = parseArgs({ options: { members: { type: 'string' } } });
  const members = Number(values.members);
  if (!/^\d+$/.test(values.members ?? '') || members < 1 || members > MAX_MEMBERS) {
    console.error(`Usage: npm run seed -- --members N   (N from 1 to ${MAX_MEMBERS})`);
    process.exit(1);
  }
  return members;
}

async function main(): Promise<void> {
  const members = membersToAdd();
  const config = settingsOrExit(() => loadConfig());
  const mediaDir = path.join(config.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const db = openDatabase(path.join(config.dataDir, 'db.sqlite'));
  try {
    runMigrations(db, config.now());
    await seedNewDatabase(db, config, mediaDir);
    // Nothing else may use the database meanwhile: no journal, no syncing, a big cache, sorting in two threads.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -1000000');
    db.pragma('temp_store = MEMORY');
    db.pragma('threads = 2');
    const started = Date.now();
    const now = config.now();
    const rng = createRng(Date.now());
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    // Indexes (but those keeping values unique), search indexes and ledger totals are made at the end:
    // far faster than kept in step row by row.
    const indexes = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql NOT LIKE 'CREATE UNIQUE %'")
      .all() as { name: string; sql: string }[];
    db.exec(`BEGIN; ${derivedData.dropTriggers} ${derivedData.empty} COMMIT;`);
    for (const { name } of indexes) db.exec(`DROP INDEX ${name}`);
    try {
      let done = 0;
      const activity = bulkActivity(db, now, rng);
      const onMember = (member: BulkMember) => {
        activity(member);
        done += 1;
        if (done % PROGRESS === 0) console.log(`${done} of ${members} members (${seconds()})`);
      };
      seedBulkUsers(db, { count: members, now, rng, pendingShare: 0.08, codeDigits: 9, onMember });
    } finally {
      db.exec(`BEGIN; ${indexes.map(index => `${index.sql};`).join('\n')} COMMIT;`);
      console.log(`indexes made (${seconds()})`);
      db.exec(`BEGIN; ${derivedData.fill} ${derivedData.createTriggers} COMMIT;`);
      console.log(`search indexes and ledger totals made (${seconds()})`);
    }
    db.pragma('journal_mode = WAL');
    db.pragma('analysis_limit = 1000');
    db.exec('ANALYZE');
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${config.dataDir}`);
  } finally {
    db.close();
  }
}

await main();
