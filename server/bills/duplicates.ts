import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Db } from '../db/connection';
import type { MediaStore } from '../media';
import { shownMember } from '../users/records';

/**
 * SQL: the ids (a JSON array, ascending) of the other bills that may be the same as the bill
 * `b`: their image has the same bytes (SHA-256), or their member, amount and bill date are
 * the same. Each rule is one lookup in its index (migration 009), whatever the bills' number;
 * bills of members the lists hide are left out, as the lists leave them out.
 */
export const possibleDuplicateIdsSql = (b: string): string => `json((SELECT json_group_array(d.id ORDER BY d.id) FROM (
    SELECT o.id FROM bills o
    WHERE o.image_sha256 = ${b}.image_sha256 AND o.id <> ${b}.id AND ${shownMember('o.user_id')}
    UNION
    SELECT o.id FROM bills o
    WHERE o.user_id = ${b}.user_id AND o.amount_paise = ${b}.amount_paise AND o.invoice_date = ${b}.invoice_date
      AND o.id <> ${b}.id
  ) d))`;

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
