import { z } from 'zod';
import { email } from './fields/email';
import { id } from './fields/ids';
import { blankAsAbsent } from './fields/presence';
import { text } from './fields/text';
import { noProblemYet } from './fields/when';

const MIN_PASSWORD_LENGTH = 8;
const TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
const MISMATCH = 'Passwords do not match.';

/** A password as typed: spaces are part of it. */
const typedPassword = () => text({ trim: false });

/** The password rule. */
const strong = z.string().min(MIN_PASSWORD_LENGTH, TOO_SHORT);

/** Signed out (forgot password): the address verified through the emailed link, and the new password. */
export const passwordReset = z.object({ email: email(), verification_id: text(), password: typedPassword() });

/** What the new password of a reset keeps, once its fields are right. */
export const resetPasswordRule = z.object({ password: strong });

/** Signed in (settings): the administrator's own new password, typed twice. */
export const passwordChange = z.object({
  userId: blankAsAbsent(id()),
  new_password: typedPassword(),
  confirm_password: typedPassword(),
  verification_id: blankAsAbsent(text()),
});

/** What a changed password keeps, once its fields are right: typed the same twice, then the password rule. */
export const changedPasswordRules = z
  .object({ new_password: z.string(), confirm_password: z.string() })
  .refine(({ new_password, confirm_password }) => new_password === confirm_password, {
    path: ['confirm_password'],
    message: MISMATCH,
  })
  .refine(({ new_password }) => strong.safeParse(new_password).success, {
    path: ['new_password'],
    message: TOO_SHORT,
    when: noProblemYet,
  });
