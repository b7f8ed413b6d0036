import { MAX_SHEET_ROWS } from '@/contract/imports/sheet';

const MB = 1024 * 1024;

/** How much of an uploaded spreadsheet the server reads, and with what. */
export const SPREADSHEET_LIMITS = {
  maxBytes: 5 * MB,
  /** Parts of an .xlsx (a zip archive). */
  maxParts: 200,
  /** What the parts of an .xlsx unpack to, together. */
  maxUnpackedBytes: 50 * MB,
  /** Rows after the header row. */
  maxRows: MAX_SHEET_ROWS,
  /** The old-generation heap of the worker that parses the file. */
  workerHeapMb: 256,
  timeoutMs: 10_000,
  /** Spreadsheets parsed at once (each in its own worker), and how long another waits for its turn. */
  parallelParses: 2,
  turnWaitMs: 3_000,
};

export type SpreadsheetLimits = typeof SPREADSHEET_LIMITS;
