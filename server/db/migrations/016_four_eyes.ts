import type { Migration } from './migration';

// Four eyes (contract/team/fourEyes.ts): a decision above a threshold needs two
// administrators.
//
// programme_settings gains the thresholds: a payout's and a bill's cash in paise, a bill's points
// as they are; their defaults those of the time (contract/programme/defaultSettings.ts): ₹25,000
// a payout, ₹10,000 or 10,000 points a bill.
//
// bills and payment_requests gain the first approval of a pending item: who (first_approved_by)
// and when (first_approved_at); a bill also the figures approved (first_points_earned,
// first_cash_earned_paise), which the second approval confirms. Nothing is credited or paid on
// the first. A trigger clears it whenever the item leaves pending (approved or rejected), so that
// only a pending item ever carries one; the audit trail keeps who gave it.

const clearedOnDecision = (table: string, columns: string[]) => `
CREATE TRIGGER ${table}_first_approval_cleared AFTER UPDATE OF status ON ${table}
WHEN NEW.status <> 'pending' AND NEW.first_approved_by IS NOT NULL
BEGIN
  UPDATE ${table} SET ${columns.map(column => `${column} = NULL`).join(', ')} WHERE id = NEW.id;
END;`;

const BILL_COLUMNS = ['first_approved_by', 'first_approved_at', 'first_points_earned', 'first_cash_earned_paise'];
const PAYMENT_COLUMNS = ['first_approved_by', 'first_approved_at'];

const sql = `
ALTER TABLE programme_settings ADD COLUMN four_eyes_payout_paise INTEGER NOT NULL
  DEFAULT 2500000 CHECK (four_eyes_payout_paise >= 0);
ALTER TABLE programme_settings ADD COLUMN four_eyes_bill_cash_paise INTEGER NOT NULL
  DEFAULT 1000000 CHECK (four_eyes_bill_cash_paise >= 0);
ALTER TABLE programme_settings ADD COLUMN four_eyes_bill_points INTEGER NOT NULL
  DEFAULT 10000 CHECK (four_eyes_bill_points >= 0);

ALTER TABLE bills ADD COLUMN first_approved_by INTEGER REFERENCES users (id);
ALTER TABLE bills ADD COLUMN first_approved_at TEXT;
ALTER TABLE bills ADD COLUMN first_points_earned INTEGER;
ALTER TABLE bills ADD COLUMN first_cash_earned_paise INTEGER;
CREATE INDEX bills_first_approved_by ON bills (first_approved_by) WHERE first_approved_by IS NOT NULL;
${clearedOnDecision('bills', BILL_COLUMNS)}

ALTER TABLE payment_requests ADD COLUMN first_approved_by INTEGER REFERENCES users (id);
ALTER TABLE payment_requests ADD COLUMN first_approved_at TEXT;
CREATE INDEX payment_requests_first_approved_by ON payment_requests (first_approved_by)
  WHERE first_approved_by IS NOT NULL;
${clearedOnDecision('payment_requests', PAYMENT_COLUMNS)}
`;

export const fourEyes: Migration = { version: 16, name: 'four_eyes', sql };
