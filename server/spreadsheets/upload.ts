import type { FastifyRequest } from 'fastify';
import { invalidInput } from '../errors';
import { readMultipart } from '../multipart';
import { uploadLimits } from '../uploadLimits';
import { NOT_EXCEL, type SpreadsheetFile } from './file';
import { SPREADSHEET_LIMITS } from './limits';

/**
 * The file of the `file` field of a multipart upload, with its name, read whole before
 * anything is done with it: 413 beyond `maxBytes` (or for a body of more than a few small
 * fields and that file), 400 for a broken body or when there is no file, 415 for another
 * content type.
 */
export async function readSpreadsheetUpload(
  request: FastifyRequest,
  maxBytes = SPREADSHEET_LIMITS.maxBytes,
): Promise<SpreadsheetFile> {
  const { parts } = await readMultipart(
    request,
    uploadLimits({ fields: 5, fieldSize: 1024, files: 1, fileSize: maxBytes }),
  );
  const file = parts.find(part => part.field === 'file');
  if (!file) throw invalidInput({ file: ['Please choose a file to upload.'] }, NOT_EXCEL);
  return { name: file.filename, data: file.data };
}
