import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDataFolder } from '../server/app';
import type { Config } from '../server/config';

/** What the first start's data folder depends on (server/db/seed, migrate.ts): the clock and the owner's sign-in. */
const seedInputs = (config: Config) =>
  JSON.stringify({ now: config.now().toISOString(), email: config.adminEmail, password: config.adminPassword });

/** The templates this process is making, so that two starts at once make each only once. */
const making = new Map<string, Promise<string>>();

/** A data folder as the server's first start leaves it (migrated, seeded), without the signing secret. */
async function makeTemplate(root: string, config: Config): Promise<string> {
  const template = path.join(root, createHash('sha256').update(seedInputs(config)).digest('hex').slice(0, 16));
  if (existsSync(template)) return template;
  const building = path.join(root, `building-${randomUUID()}`);
  mkdirSync(building);
  try {
    const { db } = await openDataFolder({ ...config, dataDir: building });
    // Closing the only connection checkpoints the WAL into db.sqlite and removes it.
    db.close();
    // Another worker may have made the same template meanwhile: either copy is the same data.
    if (!existsSync(template)) renameSync(building, template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * Fills `config.dataDir` with a copy of the data folder a first start with these seed inputs
 * makes (a file copy instead of a second migration, seed and password hashing), so that the
 * server starting on it finds the same data as on a fresh seed. Each server still makes its own
 * signing secret. Does nothing outside a run that provides `seedTemplates`.
 */
export async function copySeededDataFolder(config: Config): Promise<void> {
  const root = inject('seedTemplates');
  // A folder that already holds a database is a restart: it keeps its own data.
  if (!root || existsSync(path.join(config.dataDir, 'db.sqlite'))) return;
  const key = seedInputs(config);
  let template = making.get(key);
  if (!template) {
    template = makeTemplate(root, config);
    making.set(key, template);
    template.catch(() => making.delete(key));
  }
  cpSync(await template, config.dataDir, { recursive: true });
}
