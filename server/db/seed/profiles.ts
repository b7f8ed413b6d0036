import type { Rng } from './random';
import { FEMALE_NAMES, FIRM_SUFFIXES, FIRM_WORDS, LAST_NAMES, MALE_NAMES, STREETS } from './vocabulary';

// Made-up members' details, shared by the demo and the bulk seed.

export const FIRM_TYPES = ['proprietorship', 'partnership', 'private_limited', 'llp', 'individual'];
export const ROLE_IDS: Record<string, number> = { architect: 1, flexible_salesperson: 2, non_flexible_salesperson: 3 };

/** Emails, phone numbers and referral codes already in use. */
export interface Taken {
  emails: Iterable<string>;
  phones: Iterable<string>;
  codes: Iterable<string>;
}

/** Makes names, and emails, phone numbers and codes unique across the data it makes and `taken`. */
export class People {
  private readonly emails: Set<string>;
  private readonly phones: Set<string>;
  private readonly codes: Set<string>;
  private readonly nextNumber = new Map<string, number>();

  constructor(
    private readonly rng: Rng,
    taken: Taken = { emails: [], phones: [], codes: [] },
  ) {
    this.emails = new Set([...taken.emails].map(email => email.toLowerCase()));
    this.phones = new Set(taken.phones);
    this.codes = new Set(taken.codes);
  }

  person() {
    const { rng } = this;
    const gender = rng.chance(0.62) ? 'male' : 'female';
    const firstName = rng.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    return { gender, firstName, lastName, email: this.email(firstName, lastName), phone: this.phone() };
  }

  email(firstName: string, lastName: string): string {
    const domain = this.rng.pick(['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com']);
    // The first free number of each name: a million members share a few thousand names.
    const base = `${firstName}.${lastName}@${domain}`;
    for (let n = this.nextNumber.get(base) ?? 1; ; n += 1) {
      const email = `${firstName}.${lastName}${n === 1 ? '' : n}@${domain}`.toLowerCase();
      if (!this.emails.has(email)) {
        this.nextNumber.set(base, n + 1);
        return this.keep(this.emails, email);
      }
    }
  }

  phone(): string {
    const { rng } = this;
    for (;;) {
      const phone = `${rng.pick(['9', '8', '7', '6'])}${rng.digits(9)}`;
      if (!this.phones.has(phone)) return this.keep(this.phones, phone);
    }
  }

  code(prefix: string, digits = 4): string {
    for (;;) {
      const code = `${prefix}${this.rng.digits(digits)}`;
      if (!this.codes.has(code)) return this.keep(this.codes, code);
    }
  }

  private keep(set: Set<string>, value: string): string {
    set.add(value);
    return value;
  }
}

export const firmNameFor = (rng: Rng, userType: string): string =>
  `${rng.pick(FIRM_WORDS)} ${userType === 'architect' ? rng.pick(['Design Studio', 'Associates', 'Interiors']) : rng.pick(FIRM_SUFFIXES)}`;

export const panNumberFor = (rng: Rng, lastName: string): string =>
  `${rng.letters(3)}P${lastName[0]}${rng.digits(4)}${rng.letters(1)}`;

export const dateOfBirth = (rng: Rng): string =>
  `${rng.int(1965, 2000)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

export const streetAddress = (rng: Rng, city: string): string => `${rng.int(1, 250)}, ${rng.pick(STREETS)}, ${city}`;
