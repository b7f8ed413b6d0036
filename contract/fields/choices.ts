import { z } from 'zod';
import { isBlank } from './presence';
import { REQUIRED } from './text';

/** A required string that is one of `choices` once trimmed. */
export const choice = <const C extends readonly string[]>(choices: C) =>
  z.preprocess(
    raw => (typeof raw === 'string' && choices.includes(raw.trim()) ? raw.trim() : raw),
    z.enum(choices, {
      error: issue => (isBlank(issue.input) ? REQUIRED : `"${String(issue.input)}" is not a valid choice.`),
    }),
  );

const WORDS: Record<string, boolean> = {
  true: true,
  yes: true,
  1: true,
  on: true,
  false: false,
  no: false,
  0: false,
  off: false,
};

/** The boolean a word stands for (forms and spreadsheets send text), else the value as it is. */
const booleanOfWord = (raw: unknown): unknown => {
  const word = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().toLowerCase() : '';
  return typeof raw === 'boolean' || !Object.hasOwn(WORDS, word) ? raw : WORDS[word];
};

/** A boolean, or a word for one: true/false, yes/no, on/off, 1/0. */
export const yesNo = () => z.preprocess(booleanOfWord, z.boolean({ error: 'Enter yes or no.' }));
