import { z } from 'zod';
import { choice } from './fields/choices';
import { email } from './fields/email';
import { blankAsAbsent, clearable } from './fields/presence';
import { pattern, text } from './fields/text';

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
