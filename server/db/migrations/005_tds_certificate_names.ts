import type { Migration } from './migration';

// The name a certificate had on the administrator's computer (at most 30 characters), shown
// in the list; the stored file keeps its server-made name. Null for certificates uploaded before.
const sql = `ALTER TABLE tds_certificates ADD COLUMN file_name TEXT CHECK (length(file_name) <= 30);`;

export const tdsCertificateNames: Migration = { version: 5, name: 'tds_certificate_names', sql };
