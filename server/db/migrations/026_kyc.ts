import type { Migration } from './migration';

// KYC: the programme's choice of verifier, and each member's PAN and payout account as last checked.
// A part's row names the number it was checked for (the PAN; the account number and IFSC): once the
// member's PAN or latest payout names another, the part reads as unchecked again. A manual outcome
// awaits a second administrator's confirmation in the proposed_* columns. Every check is kept in
// kyc_checks with what was sent and what came back (secrets left out); a verifier that did not answer
// leaves a check without a state.

const STATES = "('unchecked', 'verified', 'name_differs', 'inoperative', 'invalid', 'failed', 'awaiting_confirmation')";

const sql = `
CREATE TABLE kyc_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  verifier TEXT NOT NULL CHECK (verifier IN ('manual', 'demo', 'cashfree')),
  name_match_threshold INTEGER NOT NULL CHECK (name_match_threshold BETWEEN 0 AND 100),
  checks_per_window INTEGER NOT NULL CHECK (checks_per_window BETWEEN 1 AND 100),
  window_minutes INTEGER NOT NULL CHECK (window_minutes BETWEEN 1 AND 1440)
);
INSERT INTO kyc_settings VALUES (1, 'demo', 60, 5, 10);

CREATE TABLE kyc_parts (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
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
CREATE INDEX kyc_parts_by_state ON kyc_parts (part, state);

CREATE TABLE kyc_checks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  part TEXT NOT NULL CHECK (part IN ('pan', 'account')),
  verifier TEXT NOT NULL CHECK (verifier IN ('manual', 'demo', 'cashfree')),
  at TEXT NOT NULL,
  by INTEGER NOT NULL REFERENCES users (id),
  state TEXT CHECK (state IS NULL OR state IN ${STATES}),
  request TEXT NOT NULL CHECK (json_valid(request)),
  answer TEXT NOT NULL CHECK (json_valid(answer))
);
CREATE INDEX kyc_checks_by_member ON kyc_checks (user_id, at);
`;

export const kyc: Migration = { version: 26, name: 'kyc', sql };
