import { pattern } from '../fields/text';

/** A PAN: five letters, four digits, a letter (ABCPE1234F); the fourth letter is the holder's kind. */
export const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** The kinds of holder the fourth letter of a PAN names; P is a person, the only kind a member may be. */
export const PAN_HOLDER_KINDS = {
  P: 'person',
  C: 'company',
  H: 'Hindu undivided family',
  F: 'firm',
  A: 'association of persons',
  T: 'trust',
  B: 'body of individuals',
  L: 'local authority',
  J: 'artificial juridical person',
  G: 'government',
} as const;

export const PAN_WORDS = {
  format: 'Enter the PAN: five letters, four digits and a letter (ABCPE1234F).',
  notPerson: "This PAN is not a person's: its fourth letter is not P.",
} as const;

/** The PAN as compared: trimmed, capitals. */
export const normalisePan = (pan: string): string => pan.trim().toUpperCase();

export const isPanFormat = (pan: string): boolean => PAN.test(normalisePan(pan));

/** The kind of holder a well-formed PAN names by its fourth letter; null for an unknown letter or a malformed PAN. */
export function panHolderKind(pan: string): string | null {
  const normal = normalisePan(pan);
  if (!PAN.test(normal)) return null;
  return PAN_HOLDER_KINDS[normal[3] as keyof typeof PAN_HOLDER_KINDS] ?? null;
}

/** Whether a well-formed PAN is a person's (its fourth letter P). */
export const isPersonsPan = (pan: string): boolean => isPanFormat(pan) && normalisePan(pan)[3] === 'P';

/** A PAN as typed in a form: the format checked, capitals kept. */
export const panNumber = () => pattern(PAN, PAN_WORDS.format, { upperCase: true });
