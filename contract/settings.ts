import { z } from 'zod';
import { email } from './fields/email';
import { blankAsAbsent } from './fields/presence';
import { pattern, text } from './fields/text';

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

/** A new email address, verified through its own emailed link. */
export const emailChange = z.object({ email: email(), verification_id: stepUp() });
