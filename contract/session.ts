import { z } from 'zod';
import { email } from './fields/email';
import { text } from './fields/text';

export const login = z.object({ email: email(), password: text({ trim: false }) });

/** A refresh token: to get a new pair of tokens, or to sign out (its family stops working). */
export const refreshToken = z.object({ refresh: text() });
