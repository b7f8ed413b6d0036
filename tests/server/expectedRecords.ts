import type Database from 'better-sqlite3';
import { balancesOf } from '@/server/ledger';
import type { TestServer } from './helpers';
import { mediaAddress } from './mediaAddresses';

// What the API should answer, worked out from the database by plain queries.

type Db = Database.Database;

const value = (db: Db, sql: string, ...params: unknown[]) =>
  (db
    .prepare(sql)
    .pluck()
    .get(...params) as string | number | undefined) ?? null;

export const USER_RECORD_KEYS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'gender',
  'date_of_birth',
  'address',
  'pincode',
  'country',
  'country_name',
  'state',
  'state_name',
  'user_type',
  'user_type_display',
  'firm_type',
  'firm_type_display',
  'firm_name',
  'dealer_type',
  'pan_card_number',
  'pan_card',
  'photo',
  'visiting_card_front',
  'visiting_card_back',
  'status',
  'role',
  'role_name',
  'referral_code',
  'referred_by',
  'date_joined',
  'loyalty',
];

export function expectedUserRecord(server: Pick<TestServer, 'db' | 'config'>, id: number): Record<string, unknown> {
  const db = server.db();
  const media = (stored: string | number | null) => mediaAddress(server, stored);
  const user = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as Record<string, string | number | null>;
  const code = user.referred_by;
  const owner =
    value(db, "SELECT first_name || ' ' || last_name FROM directory_entries WHERE referral_code = ?", code) ??
    value(db, "SELECT first_name || ' ' || last_name FROM users WHERE referral_code = ?", code);
  return {
    id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    date_of_birth: user.date_of_birth,
    address: user.address,
    pincode: user.pincode,
    country: user.country_id,
    country_name: value(db, 'SELECT name FROM countries WHERE id = ?', user.country_id),
    state: user.state_id,
    state_name: value(db, 'SELECT name FROM states WHERE id = ?', user.state_id),
    user_type: user.user_type,
    user_type_display: value(db, 'SELECT value FROM user_types WHERE key = ?', user.user_type),
    firm_type: user.firm_type,
    firm_type_display: value(db, 'SELECT value FROM firm_types WHERE key = ?', user.firm_type),
    firm_name: user.firm_name,
    dealer_type: user.dealer_type,
    pan_card_number: user.pan_card_number,
    pan_card: media(user.pan_card as string | null),
    photo: media(user.photo as string | null),
    visiting_card_front: media(user.visiting_card_front as string | null),
    visiting_card_back: media(user.visiting_card_back as string | null),
    status: user.status,
    role: user.role_id,
    role_name: value(db, 'SELECT name FROM roles WHERE id = ?', user.role_id),
    referral_code: code,
    referred_by: owner ?? code,
    date_joined: user.date_joined,
    loyalty: balancesOf(db, id),
  };
}

/** The ids of live members with this status, newest first. */
export const memberIds = (db: Db, status: 'pending' | 'approved'): number[] =>
  db
    .prepare(
      `SELECT id FROM users WHERE is_admin = 0 AND deleted_at IS NULL AND status = ?
       ORDER BY date_joined DESC, id DESC`,
    )
    .pluck()
    .all(status) as number[];
