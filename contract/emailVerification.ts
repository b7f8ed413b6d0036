import { z } from 'zod';
import { email } from './fields/email';
import { blankAsAbsent } from './fields/presence';
import { text } from './fields/text';

/**
 * An address to verify through an emailed link (forgot password, or a settings change),
 * and the browser's verification id: asking again, or asking whether the link was used.
 */
export const emailVerification = z.object({ email: email(), verification_id: blankAsAbsent(text()) });
