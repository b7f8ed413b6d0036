import type { Migration } from './migration';

// Risk rules on bills (contract/programme/risk.ts, server/bills/risk.ts).
//
// A bill's measurements do not depend on the settings, so each bill keeps them, taken as of its
// upload from the member's bills uploaded up to and including it (by upload time, then id):
// risk_amount_30_days_paise (their paise in the 30 days of 24 hours up to it), risk_bills_that_day
// (their number that calendar day, India's), risk_usual_paise (the mean of the earlier ones to the
// nearest paisa; NULL with fewer than 3) and risk_days_since_joining (whole days from the member's
// date_joined, 0 before it). The lists compare them with the settings when they are read.
//
// The lists' `flagged` filter compares these columns with the settings' thresholds as parameters
// (server/bills/risk.ts): no subquery. The pending bills, the list administrators filter, are
// counted from the partial covering index bills_pending_risk without reading their rows.
//
// An AFTER INSERT trigger measures the new bill, and measures again the member's bills uploaded
// after it: none when bills arrive as they are uploaded, the later ones when a seed inserts out of
// order. Each measure reads the member's bills up to it by a range of the covering index
// bills_user_added: upload times are ISO texts of one format (toISOString), which sort as the
// times do, so the range is on the text; within it, times are compared as whole milliseconds, as
// the app's fallback (measureBills) compares them. Bills inserted newest first would re-measure
// every later bill at each insert: a bulk load drops the trigger and measures every bill once at
// its end (server/db/derivedData.ts).
//
// programme_settings gains the rules' thresholds: the amount in paise, the multiple in hundredths;
// their defaults those of the time (contract/programme/defaultSettings.ts): ₹2,00,000 in 30 days,
// 3 bills a day, 5 times the usual bill, 7 days after joining.

const DAY_MS = 86_400_000;

// The rules' constants of the time (contract/programme/risk.ts).
/** How far back the amount rule looks. */
const RISK_WINDOW_DAYS = 30;
/** The usual amount is counted only from this many earlier bills. */
const USUAL_FROM_BILLS = 3;

/** SQL of an ISO time as whole milliseconds since 1970 (julianday is exact to well under a millisecond). */
const msOf = (time: string) => `CAST(ROUND((julianday(${time}) - 2440587.5) * ${DAY_MS}) AS INTEGER)`;

/** SQL of India's calendar day of an ISO time. */
const indiaDay = (time: string) => `date(${time}, '+330 minutes')`;

/**
 * SQL (a row of four values) of the bill `b`'s measurements, from its member's bills up to and
 * including it: amount in 30 days, bills that day, usual, days since joining.
 */
const measuresOf = (b: string) => `(SELECT
    SUM(CASE WHEN ${msOf('o.date_added')} > ${msOf(`${b}.date_added`)} - ${RISK_WINDOW_DAYS * DAY_MS} THEN o.amount_paise ELSE 0 END),
    SUM(${indiaDay('o.date_added')} = ${indiaDay(`${b}.date_added`)}),
    CASE WHEN COUNT(*) > ${USUAL_FROM_BILLS}
      THEN (2 * (SUM(o.amount_paise) - ${b}.amount_paise) + COUNT(*) - 1) / (2 * (COUNT(*) - 1)) END,
    (SELECT MAX(0, (${msOf(`${b}.date_added`)} - ${msOf('u.date_joined')}) / ${DAY_MS}) FROM users u WHERE u.id = ${b}.user_id)
  FROM bills o
  WHERE o.user_id = ${b}.user_id AND o.date_added <= ${b}.date_added
    AND (o.date_added < ${b}.date_added OR o.id <= ${b}.id))`;

const MEASURED = '(risk_amount_30_days_paise, risk_bills_that_day, risk_usual_paise, risk_days_since_joining)';

/** Measures every bill (the migration's backfill, a bulk load's end). */
export const MEASURE_BILL_RISK = `UPDATE bills AS b SET ${MEASURED} = ${measuresOf('b')};`;

export const CREATE_BILL_RISK_TRIGGER = `
CREATE TRIGGER bills_risk_insert AFTER INSERT ON bills
BEGIN
  UPDATE bills AS b SET ${MEASURED} = ${measuresOf('b')}
  WHERE b.user_id = NEW.user_id AND b.date_added >= NEW.date_added;
END;`;

export const DROP_BILL_RISK_TRIGGER = 'DROP TRIGGER bills_risk_insert;';

const sql = `
ALTER TABLE bills ADD COLUMN risk_amount_30_days_paise INTEGER;
ALTER TABLE bills ADD COLUMN risk_bills_that_day INTEGER;
ALTER TABLE bills ADD COLUMN risk_usual_paise INTEGER;
ALTER TABLE bills ADD COLUMN risk_days_since_joining INTEGER;
CREATE INDEX bills_user_added ON bills (user_id, date_added, amount_paise);
CREATE INDEX bills_pending_risk ON bills
  (status, date_added, user_id, amount_paise, risk_amount_30_days_paise, risk_bills_that_day, risk_usual_paise, risk_days_since_joining)
  WHERE status = 'pending';
${MEASURE_BILL_RISK}
${CREATE_BILL_RISK_TRIGGER}

ALTER TABLE programme_settings ADD COLUMN risk_amount_30_days_paise INTEGER NOT NULL
  DEFAULT 20000000 CHECK (risk_amount_30_days_paise >= 0);
ALTER TABLE programme_settings ADD COLUMN risk_bills_per_day INTEGER NOT NULL
  DEFAULT 3 CHECK (risk_bills_per_day >= 0);
ALTER TABLE programme_settings ADD COLUMN risk_usual_multiple_hundredths INTEGER NOT NULL
  DEFAULT 500 CHECK (risk_usual_multiple_hundredths >= 100);
ALTER TABLE programme_settings ADD COLUMN risk_days_after_joining INTEGER NOT NULL
  DEFAULT 7 CHECK (risk_days_after_joining >= 0);
`;

export const billRisk: Migration = { version: 13, name: 'bill_risk', sql };
