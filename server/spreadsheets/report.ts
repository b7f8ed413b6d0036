import { HttpError } from '../errors';
import { problemsOf, shortened, type SheetVerdict } from '@/contract/imports/verdict';

/** What an import answers: how many rows it imported and, when some failed, why. */
export interface ImportAnswer {
  message: string;
  imported: number;
  details?: string[];
}

/** "1 voucher", "3 rows". */
export const count = (amount: number, noun: string) => `${amount} ${noun}${amount === 1 ? '' : 's'}`;

/** The values of the rows the rules accept. */
const acceptedValues = <T>(verdict: SheetVerdict<T>): T[] =>
  verdict.rows.flatMap(row => (row.problems.length === 0 && row.value !== undefined ? [row.value] : []));

/**
 * The answer to an import of `noun`s whose accepted rows `insert` writes: 400 when none is
 * valid, listing why in `details`; else how many were imported and why the others failed.
 */
export function importAnswer<T>(verdict: SheetVerdict<T>, noun: string, insert: (values: T[]) => void): ImportAnswer {
  const accepted = acceptedValues(verdict);
  const details = shortened(problemsOf(verdict));
  if (accepted.length === 0) throw new HttpError(400, `No ${noun}s were imported.`, { extra: { details } });
  insert(accepted);
  const failed = verdict.rows.length - accepted.length;
  const message = `Imported ${count(accepted.length, noun)}`;
  return failed === 0
    ? { message: `${message}.`, imported: accepted.length }
    : { message: `${message}; ${count(failed, 'row')} failed.`, imported: accepted.length, details };
}
