import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import { unreadable } from './file';
import { tooManyRows } from '@/contract/imports/sheet';
import type { ParsedRow, SheetRowsResult } from '@/contract/imports/sheetRows';
import type { SpreadsheetLimits } from './limits';

export type { Cell } from '@/contract/imports/cells';
export type { ParsedRow } from '@/contract/imports/sheetRows';

type WorkerResult = SheetRowsResult | { problem: 'unreadable' };

const WORKER_FILE = new URL('./parseWorker.js', import.meta.url);

/**
 * Parses the first sheet of a workbook in a worker with limited memory, ended after the
 * time-out: 400 for a file that is not a workbook or has more rows than the limit, 422
 * for one that needs too much memory or time.
 */
export function parseInWorker(data: Buffer, limits: SpreadsheetLimits): Promise<ParsedRow[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { data, maxRows: limits.maxRows },
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
      execArgv: [],
    });
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new HttpError(422, 'The spreadsheet took too long to read.'))),
      limits.timeoutMs,
    );
    worker.once('message', (result: WorkerResult) =>
      settle(() => {
        if ('rows' in result) resolve(result.rows);
        else if (result.problem === 'too_many_rows') {
          reject(new HttpError(400, tooManyRows(limits.maxRows)));
        } else reject(unreadable());
      }),
    );
    worker.once('error', error =>
      settle(() =>
        reject(
          (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new HttpError(422, 'The spreadsheet needs too much memory to read.')
            : unreadable(),
        ),
      ),
    );
    // Once settled, a promise ignores this: it only counts when the worker ends without an answer.
    worker.once('exit', () => settle(() => reject(unreadable())));
  });
}
