import type { Migration } from './migration';

// The schemes at the gateway: what the gateway records of a bill's approval it
// forwards to the spec's backend, whose bills and members live there, not in this file.
//
// scheme_credits is made again without its references to bills and users: at the gateway a
// credit names the upstream's bill and member. On a reference server the decision that credits a
// bill writes its credits in the same transaction, so nothing is lost; a member removed later
// keeps what their bills cost the schemes.
//
// upstream_bill_breakdowns: the schemes' breakdown an approval forwarded by the gateway was made
// with (JSON, as bills.earning_breakdown holds it on a reference server), by the upstream's bill.

const sql = `
CREATE TABLE scheme_credits_kept AS SELECT * FROM scheme_credits;
DROP TABLE scheme_credits;
CREATE TABLE scheme_credits (
  bill_id INTEGER NOT NULL,
  scheme_id INTEGER NOT NULL REFERENCES schemes (id),
  version INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  user_type TEXT,
  points INTEGER NOT NULL,
  cash_paise INTEGER NOT NULL,
  credited_at TEXT NOT NULL,
  PRIMARY KEY (bill_id, scheme_id)
);
INSERT INTO scheme_credits SELECT * FROM scheme_credits_kept;
DROP TABLE scheme_credits_kept;
CREATE INDEX scheme_credits_by_member ON scheme_credits (user_id, scheme_id);
CREATE INDEX scheme_credits_by_scheme ON scheme_credits (scheme_id, credited_at);

CREATE TABLE upstream_bill_breakdowns (
  bill_id INTEGER PRIMARY KEY,
  earning_breakdown TEXT NOT NULL CHECK (json_valid(earning_breakdown) AND json_type(earning_breakdown) = 'object'),
  recorded_at TEXT NOT NULL
);
`;

export const gatewaySchemes: Migration = { version: 21, name: 'gateway schemes', sql };
