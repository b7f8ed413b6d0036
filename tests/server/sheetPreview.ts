import * as XLSX from 'xlsx';
import { expect } from 'vitest';
import type { ImportPreview } from '@/src/ui/import/previewModel';
import { previewSheet } from '@/src/ui/import/previewSheet';
import type { SheetJudge } from '@/src/ui/import/sheetImport';
import { fileUpload, type SignedInServer } from './helpers';

/** An area's import as the preview and the server take it: its rules and context, and its import call. */
export interface PreviewedImport<Context> {
  judge: SheetJudge<Context>;
  context: Context;
  importPath: string;
}

/** The preview of a file, as the area's worker makes it. */
export function previewBytes<Context>(data: Buffer, { judge, context }: PreviewedImport<Context>): ImportPreview {
  const bytes = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  return previewSheet(XLSX, { data: bytes, context }, judge);
}

/** The preview, then the server's answer to the same file: the same rows imported, the same reasons for the rest. */
export async function expectSameVerdicts<Context>(
  server: SignedInServer,
  sheet: PreviewedImport<Context>,
  data: Buffer,
): Promise<ImportPreview> {
  const preview = previewBytes(data, sheet);
  const response = await server.api('POST', sheet.importPath, fileUpload(data, 'sheet.xlsx'));
  const answer = response.json() as { imported?: number; details?: string[] };
  expect(response.statusCode).toBe(preview.fineCount > 0 ? 201 : 400);
  expect(answer.imported ?? 0).toBe(preview.fineCount);
  expect(answer.details ?? []).toEqual([...preview.sheetProblems, ...preview.problemLines]);
  return preview;
}
