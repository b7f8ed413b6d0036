import type { Migration } from './migration';

// Four eyes at the gateway: the bills and payouts are the upstream's, so the first of two
// approvals is kept here, by kind and the upstream's id: who (an administrator: the upstream's user
// id) and when, a bill's figures, and while its confirmation is being forwarded, who confirms and
// since when (two confirmations at once: the second finds it taken). The reference server keeps its
// first approvals on its own bills and payment_requests (migration 016) and leaves this table empty.

const sql = `
CREATE TABLE gateway_first_approvals (
  kind TEXT NOT NULL CHECK (kind IN ('bill', 'payout')),
  item_id INTEGER NOT NULL,
  approved_by INTEGER NOT NULL REFERENCES users (id),
  approved_at TEXT NOT NULL,
  points_earned INTEGER,
  cash_earned_paise INTEGER,
  confirming_by INTEGER REFERENCES users (id),
  confirming_since TEXT,
  PRIMARY KEY (kind, item_id)
);
`;

export const gatewayFirstApprovals: Migration = { version: 18, name: 'gateway_first_approvals', sql };
