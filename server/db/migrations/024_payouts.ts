import type { Migration } from './migration';

// Payouts paid through the bank's bulk file: batches of lines, each line its own copy
// of its payout's account details, frozen once released; the bank's file as it was first written
// (its bytes, so each download is the same); the bank's answer files applied, and their rows.
// A payout is in at most one live line (held, ready, released or paid): the partial unique index
// payout_lines_live refuses a second, whatever builds it. It is cancelled at most once
// (payout_lines_cancelled), so its cash goes back to the member once.
//
// audit_log's CHECKs gain the actions 'release', 'download' and 'cancel' and the targets
// 'payout_batch' and 'payout_line': the table is made again as 020 does.

const LIVE = "('held', 'ready', 'released', 'paid')";

const sql = `
CREATE TABLE payout_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  upi_limit_paise INTEGER NOT NULL CHECK (upi_limit_paise >= 0),
  imps_limit_paise INTEGER NOT NULL CHECK (imps_limit_paise >= 0),
  rtgs_from_paise INTEGER NOT NULL CHECK (rtgs_from_paise >= 0),
  name_match_threshold INTEGER NOT NULL CHECK (name_match_threshold BETWEEN 0 AND 100),
  debit_account_number TEXT NOT NULL,
  debit_account_name TEXT NOT NULL,
  debit_ifsc TEXT NOT NULL,
  paid_outside_before TEXT
);
INSERT INTO payout_settings VALUES (1, 10000000, 5000000, 20000000, 60, '50200012345678', 'Programme Payouts Account', 'HDFC0000060', NULL);

CREATE TABLE payout_batches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  format TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'released', 'partly_paid', 'paid')),
  created_by INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  released_by INTEGER REFERENCES users (id),
  released_at TEXT,
  debit_account TEXT CHECK (debit_account IS NULL OR json_valid(debit_account)),
  CHECK ((status = 'draft') = (released_at IS NULL)),
  CHECK ((released_at IS NULL) = (released_by IS NULL))
);
CREATE INDEX payout_batches_by_status ON payout_batches (status, id);

CREATE TABLE payout_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  batch_id INTEGER NOT NULL REFERENCES payout_batches (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position > 0),
  payout_id INTEGER NOT NULL REFERENCES payment_requests (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  account_holder TEXT NOT NULL,
  account_number TEXT NOT NULL,
  ifsc TEXT NOT NULL,
  bank TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('UPI', 'IMPS', 'NEFT', 'RTGS')),
  reference TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('held', 'ready', 'released', 'paid', 'failed', 'returned', 'cancelled')),
  problems TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(problems) AND json_type(problems) = 'array'),
  tax_benefits_paise INTEGER NOT NULL DEFAULT 0,
  tax_higher_rate INTEGER NOT NULL DEFAULT 0 CHECK (tax_higher_rate IN (0, 1)),
  utr TEXT,
  reason TEXT,
  answered_at TEXT,
  kept_by INTEGER REFERENCES users (id),
  kept_reason TEXT,
  kept_at TEXT,
  UNIQUE (batch_id, position),
  CHECK ((kept_by IS NULL) = (kept_reason IS NULL) AND (kept_by IS NULL) = (kept_at IS NULL))
);
CREATE UNIQUE INDEX payout_lines_live ON payout_lines (payout_id) WHERE status IN ${LIVE};
CREATE UNIQUE INDEX payout_lines_cancelled ON payout_lines (payout_id) WHERE status = 'cancelled';
CREATE INDEX payout_lines_by_batch ON payout_lines (batch_id, position);
CREATE INDEX payout_lines_by_payout ON payout_lines (payout_id, status);
CREATE INDEX payout_lines_paid_by_account ON payout_lines (account_number, answered_at) WHERE status = 'paid';
CREATE INDEX payout_lines_paid_by_member ON payout_lines (user_id, answered_at) WHERE status = 'paid';
CREATE INDEX payout_lines_by_utr ON payout_lines (utr) WHERE utr IS NOT NULL;

CREATE TABLE payout_files (
  batch_id INTEGER PRIMARY KEY REFERENCES payout_batches (id),
  name TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  bytes BLOB NOT NULL
);

CREATE TABLE payout_answer_files (
  id INTEGER PRIMARY KEY,
  batch_id INTEGER NOT NULL REFERENCES payout_batches (id),
  sha256 TEXT NOT NULL,
  name TEXT NOT NULL,
  applied_by INTEGER NOT NULL REFERENCES users (id),
  applied_at TEXT NOT NULL,
  UNIQUE (batch_id, sha256)
);

CREATE TABLE payout_answer_rows (
  id INTEGER PRIMARY KEY,
  answer_file_id INTEGER NOT NULL REFERENCES payout_answer_files (id),
  row INTEGER NOT NULL,
  reference TEXT,
  line_id INTEGER REFERENCES payout_lines (id),
  outcome TEXT NOT NULL CHECK (outcome IN ('paid', 'failed', 'returned', 'unknown_reference', 'amount_differs', 'unknown_status', 'conflict')),
  utr TEXT,
  reason TEXT,
  amount_paise INTEGER,
  changed INTEGER NOT NULL CHECK (changed IN (0, 1))
);
CREATE INDEX payout_answer_rows_by_file ON payout_answer_rows (answer_file_id, row);

CREATE TEMP TABLE audit_log_kept AS SELECT * FROM audit_log;
DROP TABLE audit_log;
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id INTEGER NOT NULL,
  actor_email TEXT,
  action TEXT NOT NULL CHECK (action IN ('approve', 'reject', 'allow', 'create', 'update', 'delete', 'import', 'sign_in', 'sign_out', 'release', 'download', 'cancel')),
  target_type TEXT NOT NULL CHECK (target_type IN ('user', 'edit_request', 'bill', 'voucher', 'voucher_request', 'payment', 'product', 'brand', 'category', 'directory', 'terms', 'privacy', 'tds_certificate', 'settings', 'session', 'admin', 'scheme', 'payout_batch', 'payout_line')),
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

export const payouts: Migration = { version: 24, name: 'payouts', sql };
