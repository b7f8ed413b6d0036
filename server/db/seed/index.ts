import { hashPassword } from '../../auth/passwords';
import type { Config } from '../../config';
import type { Db } from '../connection';
import { seedCatalogue } from './catalogue';
import { seedLegalTexts } from './content';
import type { SeedContext } from './context';
import { SeedFiles } from './files';
import { insert } from '../rows';
import { daysBefore } from './dates';
import { seedLoyalty } from './loyalty';
import { seedPeople } from './people';
import { createRng, type Rng } from './random';
import { seedFirstApproval } from './fourEyes';
import { seedKyc } from './kyc';
import { seedPayouts } from './payouts';
import { seedSchemes } from './schemes';
import { hashTeamPasswords, seedTeam } from './team';

export const DEMO_SEED = 20240601;

export interface DemoOptions {
  now: Date;
  rng: Rng;
  mediaDir: string;
}

/** The demo programme: catalogue, people, loyalty history with its ledger (and so notifications) and legal texts. */
export function seedDemo(db: Db, { now, rng, mediaDir }: DemoOptions): void {
  const seed: SeedContext = { db, now, rng, files: new SeedFiles(mediaDir) };
  db.transaction(() => {
    const products = seedCatalogue(seed);
    // Registrations, bills and requests notify the administrator through the database's triggers.
    seedLoyalty(seed, products, seedPeople(seed));
    seedLegalTexts(seed);
  })();
}

export function insertAdmin(
  db: Db,
  { email, passwordHash, now }: { email: string; passwordHash: string; now: Date },
): number {
  return insert(db, 'users', {
    is_admin: true,
    admin_role: 'owner',
    password_hash: passwordHash,
    first_name: 'Admin',
    last_name: 'User',
    email,
    phone: '9000000000',
    status: 'approved',
    date_joined: daysBefore(now, 800),
  });
}

/**
 * Fills a database that has no users yet with the administrator from the config (the owner), the
 * demo data, then one administrator of each other role (seed/team.ts), and a first approval awaiting a
 * second (seed/fourEyes.ts), the schemes' demo (seed/schemes.ts), the payouts' (seed/payouts.ts) and KYC's (seed/kyc.ts).
 */
export async function seedNewDatabase(db: Db, config: Config, mediaDir: string): Promise<void> {
  if ((db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number) > 0) return;
  const [passwordHash, teamHashes] = await Promise.all([hashPassword(config.adminPassword), hashTeamPasswords()]);
  const now = config.now();
  db.transaction(() => {
    insertAdmin(db, { email: config.adminEmail, passwordHash, now });
    seedDemo(db, { now, rng: createRng(DEMO_SEED), mediaDir });
    seedTeam(db, { now, passwordHashes: teamHashes, ownerEmail: config.adminEmail });
    seedFirstApproval(db, now);
    seedSchemes(db, now);
    seedPayouts(db, now);
    seedKyc(db, now);
  })();
}
