import type { Migration } from './migration';

// A team of administrators with roles (contract/team/roles.ts, server/team/).
//
// users gains admin_role (NULL for members; each administrator there already becomes an 'owner',
// so nobody loses what they could do), admin_disabled_at (a disabled administrator's tokens stop
// working and sign-in is refused) and last_login_at (set by each sign-in).
//
// admin_invitations: an administrator is invited by email. The row keeps only a sha256 of the
// link's token (as email_verifications do); the link works until expires_at (48 hours), once:
// accepted_at is set by the acceptance that sets the password. invited_by is the owner who sent it.
//
// audit_log's CHECKs allow the audit vocabulary (contract/audit/vocabulary.ts) written out, which
// gains the target 'admin': the log is kept aside, the table made again with the new CHECKs, its
// indexes and triggers, and the entries put back with their ids. DROP TABLE fires no trigger, so
// the triggers that refuse deletes do not stop it (a rename would make SQLite re-read
// bills_risk_insert, which it cannot).

const sql = `
ALTER TABLE users ADD COLUMN admin_role TEXT CHECK (admin_role IN ('owner', 'finance', 'catalogue', 'support'));
ALTER TABLE users ADD COLUMN admin_disabled_at TEXT;
ALTER TABLE users ADD COLUMN last_login_at TEXT;
UPDATE users SET admin_role = 'owner' WHERE is_admin = 1;

CREATE TABLE admin_invitations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  accepted_at TEXT,
  invited_by INTEGER REFERENCES users (id)
);
CREATE INDEX admin_invitations_by_user ON admin_invitations (user_id, created_at);

CREATE TEMP TABLE audit_log_kept AS SELECT * FROM audit_log;
DROP TABLE audit_log;
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
INSERT INTO audit_log (id, at, actor_id, actor_email, action, target_type, target_id, summary, changes)
  SELECT id, at, actor_id, actor_email, action, target_type, target_id, summary, changes FROM audit_log_kept;
DROP TABLE audit_log_kept;
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

export const team: Migration = { version: 15, name: 'team', sql };
