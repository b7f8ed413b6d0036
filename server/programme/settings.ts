import type { Db } from '../db/connection';
import type { ProgrammeSettings } from '@/contract/programme/settings';

/**
 * The programme's settings as stored (migrations 012, 013 and 016): rupees in paise, rates in
 * hundredths of a percent, the risk rules' multiple in hundredths, counts, days and points as they are.
 */
export interface StoredSettings {
  point_value_paise: number;
  tax_194r_threshold_paise: number;
  tax_194r_rate_with_pan_bp: number;
  tax_194r_rate_without_pan_bp: number;
  risk_amount_30_days_paise: number;
  risk_bills_per_day: number;
  risk_usual_multiple_hundredths: number;
  risk_days_after_joining: number;
  four_eyes_payout_paise: number;
  four_eyes_bill_cash_paise: number;
  four_eyes_bill_points: number;
}

const inHundredths = (value: number) => Math.round(value * 100);

/** The settings as stored, in whole numbers. */
export const storedSettingsOf = (db: Db): StoredSettings =>
  db.prepare('SELECT * FROM programme_settings WHERE id = 1').get() as StoredSettings;

/** The settings as the API answers them: rupees and percent. */
export function programmeSettingsOf(db: Db): ProgrammeSettings {
  const stored = storedSettingsOf(db);
  return {
    point_value: stored.point_value_paise / 100,
    tax_194r_threshold: stored.tax_194r_threshold_paise / 100,
    tax_194r_rate_with_pan: stored.tax_194r_rate_with_pan_bp / 100,
    tax_194r_rate_without_pan: stored.tax_194r_rate_without_pan_bp / 100,
    risk_amount_30_days: stored.risk_amount_30_days_paise / 100,
    risk_bills_per_day: stored.risk_bills_per_day,
    risk_usual_multiple: stored.risk_usual_multiple_hundredths / 100,
    risk_days_after_joining: stored.risk_days_after_joining,
    four_eyes_payout: stored.four_eyes_payout_paise / 100,
    four_eyes_bill_cash: stored.four_eyes_bill_cash_paise / 100,
    four_eyes_bill_points: stored.four_eyes_bill_points,
  };
}

/** Stores settings the contract's `programmeSettings` has checked (at most two decimals each). */
export function saveProgrammeSettings(db: Db, settings: ProgrammeSettings): void {
  db.prepare(
    `UPDATE programme_settings SET point_value_paise = ?, tax_194r_threshold_paise = ?,
       tax_194r_rate_with_pan_bp = ?, tax_194r_rate_without_pan_bp = ?, risk_amount_30_days_paise = ?,
       risk_bills_per_day = ?, risk_usual_multiple_hundredths = ?, risk_days_after_joining = ?,
       four_eyes_payout_paise = ?, four_eyes_bill_cash_paise = ?, four_eyes_bill_points = ? WHERE id = 1`,
  ).run(
    inHundredths(settings.point_value),
    inHundredths(settings.tax_194r_threshold),
    inHundredths(settings.tax_194r_rate_with_pan),
    inHundredths(settings.tax_194r_rate_without_pan),
    inHundredths(settings.risk_amount_30_days),
    settings.risk_bills_per_day,
    inHundredths(settings.risk_usual_multiple),
    settings.risk_days_after_joining,
    inHundredths(settings.four_eyes_payout),
    inHundredths(settings.four_eyes_bill_cash),
    settings.four_eyes_bill_points,
  );
}
