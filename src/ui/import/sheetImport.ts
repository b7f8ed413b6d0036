import type { AppDataProvider } from '@/dataProvider';
import type { Spreadsheet } from '@/contract/imports/sheet';
import type { ImportPreview } from './previewModel';

/** How an area's spreadsheet is previewed before it is sent (ImportButton). */
export interface SheetImport<Context = unknown> {
  /** Starts the area's preview worker: a module of its own calling `servePreview`, so `xlsx` loads only with it. */
  worker: () => Worker;
  /** What the area's rules need beside the file (today in India, the catalogue's names). */
  context: (dataProvider: AppDataProvider) => Context | Promise<Context>;
  /** i18n key of what the preview adds to its closing words, if anything. */
  note?: string;
}

/** What a preview worker is asked: the file's bytes and what the rules need beside them. */
export interface PreviewRequest<Context = unknown> {
  data: ArrayBuffer;
  context: Context;
}

/** An area's rules over a sheet read: the preview of its rows. */
export type SheetJudge<Context> = (sheet: Spreadsheet, context: Context) => ImportPreview;
