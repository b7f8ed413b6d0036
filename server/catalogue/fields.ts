import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { notFound } from '../errors';
import { readMultipart, type MultipartForm } from '../multipart';
import { idParam, textField, type Rule } from '../validation';

const ok = <T>(value: T) => ({ ok: true as const, value });
const fail = (error: string) => ({ ok: false as const, error });

const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

const TRUE_WORDS = ['true', 'yes', '1', 'on'];
const FALSE_WORDS = ['false', 'no', '0', 'off'];
const MAX_PRICE = 1e12;

/** A form's text fields and files: a multipart body read whole, or a JSON body with no files. */
export async function readForm(request: FastifyRequest): Promise<MultipartForm> {
  return request.isMultipart()
    ? readMultipart(request)
    : { fields: request.body as Record<string, string>, files: {}, parts: [] };
}

/** A brand's or category's name: required, trimmed, at least 2 characters. */
export function nameField(noun: string): Rule<string> {
  const text = textField({ maxLength: 255 });
  return raw => {
    if (isBlank(raw)) return fail(`${noun} name is required`);
    const outcome = text(raw);
    if (!outcome.ok) return outcome;
    return outcome.value.length < 2 ? fail(`${noun} name must be at least 2 characters long`) : outcome;
  };
}

/** A required id, with `missing` as the error when it is not given. */
export function referenceField(missing: string): Rule<number> {
  return raw => {
    if (isBlank(raw)) return fail(missing);
    const value = typeof raw === 'string' ? Number(raw.trim()) : raw;
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? ok(value)
      : fail('A valid integer is required.');
  };
}

/** Text whose line breaks are stored as \n. */
export function linesField(maxLength = 5000): Rule<string> {
  const text = textField({ maxLength });
  return raw => {
    const outcome = text(raw);
    return outcome.ok ? ok(outcome.value.replace(/\r\n?/g, '\n')) : outcome;
  };
}

/** A boolean, or a word for one: true/false, yes/no, on/off, 1/0 (forms and spreadsheets send text). */
export function booleanField(): Rule<boolean> {
  return raw => {
    if (typeof raw === 'boolean') return ok(raw);
    const word = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().toLowerCase() : '';
    if (TRUE_WORDS.includes(word)) return ok(true);
    return FALSE_WORDS.includes(word) ? ok(false) : fail('Enter yes or no.');
  };
}

/** An amount of money given as a number or as digits: above 0 when `positive`, else not below 0. */
export function priceField(error: string, { positive = false } = {}): Rule<number> {
  return raw => {
    const text = typeof raw === 'string' ? raw.trim() : '';
    const value = typeof raw === 'number' ? raw : /^\d{1,13}(\.\d{1,4})?$/.test(text) ? Number(text) : NaN;
    const inRange = Number.isFinite(value) && value <= MAX_PRICE && (positive ? value > 0 : value >= 0);
    return inRange ? ok(value) : fail(error);
  };
}

/** A colour as a hex code, stored with its leading '#'. */
export function colorField(): Rule<string> {
  return raw => {
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!/^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) {
      return fail('Enter a colour as a hex code, like #1A2B3C.');
    }
    return ok(value.startsWith('#') ? value : `#${value}`);
  };
}

/** The id of an existing row of `table`, from a route parameter; 404 with `message` otherwise. */
export function existingId(db: Db, table: string, rawId: string, message: string): number {
  const id = idParam(rawId, message);
  if (!db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id)) throw notFound(message);
  return id;
}

/** Whether a row of `table` with this id exists. */
export const exists = (db: Db, table: string, id: number): boolean =>
  db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;
