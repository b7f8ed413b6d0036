import { z } from 'zod';
import { email, normaliseEmail } from './fields/email';
import { blankAsAbsent } from './fields/presence';
import { pattern, text } from './fields/text';
import { whenValid } from './fields/when';

const mobileNumber = () => pattern(/^\d{10}$/, 'Enter a valid 10-digit mobile number.');
/** The verification of the current email that a change of the account needs first. */
const stepUp = () => blankAsAbsent(text());

/** A new mobile number, to be proven by the OTP sent to it. */
export const phoneChange = z.object({ phone_number: mobileNumber(), verification_id: stepUp() });

/** The OTP sent to the new mobile number. */
export const otpCheck = z.object({
  otp: pattern(/^\d{4}$/, 'Enter the 4-digit OTP.'),
  phoneNumber: mobileNumber(),
});

/** The OTP screen's form: one box per digit, checked as the code they make (otpCheck's `otp`). */
export const otpBoxes = z.object({
  digits: z.preprocess(raw => (Array.isArray(raw) ? raw.join('') : raw), otpCheck.shape.otp),
});

/** A new email address, verified through its own emailed link. */
export const emailChange = z.object({ email: email(), verification_id: stepUp() });

export const EMAIL_UNCHANGED = 'This is already your email address.';

/** The email change form of the account whose address is `current`: a new address, not that one. */
export const newEmailOf = (current: string) =>
  emailChange.refine(({ email: address }) => address !== normaliseEmail(current), {
    path: ['email'],
    message: EMAIL_UNCHANGED,
    when: whenValid('email'),
  });
