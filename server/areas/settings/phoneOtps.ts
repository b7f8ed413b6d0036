import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/server/db/connection';
import { HttpError } from '@/server/errors';

/** An OTP works this long after it is sent, for this many tries. */
export const OTP_LIFETIME_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** At most this many OTPs per administrator in this window. */
export const OTP_SENDS_PER_WINDOW = 5;
export const OTP_SEND_WINDOW_MS = 15 * 60 * 1000;
/** At most this many wrong OTPs per administrator in a day, however many OTPs were sent. */
export const OTP_DAILY_FAILURES = 15;
const DAY_MS = 24 * 60 * 60 * 1000;
export const OTP_DAILY_LIMIT_MESSAGE = 'Too many wrong OTP attempts today. Please try again later.';

interface OtpRow {
  id: number;
  phone: string;
  otp_hash: string;
  attempts: number;
  created_at: string;
  verified_at: string | null;
}

const otpError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, message, { errors: { otp: [message] }, extra: { code, ...extra } });

/** Salted HMAC, stored as `salt$digest`: the code itself is never stored. */
function hashOtp(otp: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}$${createHmac('sha256', salt).update(otp).digest('hex')}`;
}

function matches(otp: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashOtp(otp, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** One-time codes that prove a new mobile number; only the latest one of an administrator counts. */
export class PhoneOtps {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Milliseconds until another OTP may be sent, or null when one may be sent now. */
  sendWait(userId: number): number | null {
    const since = this.now().getTime() - OTP_SEND_WINDOW_MS;
    const recent = this.db
      .prepare(
        `SELECT created_at FROM phone_verifications WHERE user_id = ? AND created_at >= ?
         ORDER BY created_at ASC`,
      )
      .pluck()
      .all(userId, new Date(since).toISOString()) as string[];
    if (recent.length < OTP_SENDS_PER_WINDOW) return null;
    return Date.parse(recent[recent.length - OTP_SENDS_PER_WINDOW]) - since;
  }

  /**
   * 429 once the administrator got OTP_DAILY_FAILURES codes wrong in the last 24 hours (counted
   * over every code sent), so re-sending does not allow guessing on; counts nothing.
   */
  refuseWhenLockedForTheDay(userId: number): void {
    const since = new Date(this.now().getTime() - DAY_MS).toISOString();
    const rows = this.db
      .prepare(
        `SELECT attempts, created_at FROM phone_verifications
         WHERE user_id = ? AND created_at >= ? AND attempts > 0 ORDER BY created_at ASC`,
      )
      .all(userId, since) as Pick<OtpRow, 'attempts' | 'created_at'>[];
    if (rows.reduce((total, row) => total + row.attempts, 0) < OTP_DAILY_FAILURES) return;
    const seconds = Math.max(1, Math.ceil((Date.parse(rows[0].created_at) + DAY_MS - this.now().getTime()) / 1000));
    throw new HttpError(429, OTP_DAILY_LIMIT_MESSAGE, {
      headers: { 'retry-after': String(seconds) },
      extra: { code: 'otp_daily_limit' },
    });
  }

  /** A new 4-digit code for `phone`; it replaces any earlier one. */
  create(userId: number, phone: string): string {
    const otp = randomInt(0, 10_000).toString().padStart(4, '0');
    this.db
      .prepare('INSERT INTO phone_verifications (user_id, phone, otp_hash, created_at) VALUES (?, ?, ?, ?)')
      .run(userId, phone, hashOtp(otp), this.now().toISOString());
    return otp;
  }

  /**
   * Checks `otp` against the latest code sent for `phone`, counting a wrong try (so call it outside
   * a transaction); the code's id when right. Throws a 429 when the day's wrong tries are used up,
   * else a 400 naming why: none sent, used, expired, locked or wrong.
   */
  check(userId: number, phone: string, otp: string): number {
    this.refuseWhenLockedForTheDay(userId);
    const row = this.db
      .prepare('SELECT * FROM phone_verifications WHERE user_id = ? ORDER BY id DESC LIMIT 1')
      .get(userId) as OtpRow | undefined;
    if (!row || row.phone !== phone) {
      throw otpError('otp_not_sent', 'No OTP was sent to this mobile number. Please request a new one.');
    }
    if (row.verified_at !== null) {
      throw otpError('otp_used', 'This OTP has already been used. Please request a new one.');
    }
    if (this.now().getTime() - Date.parse(row.created_at) > OTP_LIFETIME_MS) {
      throw otpError('otp_expired', 'This OTP has expired. Please request a new one.');
    }
    if (row.attempts >= OTP_MAX_ATTEMPTS) {
      throw otpError('otp_locked', 'Too many wrong attempts. Please request a new OTP.');
    }
    if (!matches(otp, row.otp_hash)) {
      this.db.prepare('UPDATE phone_verifications SET attempts = attempts + 1 WHERE id = ?').run(row.id);
      throw otpError('otp_invalid', 'Invalid OTP. Please try again.', {
        attempts_left: OTP_MAX_ATTEMPTS - row.attempts - 1,
      });
    }
    return row.id;
  }

  /** Uses up a checked code; throws when another request used it first. */
  markUsed(id: number): void {
    const used = this.db
      .prepare('UPDATE phone_verifications SET verified_at = ? WHERE id = ? AND verified_at IS NULL')
      .run(this.now().toISOString(), id);
    if (used.changes !== 1) throw otpError('otp_used', 'This OTP has already been used. Please request a new one.');
  }
}
