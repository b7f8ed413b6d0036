import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDataFolder } from '@/server/app';
import type { Config } from '@/server/config';

/**
 * What the first start's data folder depends on (server/db/seed, migrate.ts): the clock and the
 * owner's sign-in. `window` (ms) keys the clock by the window it falls in rather than its instant:
 * a server on the real clock then copies a folder seeded up to that long before its own start.
 */
const seedInputs = (config: Config, window = 0) => {
  const now = config.now().getTime();
  const clock = window > 0 ? `window ${window}: ${now - (now % window)}` : new Date(now).toISOString();
  return JSON.stringify({ now: clock, email: config.adminEmail, password: config.adminPassword });
};

/** The templates this process is making, so that two starts at once make each only once. */
const making = new Map<string, Promise<string>>();

/**
 * The template of `key` under `root`, made once: built by `fill` in a scratch folder, then renamed
 * into place. Another worker may have made the same template meanwhile: either copy is the same data.
 */
async function builtOnce(root: string, key: string, fill: (building: string) => Promise<void>): Promise<string> {
  const template = path.join(root, createHash('sha256').update(key).digest('hex').slice(0, 16));
  if (existsSync(template)) return template;
  const building = path.join(root, `building-${randomUUID()}`);
  try {
    await fill(building);
    if (!existsSync(template)) renameSync(building, template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** A data folder as the server's first start leaves it (migrated, seeded), without the signing secret. */
const makeTemplate = (root: string, config: Config, key: string): Promise<string> =>
  builtOnce(root, key, async building => {
    mkdirSync(building);
    const { db } = await openDataFolder({ ...config, dataDir: building });
    // Closing the only connection checkpoints the WAL into db.sqlite and removes it.
    db.close();
  });

/**
 * Fills `config.dataDir` with a copy of the data folder a first start with these seed inputs
 * makes (a file copy instead of a second migration, seed and password hashing), so that the
 * server starting on it finds the same data as on a fresh seed. Each server still makes its own
 * signing secret. Does nothing outside a Vitest run that provides `seedTemplates`.
 *
 * `window` is for servers on the real clock (the browser tests'), whose every start is a new
 * instant: they share the folder seeded first in the same window of that many ms, whose dates are
 * as much older. Windows start at whole multiples of it since 1970 UTC, so one of 15 minutes
 * never spans midnight, nor a financial year's start, in India (UTC+5:30): what the seed dates
 * "today" or "this year" is the same day and year as on a fresh seed.
 */
export async function copySeededDataFolder(config: Config, { window = 0 } = {}): Promise<void> {
  const root = templatesRoot();
  // A folder that already holds a database is a restart: it keeps its own data.
  if (!root || existsSync(path.join(config.dataDir, 'db.sqlite'))) return;
  cpSync(await seededTemplate(root, config, window), config.dataDir, { recursive: true });
}

/** This run's folder of templates; undefined outside a Vitest run that provides it. */
function templatesRoot(): string | undefined {
  // Outside a Vitest run (the benchmarks start the browser tests' servers too) there is nothing to copy.
  return process.env.VITEST ? inject('seedTemplates') || undefined : undefined;
}

/** The seeded template for these inputs, made once per process (and kept by the first of two processes). */
function seededTemplate(root: string, config: Config, window: number): Promise<string> {
  const key = seedInputs(config, window);
  let template = making.get(key);
  if (!template) {
    template = makeTemplate(root, config, key);
    making.set(key, template);
    template.catch(() => making.delete(key));
  }
  return template;
}

/** The file beside a template's data that keeps what its step answered; not copied to the servers' folders. */
const ANSWER = 'step-answer.json';

/**
 * A seeded data folder after `step` ran once on it (a server started there, did something and
 * closed), with what `step` answered.
 */
async function makeStepTemplate<T>(
  root: string,
  config: Config,
  key: string,
  step: (dataDir: string) => Promise<T>,
): Promise<string> {
  const seeded = await seededTemplate(root, config, 0);
  return builtOnce(root, key, async building => {
    cpSync(seeded, building, { recursive: true });
    // Its answer goes with its copy, whichever worker's copy stands.
    writeFileSync(path.join(building, ANSWER), JSON.stringify(await step(building)));
  });
}

/**
 * Fills `config.dataDir` as `copySeededDataFolder` does, then as `step` left a copy of it: a
 * server started on that copy (with `config` but for its folder) that did the step and closed.
 * The step runs once per run for each `name` and seed inputs; every copy gets what it answered
 * then (its data folder, secret included, is the same). `name` must say all the step depends on
 * beyond the seed inputs. Answers undefined, and fills nothing, outside a Vitest run that provides
 * `seedTemplates`, or for a folder that already holds a database.
 */
export async function copyDataFolderAfter<T>(
  config: Config,
  name: string,
  step: (dataDir: string) => Promise<T>,
): Promise<T | undefined> {
  const root = templatesRoot();
  if (!root || existsSync(path.join(config.dataDir, 'db.sqlite'))) return undefined;
  const key = `${seedInputs(config)} then ${name}`;
  let template = making.get(key);
  if (!template) {
    template = makeStepTemplate(root, config, key, step);
    making.set(key, template);
    template.catch(() => making.delete(key));
  }
  const folder = await template;
  cpSync(folder, config.dataDir, { recursive: true, filter: source => source !== path.join(folder, ANSWER) });
  return JSON.parse(readFileSync(path.join(folder, ANSWER), 'utf8')) as T;
}
