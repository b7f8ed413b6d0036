import type { Migration } from './migration';

// Possible duplicate bills (server/bills/duplicates.ts): a bill whose image has the same bytes
// as another's, or whose member, amount and bill date match another's.
//
// `image_sha256` is the SHA-256 (hex) of the bill image's bytes. SQL cannot read the files, so
// the server fills it at start for every bill with an image and no hash yet (the bills of a
// database from before this migration, and those the seeds add): `hashBillImages`, which the
// partial index `bills_unhashed_image` finds without a scan.
//
// Both rules are indexed lookups of each bill's own values: by image hash (a partial index, as
// most bills of a big database have no image), and by member, amount and bill date (which
// also serves every lookup by member, so it replaces `bills_user`).

const sql = `
ALTER TABLE bills ADD COLUMN image_sha256 TEXT;
CREATE INDEX bills_image_sha256 ON bills (image_sha256) WHERE image_sha256 IS NOT NULL;
CREATE INDEX bills_unhashed_image ON bills (id) WHERE image IS NOT NULL AND image_sha256 IS NULL;
CREATE INDEX bills_same_purchase ON bills (user_id, amount_paise, invoice_date);
DROP INDEX bills_user;
`;

export const billDuplicates: Migration = { version: 9, name: 'bill_duplicates', sql };
