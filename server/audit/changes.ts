/** A field's value in an audit entry: text, a number, true or false, or null (none). */
export type ChangeValue = string | number | boolean | null;

/** The fields a change touched, by their path in the record (`status`, `user_list.email`), each before and after. */
export type Changes = Record<string, { before: ChangeValue; after: ChangeValue }>;

/** Fields never written to the trail, whatever their record: passwords, tokens, OTPs and their kin. */
const SECRET_FIELD = /pass(word|code)?|token|otp|secret|hash|signature|verification|salt/i;
/** Nested fields are followed this deep; deeper values are kept as JSON text. */
const MAX_DEPTH = 3;
/** Longer texts (legal content, descriptions) are cut, with an ellipsis. */
const MAX_TEXT = 300;
/** A record's fields beyond this many are left out (a deleted member's whole record stays readable). */
const MAX_FIELDS = 80;

/** A signed address of a private document without its expiry and signature, which change on every read. */
const unsigned = (text: string) => (text.startsWith('/media/') ? text.split('?')[0] : text);

const shortened = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

function scalar(value: unknown): ChangeValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return shortened(unsigned(typeof value === 'string' ? value : JSON.stringify(value)));
}

/**
 * What a change sent, as the trail keeps it: the same fields left out as from a record (passwords,
 * tokens, OTPs…), long texts cut, values nested deeper than a record's fields kept as JSON text.
 */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return typeof value === 'string' ? shortened(value) : value;
  if (depth >= MAX_DEPTH) return scalar(value);
  if (Array.isArray(value)) return value.slice(0, MAX_FIELDS).map(item => withoutSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_FIELD.test(key))
      .slice(0, MAX_FIELDS)
      .map(([key, field]) => [key, withoutSecrets(field, depth + 1)]),
  );
}

/** The record's fields by path, secrets left out. */
function flatten(
  value: unknown,
  path: string,
  depth: number,
  into: Map<string, ChangeValue>,
): Map<string, ChangeValue> {
  if (value === null || typeof value !== 'object') {
    if (path) into.set(path, scalar(value));
    return into;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0 || depth >= MAX_DEPTH) {
    if (path) into.set(path, entries.length === 0 ? null : scalar(value));
    return into;
  }
  for (const [key, field] of entries) {
    if (SECRET_FIELD.test(key) || (depth === 0 && key === 'id')) continue;
    flatten(field, path ? `${path}.${key}` : key, depth + 1, into);
  }
  return into;
}

/** The fields that differ between a record before and after a change; never secrets, and addresses unsigned. */
export function changedFields(before: unknown, after: unknown): Changes {
  const [was, is] = [flatten(before, '', 0, new Map()), flatten(after, '', 0, new Map())];
  const changes: Changes = {};
  let count = 0;
  for (const path of new Set([...is.keys(), ...was.keys()])) {
    const [old, now] = [was.get(path) ?? null, is.get(path) ?? null];
    if (old === now) continue;
    if ((count += 1) > MAX_FIELDS) break;
    changes[path] = { before: old, after: now };
  }
  return changes;
}
