import { isoDateInIndia } from '@/src/lib/format';
import type { SheetImport } from '@/src/ui/import/sheetImport';

/** The voucher sheet, previewed by its worker as of today in India. */
export const voucherSheetImport: SheetImport<string> = {
  worker: () => new Worker(new URL('./voucherSheet.worker.ts', import.meta.url), { type: 'module' }),
  context: () => isoDateInIndia(),
};
