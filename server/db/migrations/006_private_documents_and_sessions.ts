import type { Migration } from './migration';

// Sessions: a password change raises token_version, which every token carries, so earlier
// tokens stop working; refresh tokens form families (one per sign-in) whose rotation is
// recorded, so a reuse within the grace answers the same successor.
// Verifications: when, from which browser and from which (masked) address each was asked.
// Requests settled because their member was deleted keep why.
// Private documents: indexes for the look-ups that serve and collect their files.
const sql = `
ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;

ALTER TABLE refresh_tokens ADD COLUMN family TEXT;
ALTER TABLE refresh_tokens ADD COLUMN issued_at TEXT;
ALTER TABLE refresh_tokens ADD COLUMN successor_jti TEXT;
UPDATE refresh_tokens SET family = jti;
CREATE INDEX refresh_tokens_family ON refresh_tokens (family);

ALTER TABLE email_verifications ADD COLUMN requested_browser TEXT;
ALTER TABLE email_verifications ADD COLUMN requested_address TEXT;

ALTER TABLE voucher_requests ADD COLUMN reason TEXT;
ALTER TABLE payment_requests ADD COLUMN reason TEXT;

CREATE INDEX users_pan_card ON users (pan_card);
CREATE INDEX users_photo ON users (photo);
CREATE INDEX users_visiting_card_front ON users (visiting_card_front);
CREATE INDEX users_visiting_card_back ON users (visiting_card_back);
CREATE INDEX bills_image ON bills (image);
CREATE INDEX payment_requests_pan_card ON payment_requests (pan_card);
CREATE INDEX tds_certificates_file ON tds_certificates (certificate_file);
`;

export const privateDocumentsAndSessions: Migration = { version: 6, name: 'private_documents_and_sessions', sql };
