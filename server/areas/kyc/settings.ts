import type { KycSettings } from '@/contract/kyc/input';
import type { Db } from '@/server/db/connection';

/** The KYC settings (kyc_settings' one row). */
export const kycSettingsOf = (db: Db): KycSettings =>
  db
    .prepare('SELECT verifier, name_match_threshold, checks_per_window, window_minutes FROM kyc_settings WHERE id = 1')
    .get() as KycSettings;

export function saveKycSettings(db: Db, settings: KycSettings): void {
  db.prepare(
    `UPDATE kyc_settings SET verifier = ?, name_match_threshold = ?, checks_per_window = ?, window_minutes = ? WHERE id = 1`,
  ).run(settings.verifier, settings.name_match_threshold, settings.checks_per_window, settings.window_minutes);
}
