import { describe, expect, it } from 'vitest';
import type { SheetVerdict } from '@/contract/imports/verdict';
import { outcomeOfError, outcomeOfReport } from '@/src/ui/import/importOutcome';
import { previewOf, unreadablePreview } from '@/src/ui/import/previewModel';

const verdict = (rows: SheetVerdict<{ name: string }>['rows']): SheetVerdict<{ name: string }> => ({
  sheetProblems: [],
  rows,
});

describe('previewOf', () => {
  it('lists the fine rows by name and the others by the report’s own lines, and counts both', () => {
    const preview = previewOf(
      verdict([
        { number: 2, problems: [], value: { name: 'Amazon' } },
        { number: 3, problems: ['Row 3: points_required: Enter a whole number above 0.'] },
        {
          number: 7,
          problems: ['Row 7: points_required: Enter a whole number above 0.', 'Row 7: is_scheme: Enter yes or no.'],
        },
        { number: 8, problems: [], value: { name: 'Swiggy' } },
      ]),
      value => value.name,
    );
    expect(preview).toEqual({
      sheetProblems: [],
      fineLines: ['Row 2: Amazon', 'Row 8: Swiggy'],
      problemLines: [
        'Row 3: points_required: Enter a whole number above 0.',
        'Row 7: points_required: Enter a whole number above 0.',
        'Row 7: is_scheme: Enter yes or no.',
      ],
      fineCount: 2,
      failingCount: 2,
      total: 4,
    });
  });

  it('shows the first hundred lines of each list and counts the rest, as the server’s report does', () => {
    const rows = Array.from({ length: 130 }, (_, index) => ({ number: index + 2, problems: [], value: { name: 'x' } }));
    const preview = previewOf(verdict(rows), value => value.name);
    expect([preview.fineCount, preview.fineLines.length, preview.fineLines[100]]).toEqual([130, 101, '…and 30 more.']);
  });

  it('keeps a whole-sheet problem and imports nothing', () => {
    const preview = previewOf({ sheetProblems: ['The sheet has no rows to import.'], rows: [] }, String);
    expect([preview.sheetProblems, preview.fineCount, preview.total]).toEqual([
      ['The sheet has no rows to import.'],
      0,
      0,
    ]);
    expect(unreadablePreview('The file could not be read as a spreadsheet.').sheetProblems).toEqual([
      'The file could not be read as a spreadsheet.',
    ]);
  });
});

describe('the import outcome', () => {
  it('is the spec’s success when every row was imported', () => {
    expect(outcomeOfReport({ message: 'Imported 3 vouchers.', imported: 3 }, 3)).toEqual({
      kind: 'success',
      message: 'Imported 3 vouchers.',
      details: [],
    });
  });

  it('counts what was imported and what failed when some rows failed', () => {
    const report = { message: 'Imported 2 vouchers; 5 rows failed.', imported: 2, details: ['Row 3: x: y'] };
    expect(outcomeOfReport(report, 7)).toMatchObject({ kind: 'partial', imported: 2, total: 7, failed: 5 });
  });

  it('is a success, as the spec has it, when the backend does not say how many it imported', () => {
    expect(outcomeOfReport({ message: 'Done' }, 7).kind).toBe('success');
  });

  it('is a failure with the server’s message and reasons, else the spec’s fallback', () => {
    const refused = { status: 400, body: { message: 'No vouchers were imported.', details: ['Row 2: a: b'] } };
    expect(outcomeOfError(refused, 'Error importing vouchers. Please try again.')).toEqual({
      kind: 'failed',
      message: 'No vouchers were imported.',
      details: ['Row 2: a: b'],
    });
    expect(outcomeOfError(new Error('offline'), 'Error importing vouchers. Please try again.')).toEqual({
      kind: 'failed',
      message: 'Error importing vouchers. Please try again.',
      details: [],
    });
  });
});
