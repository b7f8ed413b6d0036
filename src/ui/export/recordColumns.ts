import type { RaRecord } from 'react-admin';
import type { ExportColumn } from './sheetRows';
import { titleCase } from '../../lib/text';
import { amountCell } from './sheetCells';

/** Fields holding money or points: written as numbers even when the backend sends decimal text. */
const AMOUNT = /(amount|price|points|cash|balance)/i;
/** Addresses of files (photos, documents): not data, and private ones are signed for minutes only. */
const FILE_ADDRESS = /^(\/media\/|https?:\/\/)/;

const isPlain = (value: unknown) => value === null || typeof value !== 'object' || Array.isArray(value);

/** The fields of a record, nested objects one level down as `parent.child`, with their values. */
function fieldsOf(record: RaRecord): [string, unknown][] {
  return Object.entries(record).flatMap(([key, value]) =>
    isPlain(value)
      ? [[key, value] as [string, unknown]]
      : Object.entries(value as object)
          .filter(([, inner]) => isPlain(inner))
          .map(([innerKey, inner]) => [`${key}.${innerKey}`, inner] as [string, unknown]),
  );
}

const valueAt = (record: RaRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

/**
 * Columns for a list that names none: every field the records have (in the order first met),
 * nested ones as "User List First Name", leaving out file addresses and lists of objects.
 */
export function recordColumns(records: RaRecord[]): ExportColumn[] {
  const paths = new Set<string>();
  const excluded = new Set<string>();
  for (const record of records) {
    for (const [path, value] of fieldsOf(record)) {
      if (Array.isArray(value) && value.some(item => item !== null && typeof item === 'object')) excluded.add(path);
      if (typeof value === 'string' && FILE_ADDRESS.test(value)) excluded.add(path);
      paths.add(path);
    }
  }
  return [...paths]
    .filter(path => !excluded.has(path))
    .map(path => [
      titleCase(path.replace(/\./g, ' ')),
      AMOUNT.test(path) ? record => amountCell(valueAt(record, path)) : record => valueAt(record, path),
    ]);
}
