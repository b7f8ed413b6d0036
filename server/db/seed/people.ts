import type { SeedContext } from './context';
import { daysBefore, insert } from './insert';
import {
  CITIES,
  DEALER_TYPES,
  FEMALE_NAMES,
  FIRM_SUFFIXES,
  FIRM_WORDS,
  LAST_NAMES,
  MALE_NAMES,
  STREETS,
} from './vocabulary';

export interface Member {
  id: number;
  firstName: string;
  lastName: string;
  userType: string;
  firmName: string;
  pan: string;
  date: Date;
}

const FIRM_TYPES = ['proprietorship', 'partnership', 'private_limited', 'llp', 'individual'];
const ROLE_IDS: Record<string, number> = { architect: 1, flexible_salesperson: 2, non_flexible_salesperson: 3 };
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

/** Makes names, emails, phone numbers and codes that are unique across the whole demo. */
class People {
  private readonly emails = new Set<string>();
  private readonly phones = new Set<string>();
  private readonly codes = new Set<string>();

  constructor(private readonly seed: SeedContext) {}

  person() {
    const { rng } = this.seed;
    const gender = rng.chance(0.62) ? 'male' : 'female';
    const firstName = rng.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    return { gender, firstName, lastName, email: this.email(firstName, lastName), phone: this.phone() };
  }

  email(firstName: string, lastName: string): string {
    const domain = this.seed.rng.pick(['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com']);
    for (let n = 1; ; n += 1) {
      const email = `${firstName}.${lastName}${n === 1 ? '' : n}@${domain}`.toLowerCase();
      if (!this.emails.has(email)) return this.keep(this.emails, email);
    }
  }

  phone(): string {
    const { rng } = this.seed;
    for (;;) {
      const phone = `${rng.pick(['9', '8', '7', '6'])}${rng.digits(9)}`;
      if (!this.phones.has(phone)) return this.keep(this.phones, phone);
    }
  }

  code(prefix: string): string {
    for (;;) {
      const code = `${prefix}${this.seed.rng.digits(4)}`;
      if (!this.codes.has(code)) return this.keep(this.codes, code);
    }
  }

  private keep(set: Set<string>, value: string): string {
    set.add(value);
    return value;
  }
}

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
  const firmName = `${rng.pick(FIRM_WORDS)} ${architect ? rng.pick(['Design Studio', 'Associates', 'Interiors']) : rng.pick(FIRM_SUFFIXES)}`;
  const pan = `${rng.letters(3)}P${person.lastName[0]}${rng.digits(4)}${rng.letters(1)}`;
  const photoIndex = rng.int(0, PHOTO_COLOURS.length - 1);
  const colour = PHOTO_COLOURS[photoIndex];
  const role = ROLE_IDS[userType] ?? rng.pick([2, 3]);
  const id = insert(db, 'users', {
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone: person.phone,
    gender: person.gender,
    date_of_birth: `${rng.int(1965, 2000)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    address: `${rng.int(1, 250)}, ${rng.pick(STREETS)}, ${city}`,
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

/** The directory, approved and pending users (who refer to directory codes) and their edit requests. */
export function seedPeople(seed: SeedContext): { approved: Member[]; pending: Member[] } {
  const { db, now, rng } = seed;
  const people = new People(seed);
  const stateIds = new Map(
    (db.prepare('SELECT name, id FROM states WHERE country_id = 1').all() as { name: string; id: number }[]).map(
      state => [state.name, state.id],
    ),
  );
  const sources: UserSources = { seed, people, stateIds, codes: seedDirectory(seed, people) };
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
