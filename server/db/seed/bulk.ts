import type { Db } from '../connection';
import { inserter } from '../rows';
import { daysBefore } from './dates';
import { indianStateIds } from './people';
import { dateOfBirth, FIRM_TYPES, firmNameFor, panNumberFor, People, ROLE_IDS, streetAddress } from './profiles';
import type { Rng } from './random';
import { CITIES, DEALER_TYPES } from './vocabulary';

/** A member the bulk seed added. */
export interface BulkMember {
  id: number;
  firstName: string;
  lastName: string;
  userType: string;
  status: 'approved' | 'pending';
  joined: Date;
}

export interface BulkUsersOptions {
  count: number;
  now: Date;
  rng: Rng;
  /** The share of members still pending approval (none unless given). */
  pendingShare?: number;
  /** Digits of the referral codes (LP and six by default): a million members need more. */
  codeDigits?: number;
  /** Called after each member is added, in the same transaction: what the member did. */
  onMember?: (member: BulkMember) => void;
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
 * Adds `count` members without media, joined over the last three years, in one transaction:
 * for measuring the API at scale. They are approved (but `pendingShare` of them); their
 * emails, phones and referral codes differ from every one already in the database; some
 * were referred by directory entries.
 */
export function seedBulkUsers(
  db: Db,
  { count, now, rng, pendingShare = 0, codeDigits = 6, onMember }: BulkUsersOptions,
): void {
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
      const status = pendingShare > 0 && rng.chance(pendingShare) ? 'pending' : 'approved';
      const approved = status === 'approved';
      const row = {
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
        status,
        role_id: approved ? (ROLE_IDS[userType] ?? null) : null,
        referred_by: directoryCodes.length > 0 && rng.chance(0.6) ? rng.pick(directoryCodes) : null,
        referral_code: approved ? people.code('LP', codeDigits) : null,
        date_joined: daysBefore(now, approved ? rng.int(0, 1094) + rng.next() : rng.next() * 30),
      };
      const id = insertUser(row);
      onMember?.({ id, firstName: row.first_name, lastName: row.last_name, userType, status, joined: row.date_joined });
    }
  })();
}
