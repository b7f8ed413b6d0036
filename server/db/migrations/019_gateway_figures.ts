import type { Migration } from './migration';

// The programme's figures at the gateway: what it keeps of the upstream's lists to add
// risk flags to bills and to answer the 194R register, the weekly movement and the liability.
// A reference server leaves these tables empty.
//
// upstream_members: a member as the upstream's answers name them (a bill's user_list): what the
// register shows, and the join date the risk rules measure from (NULL: not known).
//
// upstream_bills: a bill as the gateway last saw it: member, amount in paise, upload time (ISO
// text as the upstream gave it), status, and, when known, the decision's time and figures (the
// gateway's forwarded approvals, or the upstream's answers where they carry them). financial_year
// is the financial year the approval credited, set only when its figures are known.
//
// upstream_yearly_benefits: those known credits summed by member and financial year, kept by
// triggers on upstream_bills, as yearly_benefits (migration 012) is on the reference server's
// ledger; the register reads it by the same two indexed ranges.
//
// upstream_requests: pending and decided voucher and payout requests as the gateway saw them:
// what a pending one holds (points, or paise) and when it was made.
//
// upstream_fills: each list the gateway has read whole once (its first fill), and when.

const addBenefit = (row: string, sign: string) => `
  INSERT INTO upstream_yearly_benefits (user_id, financial_year, points, paise)
  VALUES (${row}.user_id, ${row}.financial_year, ${sign}${row}.points_earned, ${sign}${row}.cash_earned_paise)
  ON CONFLICT (user_id, financial_year) DO UPDATE
    SET points = points + excluded.points, paise = paise + excluded.paise;`;

const sql = `
CREATE TABLE upstream_members (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  firm_name TEXT,
  user_type TEXT,
  phone TEXT,
  email TEXT,
  pan_card_number TEXT,
  date_joined TEXT
);
CREATE INDEX upstream_members_joined ON upstream_members (date_joined);

CREATE TABLE upstream_bills (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  amount_paise INTEGER NOT NULL,
  date_added TEXT NOT NULL,
  status TEXT NOT NULL,
  decided_at TEXT,
  points_earned INTEGER,
  cash_earned_paise INTEGER,
  financial_year INTEGER,
  CHECK (financial_year IS NULL OR (points_earned IS NOT NULL AND cash_earned_paise IS NOT NULL))
);
CREATE INDEX upstream_bills_user_added ON upstream_bills (user_id, date_added);
CREATE INDEX upstream_bills_added ON upstream_bills (date_added);
CREATE INDEX upstream_bills_decided ON upstream_bills (decided_at) WHERE decided_at IS NOT NULL;
CREATE INDEX upstream_bills_pending ON upstream_bills (date_added) WHERE status = 'pending';

CREATE TABLE upstream_yearly_benefits (
  user_id INTEGER NOT NULL,
  financial_year INTEGER NOT NULL,
  points INTEGER NOT NULL,
  paise INTEGER NOT NULL,
  PRIMARY KEY (user_id, financial_year)
);
CREATE INDEX upstream_yearly_benefits_by_points ON upstream_yearly_benefits (financial_year, points);
CREATE INDEX upstream_yearly_benefits_by_paise ON upstream_yearly_benefits (financial_year, paise);

CREATE TRIGGER upstream_bills_benefit_insert AFTER INSERT ON upstream_bills WHEN NEW.financial_year IS NOT NULL
BEGIN ${addBenefit('NEW', '')}
END;
CREATE TRIGGER upstream_bills_benefit_update_old AFTER UPDATE ON upstream_bills WHEN OLD.financial_year IS NOT NULL
BEGIN ${addBenefit('OLD', '-')}
END;
CREATE TRIGGER upstream_bills_benefit_update_new AFTER UPDATE ON upstream_bills WHEN NEW.financial_year IS NOT NULL
BEGIN ${addBenefit('NEW', '')}
END;

CREATE TABLE upstream_requests (
  kind TEXT NOT NULL CHECK (kind IN ('voucher', 'payout')),
  id INTEGER NOT NULL,
  user_id INTEGER,
  points INTEGER NOT NULL DEFAULT 0,
  amount_paise INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  requested_at TEXT,
  PRIMARY KEY (kind, id)
);
CREATE INDEX upstream_requests_pending ON upstream_requests (kind, requested_at) WHERE status = 'pending';

CREATE TABLE upstream_fills (
  list TEXT PRIMARY KEY,
  filled_at TEXT NOT NULL
);
`;

export const gatewayFigures: Migration = { version: 19, name: 'gateway_figures', sql };
