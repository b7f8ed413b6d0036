import type { Db } from '../connection';
import { insert } from '../rows';
import type { SeedContext } from './context';
import { daysBefore } from './dates';
import { dateOfBirth, FIRM_TYPES, firmNameFor, panNumberFor, People, ROLE_IDS, streetAddress } from './profiles';
import { CITIES, DEALER_TYPES, FIRM_SUFFIXES, FIRM_WORDS } from './vocabulary';

export interface Member {
  id: number;
  firstName: string;
  lastName: string;
  userType: string;
  firmName: string;
  pan: string;
  date: Date;
}

const APPROVED_TYPES: [string, number][] = [
  ['dealer', 18],
  ['architect', 16],
  ['flexible_salesperson', 13],
  ['non_flexible_salesperson', 13],
];
const PENDING_TYPES = [
  'dealer',
  'architect',
  'dealer',
  'flexible_salesperson',
  'architect',
  'non_flexible_salesperson',
  'dealer',
  'contractor',
];
const PHOTO_COLOURS = ['#90A4AE', '#A1887F', '#81C784', '#64B5F6', '#BA68C8', '#FFB74D', '#4DB6AC', '#E57373'];

export interface DirectoryCodes {
  salesmen: string[];
  architects: string[];
}

function seedDirectory(seed: SeedContext, people: People): DirectoryCodes {
  const codes: DirectoryCodes = { salesmen: [], architects: [] };
  for (const [kind, count] of [
    ['salesman', 25],
    ['architect', 25],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const person = people.person();
      const userType =
        kind === 'architect' ? 'architect' : seed.rng.pick(['flexible_salesperson', 'non_flexible_salesperson']);
      const referralCode = people.code(kind === 'architect' ? 'ARC' : 'SAL');
      insert(seed.db, 'directory_entries', {
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        phone: person.phone,
        user_type: userType,
        referral_code: referralCode,
        created_at: daysBefore(seed.now, seed.rng.int(120, 800) + seed.rng.next()),
      });
      (kind === 'architect' ? codes.architects : codes.salesmen).push(referralCode);
    }
  }
  return codes;
}

interface UserSources {
  seed: SeedContext;
  people: People;
  stateIds: Map<string, number>;
  codes: DirectoryCodes;
}

function seedUser(
  { seed, people, stateIds, codes }: UserSources,
  userType: string,
  status: 'approved' | 'pending',
  date: Date,
): Member {
  const { db, rng, files } = seed;
  const person = people.person();
  const [city, state, pinPrefix] = rng.pick(CITIES);
  const architect = userType === 'architect';
  const firmName = firmNameFor(rng, userType);
  const pan = panNumberFor(rng, person.lastName);
  const photoIndex = rng.int(0, PHOTO_COLOURS.length - 1);
  const colour = PHOTO_COLOURS[photoIndex];
  const role = ROLE_IDS[userType] ?? rng.pick([2, 3]);
  const id = insert(db, 'users', {
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
    firm_name: firmName,
    dealer_type: userType === 'dealer' ? rng.pick(DEALER_TYPES) : null,
    pan_card_number: pan,
    pan_card: rng.chance(0.5) ? files.document(`pan-card-${(photoIndex % 2) + 1}`, '#1565C0') : null,
    photo: rng.chance(0.65) ? files.photo(`photo-${photoIndex + 1}`, colour) : null,
    visiting_card_front: architect ? files.visitingCard(`card-front-${photoIndex + 1}`, colour) : null,
    visiting_card_back:
      architect && rng.chance(0.6) ? files.visitingCard(`card-back-${(photoIndex % 2) + 1}`, '#455A64') : null,
    status,
    role_id: status === 'approved' ? role : null,
    referred_by: rng.chance(0.7) ? rng.pick(architect ? codes.architects : codes.salesmen) : null,
    referral_code: status === 'approved' ? people.code('LP') : null,
    date_joined: date,
  });
  return { id, firstName: person.firstName, lastName: person.lastName, userType, firmName, pan, date };
}

function seedEditRequests(seed: SeedContext, people: People, approved: Member[]): void {
  const { db, now, rng } = seed;
  const [profile, email] = [rng.shuffle(approved).slice(0, 3), rng.shuffle(approved).slice(0, 2)];
  for (const member of profile) {
    insert(db, 'profile_update_requests', {
      user_id: member.id,
      firm_name: `${rng.pick(FIRM_WORDS)} ${rng.pick(FIRM_SUFFIXES)}`,
      firm_type: rng.pick(FIRM_TYPES),
      user_type: member.userType === 'architect' ? 'architect' : rng.pick(['dealer', 'flexible_salesperson']),
      created_at: daysBefore(now, rng.int(0, 9) + rng.next()),
    });
  }
  for (const member of email) {
    insert(db, 'email_update_requests', {
      user_id: member.id,
      email: people.email(member.firstName, `${member.lastName}.work`),
      created_at: daysBefore(now, rng.int(0, 9) + rng.next()),
    });
  }
}

/** The ids of India's states by name. */
export function indianStateIds(db: Db): Map<string, number> {
  const states = db.prepare('SELECT name, id FROM states WHERE country_id = 1').all() as { name: string; id: number }[];
  return new Map(states.map(state => [state.name, state.id]));
}

/** The directory, approved and pending users (who refer to directory codes) and their edit requests. */
export function seedPeople(seed: SeedContext): { approved: Member[]; pending: Member[] } {
  const { db, now, rng } = seed;
  const people = new People(rng);
  const sources: UserSources = { seed, people, stateIds: indianStateIds(db), codes: seedDirectory(seed, people) };
  const approvedTypes = rng.shuffle(APPROVED_TYPES.flatMap(([type, count]) => Array<string>(count).fill(type)));
  const approved = approvedTypes.map(type =>
    seedUser(sources, type, 'approved', daysBefore(now, rng.int(170, 700) + rng.next())),
  );
  const pending = PENDING_TYPES.map(type =>
    seedUser(sources, type, 'pending', daysBefore(now, rng.int(0, 12) + rng.next())),
  );
  seedEditRequests(seed, people, approved);
  return { approved, pending };
}

export const fullName = (member: Member): string => `${member.firstName} ${member.lastName}`;
