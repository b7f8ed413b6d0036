import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { MediaStore } from '../media';
import type { Db } from './connection';

/** The SHA-256 of the bytes, as the `image_sha256` column keeps it (hex). */
export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

interface UnhashedBill {
  id: number;
  image: string;
}

/**
 * Fills `image_sha256` for every bill with an image and no hash yet: the bills of a database
 * from before migration 9, and those the seeds add. Runs at each start; with every image
 * hashed it is one lookup of an empty partial index. A missing file leaves its bill unhashed.
 */
export function hashBillImages(db: Db, media: MediaStore): void {
  const unhashed = db
    .prepare('SELECT id, image FROM bills WHERE image IS NOT NULL AND image_sha256 IS NULL')
    .all() as UnhashedBill[];
  if (unhashed.length === 0) return;
  const hashes = new Map<string, string | null>();
  const hashOf = (stored: string) => {
    if (!hashes.has(stored)) {
      const file = media.fileOf(stored);
      hashes.set(stored, existsSync(file) ? sha256Of(readFileSync(file)) : null);
    }
    return hashes.get(stored)!;
  };
  const update = db.prepare('UPDATE bills SET image_sha256 = ? WHERE id = ?');
  db.transaction(() => {
    for (const bill of unhashed) {
      const hash = hashOf(bill.image);
      if (hash !== null) update.run(hash, bill.id);
    }
  })();
}
