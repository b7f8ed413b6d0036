import type { ImportReport } from '@/dataProvider';
import { serverMessageOf } from '../../lib/errors';

/** What an import did, as the result dialog says it. */
export type ImportOutcome =
  | { kind: 'success' | 'failed'; message: string; details: string[] }
  | { kind: 'partial'; message: string; details: string[]; imported: number; total: number; failed: number };

/**
 * The outcome of an answered import of a file of `total` rows: partial when the server
 * says it imported fewer (its `imported`), else the spec's success.
 */
export function outcomeOfReport(report: ImportReport, total: number): ImportOutcome {
  const message = report.message ?? '';
  const details = report.details ?? [];
  const imported = report.imported;
  return typeof imported === 'number' && imported < total
    ? { kind: 'partial', message, details, imported, total, failed: total - imported }
    : { kind: 'success', message, details };
}

/** The outcome of a refused import: the server's message and reasons, else `fallback`. */
export function outcomeOfError(error: unknown, fallback: string): ImportOutcome {
  const body = (error as { body?: { details?: unknown } } | null)?.body;
  const details = Array.isArray(body?.details) ? body.details.map(String) : [];
  return { kind: 'failed', message: serverMessageOf(error) ?? fallback, details };
}
