import type { Db } from '../connection';
import type { SeedFiles } from './files';
import type { Rng } from './random';

export interface SeedContext {
  db: Db;
  now: Date;
  rng: Rng;
  files: SeedFiles;
}
