import type { Migration } from './migration';

// KYC at the gateway, whose members live in the spec's backend, not in this file.
//
// kyc_parts and kyc_checks are made again without their members' references to users: at the
// gateway a row names the upstream's member. The administrators who record, confirm and check are
// the server's own and keep their references; the rows, their rowids and the indexes stay as they were.

const STATES = "('unchecked', 'verified', 'name_differs', 'inoperative', 'invalid', 'failed', 'awaiting_confirmation')";

const sql = `
CREATE TEMP TABLE kyc_parts_kept AS SELECT rowid AS kept_rowid, * FROM kyc_parts;
CREATE TEMP TABLE kyc_checks_kept AS SELECT * FROM kyc_checks;
DROP TABLE kyc_parts;
DROP TABLE kyc_checks;

CREATE TABLE kyc_parts (
  user_id INTEGER NOT NULL,
  part TEXT NOT NULL CHECK (part IN ('pan', 'account')),
  number TEXT NOT NULL,
  ifsc TEXT,
  state TEXT NOT NULL CHECK (state IN ${STATES}),
  name TEXT,
  match INTEGER CHECK (match BETWEEN 0 AND 100),
  checked_at TEXT,
  reason TEXT,
  proposed_verified INTEGER CHECK (proposed_verified IN (0, 1)),
  proposed_reason TEXT,
  proposed_by INTEGER REFERENCES users (id),
  proposed_at TEXT,
  PRIMARY KEY (user_id, part),
  CHECK ((part = 'account') = (ifsc IS NOT NULL)),
  CHECK ((state = 'awaiting_confirmation') = (proposed_by IS NOT NULL)),
  CHECK ((proposed_by IS NULL) = (proposed_verified IS NULL) AND (proposed_by IS NULL) = (proposed_at IS NULL))
);
INSERT INTO kyc_parts (rowid, user_id, part, number, ifsc, state, name, match, checked_at, reason, proposed_verified,
    proposed_reason, proposed_by, proposed_at)
  SELECT kept_rowid, user_id, part, number, ifsc, state, name, match, checked_at, reason, proposed_verified,
    proposed_reason, proposed_by, proposed_at FROM kyc_parts_kept;
CREATE INDEX kyc_parts_by_state ON kyc_parts (part, state);

CREATE TABLE kyc_checks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  part TEXT NOT NULL CHECK (part IN ('pan', 'account')),
  verifier TEXT NOT NULL CHECK (verifier IN ('manual', 'demo', 'cashfree')),
  at TEXT NOT NULL,
  by INTEGER NOT NULL REFERENCES users (id),
  state TEXT CHECK (state IS NULL OR state IN ${STATES}),
  request TEXT NOT NULL CHECK (json_valid(request)),
  answer TEXT NOT NULL CHECK (json_valid(answer))
);
INSERT INTO kyc_checks SELECT * FROM kyc_checks_kept;
CREATE INDEX kyc_checks_by_member ON kyc_checks (user_id, at);

DROP TABLE kyc_parts_kept;
DROP TABLE kyc_checks_kept;
`;

export const gatewayKyc: Migration = { version: 27, name: 'gateway kyc', sql, rebuildsTables: true };
