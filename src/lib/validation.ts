// The input rules the reference server applies (server/validation.ts), for the forms to check first.

/** A pragmatic email check, the same the browser's type="email" applies. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Ten digits, the mobile numbers of the programme. */
export const phonePattern = /^\d{10}$/;

/** An Indian PAN: five letters, four digits, a letter. */
export const panPattern = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const pincodePattern = /^\d{6}$/;

/** An id: decimal digits, no sign, space, exponent or leading zero. */
export const idPattern = /^[1-9]\d{0,15}$/;

/** Money as typed: digits and at most two decimals, no sign or exponent. */
export const moneyPattern = /^\d{1,13}(\.\d{1,2})?$/;

const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\t\n\r]/u;

/** Whether text holds control characters; multi-line text (descriptions) may hold tabs and line breaks. */
export const hasControlCharacters = (text: string, { multiline = false } = {}): boolean =>
  (multiline ? CONTROL_BUT_LINES : CONTROL).test(text);

/** The email as the server compares and stores it. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const isEmail = (email: string): boolean =>
  email.length <= 254 && emailPattern.test(email) && !hasControlCharacters(email);

/** Whether `text` is an id the server takes (within the safe integers). */
export const isId = (text: string): boolean => idPattern.test(text) && Number.isSafeInteger(Number(text));

/** Whether `text` is an amount of money: 0 or more, or above 0 when `positive`. */
export const isMoney = (text: string, { positive = false } = {}): boolean =>
  moneyPattern.test(text.trim()) && (!positive || Number(text) > 0);

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
