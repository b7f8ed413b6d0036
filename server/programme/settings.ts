import type { Db } from '../db/connection';
import type { ProgrammeSettings } from '../../contract/programme/settings';

/** The programme's settings as stored (migration 012): rupees in paise, rates in hundredths of a percent. */
interface StoredSettings {
  point_value_paise: number;
  tax_194r_threshold_paise: number;
  tax_194r_rate_with_pan_bp: number;
  tax_194r_rate_without_pan_bp: number;
}

const inHundredths = (value: number) => Math.round(value * 100);

/** The settings as the API answers them: rupees and percent. */
export function programmeSettingsOf(db: Db): ProgrammeSettings {
  const stored = db.prepare('SELECT * FROM programme_settings WHERE id = 1').get() as StoredSettings;
  return {
    point_value: stored.point_value_paise / 100,
    tax_194r_threshold: stored.tax_194r_threshold_paise / 100,
    tax_194r_rate_with_pan: stored.tax_194r_rate_with_pan_bp / 100,
    tax_194r_rate_without_pan: stored.tax_194r_rate_without_pan_bp / 100,
  };
}

/** Stores settings the contract's `programmeSettings` has checked (at most two decimals each). */
export function saveProgrammeSettings(db: Db, settings: ProgrammeSettings): void {
  db.prepare(
    `UPDATE programme_settings SET point_value_paise = ?, tax_194r_threshold_paise = ?,
       tax_194r_rate_with_pan_bp = ?, tax_194r_rate_without_pan_bp = ? WHERE id = 1`,
  ).run(
    inHundredths(settings.point_value),
    inHundredths(settings.tax_194r_threshold),
    inHundredths(settings.tax_194r_rate_with_pan),
    inHundredths(settings.tax_194r_rate_without_pan),
  );
}
