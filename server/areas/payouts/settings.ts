import type { PayoutSettings } from '@/contract/payouts/input';
import type { Db } from '@/server/db/connection';
import { toPaise, toRupees } from '@/server/ledger';

interface StoredPayoutSettings {
  upi_limit_paise: number;
  imps_limit_paise: number;
  rtgs_from_paise: number;
  name_match_threshold: number;
  debit_account_number: string;
  debit_account_name: string;
  debit_ifsc: string;
  paid_outside_before: string | null;
}

/** The payouts' settings (payout_settings' one row), in rupees. */
export function payoutSettingsOf(db: Db): PayoutSettings {
  const stored = db.prepare('SELECT * FROM payout_settings WHERE id = 1').get() as StoredPayoutSettings;
  return {
    upi_limit: toRupees(stored.upi_limit_paise),
    imps_limit: toRupees(stored.imps_limit_paise),
    rtgs_from: toRupees(stored.rtgs_from_paise),
    name_match_threshold: stored.name_match_threshold,
    debit_account_number: stored.debit_account_number,
    debit_account_name: stored.debit_account_name,
    debit_ifsc: stored.debit_ifsc,
    paid_outside_before: stored.paid_outside_before,
  };
}

export function savePayoutSettings(db: Db, settings: PayoutSettings): void {
  db.prepare(
    `UPDATE payout_settings SET upi_limit_paise = ?, imps_limit_paise = ?, rtgs_from_paise = ?, name_match_threshold = ?,
       debit_account_number = ?, debit_account_name = ?, debit_ifsc = ?, paid_outside_before = ? WHERE id = 1`,
  ).run(
    toPaise(settings.upi_limit),
    toPaise(settings.imps_limit),
    toPaise(settings.rtgs_from),
    settings.name_match_threshold,
    settings.debit_account_number,
    settings.debit_account_name,
    settings.debit_ifsc,
    settings.paid_outside_before,
  );
}
