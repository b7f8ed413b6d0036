import type { Spreadsheet } from '@/contract/imports/sheet';
import { previewOf, unreadablePreview, type ImportPreview } from '@/src/ui/import/previewModel';
import { runWorker } from '@/src/ui/import/runWorker';
import { awardText } from '../earnings/awardWords';
import { lookUpRateProducts, type RateProductSource } from './rateProducts';
import { judgeRateSheet, type Rate, type RateWords } from './rateSheet';

/** What a rates sheet would put in the form: the preview to show, and its fine rows' rates. */
export interface RatesPreview {
  preview: ImportPreview;
  rates: Rate[];
}

const startReader = () => new Worker(new URL('./rateSheet.worker.ts', import.meta.url), { type: 'module' });

/** Reads a rates sheet in its worker, finds its products in `catalogue`, and judges its rows. */
export async function previewRates(
  data: ArrayBuffer,
  catalogue: RateProductSource,
  words: RateWords,
  signal: AbortSignal,
): Promise<RatesPreview> {
  const read = await runWorker<{ sheet: Spreadsheet } | { problem: string }>(startReader, data, [data], signal);
  if ('problem' in read) return { preview: unreadablePreview(read.problem), rates: [] };
  const verdict = judgeRateSheet(read.sheet, await lookUpRateProducts(read.sheet, catalogue), words);
  const label = (rate: Rate) =>
    words('rates_row', { product: `${rate.product.name} (${rate.product.code})`, award: awardText(rate) });
  return {
    preview: previewOf(verdict, label),
    rates: verdict.rows.flatMap(row => (row.value && row.problems.length === 0 ? [row.value] : [])),
  };
}
