import { shortened, type SheetVerdict } from '@/contract/imports/verdict';

/** What choosing a file would do, as the preview dialog shows it. */
export interface ImportPreview {
  /** Problems of the whole file: by the browser's rules, no row can be imported. */
  sheetProblems: string[];
  /** "Row 2: Amazon Pay Gift Card ₹250", the first hundred and how many more. */
  fineLines: string[];
  /** The import report's own lines ("Row 3: points_required: Enter a whole number above 0."), shortened alike. */
  problemLines: string[];
  /** Rows that pass every rule the browser can check: what "Import N rows" counts. */
  fineCount: number;
  failingCount: number;
  /** Rows under the header. */
  total: number;
}

/** The preview of a judged sheet; `labelOf` names an accepted row (its offer, or its product and code). */
export function previewOf<T>(verdict: SheetVerdict<T>, labelOf: (value: T) => string): ImportPreview {
  const fine = verdict.rows.filter(row => row.problems.length === 0 && row.value !== undefined);
  return {
    sheetProblems: verdict.sheetProblems,
    fineLines: shortened(fine.map(row => `Row ${row.number}: ${labelOf(row.value as T)}`)),
    problemLines: shortened(verdict.rows.flatMap(row => row.problems)),
    fineCount: fine.length,
    failingCount: verdict.rows.length - fine.length,
    total: verdict.rows.length,
  };
}

/** A file the preview could not read: one problem, no rows. */
export const unreadablePreview = (problem: string): ImportPreview => ({
  sheetProblems: [problem],
  fineLines: [],
  problemLines: [],
  fineCount: 0,
  failingCount: 0,
  total: 0,
});
