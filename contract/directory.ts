import { z } from 'zod';
import { choice } from './fields/choices';
import { email } from './fields/email';
import { blankAsAbsent, clearable } from './fields/presence';
import { pattern, string, text } from './fields/text';

export const SALESMAN_TYPES = ['flexible_salesperson', 'non_flexible_salesperson'] as const;
export const DIRECTORY_TYPES = [...SALESMAN_TYPES, 'architect'] as const;

const fields = {
  first_name: text({ maxLength: 150 }),
  last_name: text({ maxLength: 150 }),
  email: email(),
  phone: pattern(/^\d{10}$/, 'Enter a valid 10-digit phone number.'),
  user_type: choice(DIRECTORY_TYPES),
  referral_code: pattern(/^[A-Z0-9]{4,20}$/, 'Enter 4 to 20 letters or digits.', { upperCase: true }),
};

/** A new salesman or architect of the directory; without a referral code, the server makes one. */
export const directoryEntry = z.object({
  ...fields,
  last_name: blankAsAbsent(fields.last_name),
  referral_code: blankAsAbsent(fields.referral_code),
});

/** The fields an edit of a directory entry sends; the referral code never changes (users refer to it). */
export const directoryEntryChanges = z.object({
  first_name: fields.first_name.optional(),
  last_name: clearable(fields.last_name),
  email: fields.email.optional(),
  phone: fields.phone.optional(),
  user_type: fields.user_type.optional(),
});

/** The single full-name box of the directory's forms is split at the first space: first word, then the rest. */
export function splitFullName(fullName: string) {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { first_name: trimmed, last_name: '' }
    : { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

/** A full name whose split (splitFullName) passes `names`, the body's rules of the first and last names. */
const fullName = (names: z.ZodType) =>
  string().superRefine((value, context) => {
    const { error } = names.safeParse(splitFullName(value));
    if (error) context.addIssue({ code: 'custom', message: error.issues[0].message });
  });

const NAMES = { first_name: true, last_name: true } as const;
const FORM_FIELDS = { email: true, phone: true, user_type: true } as const;

/** The form that adds a directory entry: one full-name box for the names; the app makes the referral code. */
export const directoryEntryForm = directoryEntry
  .pick(FORM_FIELDS)
  .extend({ full_name: fullName(directoryEntry.pick(NAMES)) });

/** The form that edits a directory entry: every field sent, the names from one full-name box. */
export const directoryEntryChangesForm = directoryEntryChanges
  .pick(FORM_FIELDS)
  .extend({ full_name: fullName(directoryEntryChanges.pick(NAMES)) });

/**
 * A salesman or architect of the directory as the API answers it (spec part 1 section 3):
 * directoryEntry's fields, its code, and how many members signed up with it.
 */
export type DirectoryEntry = Omit<Required<z.output<typeof directoryEntry>>, 'last_name'> & {
  id: number;
  last_name: string;
  referral_count: number;
  /** Added by the reference server. */
  created_at?: string;
};
