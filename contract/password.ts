import { z } from 'zod';
import { email } from './fields/email';
import { id } from './fields/ids';
import { blankAsAbsent } from './fields/presence';
import { text } from './fields/text';
import { noProblemYet } from './fields/when';

const MIN_PASSWORD_LENGTH = 8;
const TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
/** The spec words the mismatch differently on its two screens: the forgot-password flow with a full stop… */
const RESET_MISMATCH = 'Passwords do not match.';
/** …and the password change of the settings without one. */
const CHANGE_MISMATCH = 'Passwords do not match';

/** A password as typed: spaces are part of it. */
const typedPassword = () => text({ trim: false });

const strong = z.string().min(MIN_PASSWORD_LENGTH, TOO_SHORT);

/** Whether the fields `password` and `confirm` of a form hold the same. */
const typedTheSame = (password: string, confirm: string) => (values: Record<string, unknown>) =>
  values[password] === values[confirm];

/** Whether the field `password` of a form keeps the password rule. */
const keepsTheRule = (password: string) => (values: Record<string, unknown>) =>
  strong.safeParse(values[password]).success;

/** Signed out (forgot password): the address verified through the emailed link, and the new password. */
export const passwordReset = z.object({ email: email(), verification_id: text(), password: typedPassword() });

/** What the new password of a reset keeps, once its fields are right. */
export const resetPasswordRule = z.object({ password: strong });

/**
 * The forgot-password screen's form: the new password (passwordReset's) and its confirmation, which
 * is not sent. Once both are filled in: typed the same twice, then the password rule (resetPasswordRule).
 */
export const passwordResetForm = passwordReset
  .pick({ password: true })
  .extend({ confirmPassword: typedPassword() })
  .pipe(
    z
      .object({ password: z.string(), confirmPassword: z.string() })
      .refine(typedTheSame('password', 'confirmPassword'), { path: ['confirmPassword'], message: RESET_MISMATCH })
      .refine(keepsTheRule('password'), { path: ['password'], message: TOO_SHORT, when: noProblemYet }),
  );

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
  .refine(typedTheSame('new_password', 'confirm_password'), { path: ['confirm_password'], message: CHANGE_MISMATCH })
  .refine(keepsTheRule('new_password'), { path: ['new_password'], message: TOO_SHORT, when: noProblemYet });

/** The settings' password form: its two fields as passwordChange takes them, then changedPasswordRules. */
export const passwordChangeForm = passwordChange
  .pick({ new_password: true, confirm_password: true })
  .pipe(changedPasswordRules);
