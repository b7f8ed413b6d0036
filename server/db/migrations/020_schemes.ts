import type { Migration } from './migration';

// Schemes (contract/schemes/): the programme's rules for what a bill earns.
//
// schemes: a scheme by its name. scheme_versions: its versions, 1, 2, … in the order they were
// made, each with its terms (JSON: period, audience, stacking, rules and caps, as
// contract/schemes/input.ts checks them) in force on invoice days from valid_from (YYYY-MM-DD,
// India's day). A version is drafted (drafted_by, drafted_at) and goes live when another
// administrator approves it (approved_by, approved_at); a live version is never changed. A draft
// scheme's versions go with it.
//
// scheme_credits: what each scheme gave each bill its decision credited (the sums of the
// scheme's lines in the bill's breakdown), with the version, the member and the member's
// user_type then, and when: what the caps per member, the budgets and the cost page read.
//
// bills gains earning_breakdown: the schemes' breakdown the decision that credited it was made
// with (JSON); NULL before a decision or for a bill decided without schemes.
//
// audit_log's CHECKs gain the target 'scheme': the table is made again as 015 does, keeping the
// columns 017 added, its indexes and its write-once triggers, and the entries with their ids.

const sql = `
CREATE TABLE schemes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE scheme_versions (
  scheme_id INTEGER NOT NULL REFERENCES schemes (id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1),
  valid_from TEXT NOT NULL,
  terms TEXT NOT NULL CHECK (json_valid(terms) AND json_type(terms) = 'object'),
  status TEXT NOT NULL CHECK (status IN ('draft', 'live')),
  drafted_by INTEGER NOT NULL REFERENCES users (id),
  drafted_at TEXT NOT NULL,
  approved_by INTEGER REFERENCES users (id),
  approved_at TEXT,
  PRIMARY KEY (scheme_id, version),
  CHECK ((status = 'live') = (approved_by IS NOT NULL AND approved_at IS NOT NULL))
);
CREATE INDEX scheme_versions_live ON scheme_versions (scheme_id) WHERE status = 'live';

CREATE TABLE scheme_credits (
  bill_id INTEGER NOT NULL REFERENCES bills (id),
  scheme_id INTEGER NOT NULL REFERENCES schemes (id),
  version INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  user_type TEXT,
  points INTEGER NOT NULL,
  cash_paise INTEGER NOT NULL,
  credited_at TEXT NOT NULL,
  PRIMARY KEY (bill_id, scheme_id)
);
CREATE INDEX scheme_credits_by_member ON scheme_credits (user_id, scheme_id);
CREATE INDEX scheme_credits_by_scheme ON scheme_credits (scheme_id, credited_at);

ALTER TABLE bills ADD COLUMN earning_breakdown TEXT
  CHECK (earning_breakdown IS NULL OR (json_valid(earning_breakdown) AND json_type(earning_breakdown) = 'object'));

CREATE TEMP TABLE audit_log_kept AS SELECT * FROM audit_log;
DROP TABLE audit_log;
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id INTEGER NOT NULL,
  actor_email TEXT,
  action TEXT NOT NULL CHECK (action IN ('approve', 'reject', 'allow', 'create', 'update', 'delete', 'import', 'sign_in', 'sign_out')),
  target_type TEXT NOT NULL CHECK (target_type IN ('user', 'edit_request', 'bill', 'voucher', 'voucher_request', 'payment', 'product', 'brand', 'category', 'directory', 'terms', 'privacy', 'tds_certificate', 'settings', 'session', 'admin', 'scheme')),
  target_id INTEGER,
  summary TEXT NOT NULL,
  changes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(changes) AND json_type(changes) = 'object'),
  upstream_status INTEGER CHECK (upstream_status BETWEEN 100 AND 599),
  sent TEXT CHECK (sent IS NULL OR json_valid(sent))
);
INSERT INTO audit_log (id, at, actor_id, actor_email, action, target_type, target_id, summary, changes, upstream_status, sent)
  SELECT id, at, actor_id, actor_email, action, target_type, target_id, summary, changes, upstream_status, sent
  FROM audit_log_kept;
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

export const schemes: Migration = { version: 20, name: 'schemes', sql };
