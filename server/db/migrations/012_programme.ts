import type { Migration } from './migration';

// The programme's settings and section 194R's register.
//
// programme_settings: one row (id 1) of the figures law or policy set, stored exactly as whole
// numbers: the point's rupee value and the threshold in paise, the rates in hundredths of a
// percent (1000 is 10%). contract/programme/settings.ts allows at most two decimals of each. The
// row holds the defaults of the time (contract/programme/defaultSettings.ts): ₹1 a point, and
// section 194R's ₹20,000 a year, at 10% with a PAN and 20% without.
//
// yearly_benefits: what approved bills credited each member in each financial year (India's,
// April to March in India's time), the ledger's `points_earned` and `cash_earned` entries summed
// by an AFTER INSERT trigger. Refunds, reversals and redemptions are no new benefits. Entries are
// never changed or deleted (001's triggers), so the sums stay exact; the register reads them by
// index instead of scanning the ledger. A member's value depends on the point's rupee value,
// which may change, so the register finds its rows by the two indexed ranges that must hold one
// of them (see server/programme/register.ts).

/** SQL of the financial year an ISO time (UTC) falls in, in India's time: 1 April 00:00 IST starts it. */
export const financialYearSql = (time: string) =>
  `(CAST(strftime('%Y', ${time}, '+330 minutes') AS INTEGER) - (strftime('%m', ${time}, '+330 minutes') < '04'))`;

const BENEFIT_KINDS = "('points_earned', 'cash_earned')";
const pointsOf = (entry: string) => `CASE ${entry}.kind WHEN 'points_earned' THEN ${entry}.amount ELSE 0 END`;
const paiseOf = (entry: string) => `CASE ${entry}.kind WHEN 'cash_earned' THEN ${entry}.amount ELSE 0 END`;

/** Fills yearly_benefits from the whole ledger (a migration's backfill, a bulk load's end). */
export const FILL_YEARLY_BENEFITS = `
  INSERT INTO yearly_benefits (user_id, financial_year, points, paise)
  SELECT l.user_id, ${financialYearSql('l.created_at')}, SUM(${pointsOf('l')}), SUM(${paiseOf('l')})
  FROM ledger_entries l WHERE l.kind IN ${BENEFIT_KINDS} GROUP BY 1, 2;`;

export const EMPTY_YEARLY_BENEFITS = 'DELETE FROM yearly_benefits;';

export const CREATE_YEARLY_BENEFITS_TRIGGER = `
CREATE TRIGGER yearly_benefits_insert AFTER INSERT ON ledger_entries WHEN NEW.kind IN ${BENEFIT_KINDS}
BEGIN
  INSERT INTO yearly_benefits (user_id, financial_year, points, paise)
  VALUES (NEW.user_id, ${financialYearSql('NEW.created_at')}, ${pointsOf('NEW')}, ${paiseOf('NEW')})
  ON CONFLICT (user_id, financial_year) DO UPDATE SET points = points + excluded.points, paise = paise + excluded.paise;
END;`;

export const DROP_YEARLY_BENEFITS_TRIGGER = 'DROP TRIGGER yearly_benefits_insert;';

const sql = `
CREATE TABLE programme_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  point_value_paise INTEGER NOT NULL CHECK (point_value_paise >= 0),
  tax_194r_threshold_paise INTEGER NOT NULL CHECK (tax_194r_threshold_paise >= 0),
  tax_194r_rate_with_pan_bp INTEGER NOT NULL CHECK (tax_194r_rate_with_pan_bp BETWEEN 0 AND 10000),
  tax_194r_rate_without_pan_bp INTEGER NOT NULL CHECK (tax_194r_rate_without_pan_bp BETWEEN 0 AND 10000)
);
INSERT INTO programme_settings VALUES (1, 100, 2000000,
  1000, 2000);

CREATE TABLE yearly_benefits (
  user_id INTEGER NOT NULL,
  financial_year INTEGER NOT NULL,
  points INTEGER NOT NULL,
  paise INTEGER NOT NULL,
  PRIMARY KEY (user_id, financial_year)
);
${FILL_YEARLY_BENEFITS}
${CREATE_YEARLY_BENEFITS_TRIGGER}
CREATE INDEX yearly_benefits_by_points ON yearly_benefits (financial_year, points);
CREATE INDEX yearly_benefits_by_paise ON yearly_benefits (financial_year, paise);
CREATE INDEX tds_certificates_user_uploaded ON tds_certificates (user_id, uploaded_at) WHERE is_deleted = 0;
`;

export const programme: Migration = { version: 12, name: 'programme', sql };
