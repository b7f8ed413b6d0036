import { filled, hasControlCharacters, string } from './text';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email as it is compared and stored. */
export const normaliseEmail = (value: string): string => value.trim().toLowerCase();

export const isEmail = (value: string): boolean =>
  value.length <= 254 && EMAIL_PATTERN.test(value) && !hasControlCharacters(value);

/** A required email address, trimmed and lower-cased. */
export const email = () =>
  filled(string().overwrite(normaliseEmail).refine(isEmail, 'Enter a valid email address.')).meta({ format: 'email' });
