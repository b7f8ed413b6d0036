import type { Migration } from './migration';

// Payouts at the gateway, whose payouts and members live in the spec's backend, not in this file.
//
// payout_lines is made again without its references to payment_requests and users: at the gateway
// a line names the upstream's payout and member. Its other references, its indexes, and the
// sequence of its ids (a discarded line's id is never given again) stay as they were.
//
// upstream_payouts: the upstream's approved payouts as the gateway last read them (the spec's
// Payment: member, amount, account details, status, and the request's date), which batches are
// built from. corrected_at: the gateway's own correction of a reopened payout's bank details,
// kept over what the upstream's later answers say of them (the spec has no call to change them).

const LIVE = "('held', 'ready', 'released', 'paid')";

const sql = `
CREATE TEMP TABLE payout_lines_kept AS SELECT * FROM payout_lines;
CREATE TEMP TABLE payout_lines_sequence AS SELECT seq FROM sqlite_sequence WHERE name = 'payout_lines';
DROP TABLE payout_lines;
CREATE TABLE payout_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  batch_id INTEGER NOT NULL REFERENCES payout_batches (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position > 0),
  payout_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
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
INSERT INTO payout_lines SELECT * FROM payout_lines_kept;
DELETE FROM sqlite_sequence WHERE name = 'payout_lines';
INSERT INTO sqlite_sequence (name, seq) SELECT 'payout_lines', seq FROM payout_lines_sequence;
DROP TABLE payout_lines_kept;
DROP TABLE payout_lines_sequence;
CREATE UNIQUE INDEX payout_lines_live ON payout_lines (payout_id) WHERE status IN ${LIVE};
CREATE UNIQUE INDEX payout_lines_cancelled ON payout_lines (payout_id) WHERE status = 'cancelled';
CREATE INDEX payout_lines_by_batch ON payout_lines (batch_id, position);
CREATE INDEX payout_lines_by_payout ON payout_lines (payout_id, status);
CREATE INDEX payout_lines_paid_by_account ON payout_lines (account_number, answered_at) WHERE status = 'paid';
CREATE INDEX payout_lines_paid_by_member ON payout_lines (user_id, answered_at) WHERE status = 'paid';
CREATE INDEX payout_lines_by_utr ON payout_lines (utr) WHERE utr IS NOT NULL;

CREATE TABLE upstream_payouts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
  account_holders_name TEXT NOT NULL DEFAULT '',
  account_number TEXT NOT NULL DEFAULT '',
  ifsc_code TEXT NOT NULL DEFAULT '',
  bank_name TEXT NOT NULL DEFAULT '',
  requested_at TEXT,
  corrected_at TEXT
);
CREATE INDEX upstream_payouts_by_status ON upstream_payouts (status, id);
`;

export const gatewayPayouts: Migration = { version: 25, name: 'gateway payouts', sql, rebuildsTables: true };
