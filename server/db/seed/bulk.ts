import type { Db } from '../connection';
import { inserter } from '../rows';
import { daysBefore } from './dates';
import { indianStateIds } from './people';
import { dateOfBirth, FIRM_TYPES, firmNameFor, panNumberFor, People, ROLE_IDS, streetAddress } from './profiles';
import type { Rng } from './random';
import { CITIES, DEALER_TYPES } from './vocabulary';

export interface BulkUsersOptions {
  count: number;
  now: Date;
  rng: Rng;
}

const USER_TYPES = ['dealer', 'dealer', 'architect', 'flexible_salesperson', 'non_flexible_salesperson', 'contractor'];
const COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'gender',
  'date_of_birth',
  'address',
  'pincode',
  'country_id',
  'state_id',
  'user_type',
  'firm_type',
  'firm_name',
  'dealer_type',
  'pan_card_number',
  'status',
  'role_id',
  'referred_by',
  'referral_code',
  'date_joined',
];

const column = (db: Db, sql: string) => db.prepare(sql).pluck().all() as string[];

/**
 * Adds `count` approved members without media, joined over the last three years, in one
 * transaction: for measuring the API at scale. Their emails, phones and referral codes
 * differ from every one already in the database; some were referred by directory entries.
 */
export function seedBulkUsers(db: Db, { count, now, rng }: BulkUsersOptions): void {
  const people = new People(rng, {
    emails: column(db, 'SELECT email FROM users WHERE email IS NOT NULL'),
    phones: column(db, 'SELECT phone FROM users WHERE phone IS NOT NULL'),
    codes: column(
      db,
      'SELECT referral_code FROM users WHERE referral_code IS NOT NULL UNION ALL SELECT referral_code FROM directory_entries',
    ),
  });
  const directoryCodes = column(db, 'SELECT referral_code FROM directory_entries');
  const stateIds = indianStateIds(db);
  const insertUser = inserter(db, 'users', COLUMNS);
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) {
      const person = people.person();
      const userType = rng.pick(USER_TYPES);
      const [city, state, pinPrefix] = rng.pick(CITIES);
      insertUser({
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        phone: person.phone,
        gender: person.gender,
        date_of_birth: dateOfBirth(rng),
        address: streetAddress(rng, city),
        pincode: `${pinPrefix}${rng.digits(3)}`,
        country_id: 1,
        state_id: stateIds.get(state),
        user_type: userType,
        firm_type: rng.pick(FIRM_TYPES),
        firm_name: firmNameFor(rng, userType),
        dealer_type: userType === 'dealer' ? rng.pick(DEALER_TYPES) : null,
        pan_card_number: panNumberFor(rng, person.lastName),
        status: 'approved',
        role_id: ROLE_IDS[userType] ?? null,
        referred_by: directoryCodes.length > 0 && rng.chance(0.6) ? rng.pick(directoryCodes) : null,
        referral_code: people.code('LP', 6),
        date_joined: daysBefore(now, rng.int(0, 1094) + rng.next()),
      });
    }
  })();
}
