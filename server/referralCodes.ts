import { randomInt } from 'node:crypto';
import type { Db } from './db/connection';

/** Whether a directory entry or a user already owns this referral code. */
export function referralCodeTaken(db: Db, code: string): boolean {
  return (
    db
      .prepare(
        'SELECT 1 FROM directory_entries WHERE referral_code = ? UNION ALL SELECT 1 FROM users WHERE referral_code = ?',
      )
      .get(code, code) !== undefined
  );
}

/** A referral code nobody owns yet: `prefix` and six random digits. */
export function newReferralCode(db: Db, prefix: string): string {
  for (;;) {
    const code = `${prefix}${String(randomInt(1_000_000)).padStart(6, '0')}`;
    if (!referralCodeTaken(db, code)) return code;
  }
}
