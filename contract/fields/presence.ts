import { z } from 'zod';

/** Undefined, null, or text of spaces only: what a form sends for a field left empty. */
export const isBlank = (raw: unknown): boolean =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** Absent, null or blank is left out (undefined); anything else must pass `schema`. */
export const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(raw => (isBlank(raw) ? undefined : raw), schema.optional()).optional();

/** For partial updates: absent stays unchanged (undefined), null or blank clears (null), anything else must pass `schema`. */
export const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(raw => (isBlank(raw) ? null : raw), schema.nullable()).optional();
