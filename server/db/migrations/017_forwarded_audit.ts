import type { Migration } from './migration';

// The audit trail of the gateway: a change forwarded to the programme's own backend
// (the upstream) is written with the upstream's status (upstream_status) and what was sent (sent:
// JSON, secrets left out; a multipart body by its length alone). Both stay NULL on the reference
// server's own entries. Adding columns leaves the write-once triggers of 008 as they are; a
// migration that makes the table again for a new word of the vocabulary (as 015 does) keeps both.

const sql = `
ALTER TABLE audit_log ADD COLUMN upstream_status INTEGER CHECK (upstream_status BETWEEN 100 AND 599);
ALTER TABLE audit_log ADD COLUMN sent TEXT CHECK (sent IS NULL OR json_valid(sent));
`;

export const forwardedAudit: Migration = { version: 17, name: 'forwarded_audit', sql };
