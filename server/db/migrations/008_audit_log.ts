import type { Migration } from './migration';

// Every change an administrator makes, written once: as the ledger's entries, no statement may
// change or delete a row (the triggers abort it). The actor's email is kept as it was at the time.
// As no row is ever deleted, an id is never given twice.
//
// The CHECKs allow the audit vocabulary (contract/audit/vocabulary.ts) written out, as a new
// database has been given it since 015 (before, without the target 'admin', which 015 adds by
// remaking the table): a word added to the vocabulary needs a new migration that does the same.

const sql = `
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id INTEGER NOT NULL,
  actor_email TEXT,
  action TEXT NOT NULL CHECK (action IN ('approve', 'reject', 'allow', 'create', 'update', 'delete', 'import', 'sign_in', 'sign_out')),
  target_type TEXT NOT NULL CHECK (target_type IN ('user', 'edit_request', 'bill', 'voucher', 'voucher_request', 'payment', 'product', 'brand', 'category', 'directory', 'terms', 'privacy', 'tds_certificate', 'settings', 'session', 'admin')),
  target_id INTEGER,
  summary TEXT NOT NULL,
  changes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(changes) AND json_type(changes) = 'object')
);
CREATE INDEX audit_log_by_time ON audit_log (at);
CREATE INDEX audit_log_by_target ON audit_log (target_type, target_id, at);
CREATE INDEX audit_log_by_actor ON audit_log (actor_id, at);

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit entries cannot be changed');
END;

CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit entries cannot be deleted');
END;
`;

export const auditLog: Migration = { version: 8, name: 'audit_log', sql };
