import type { FastifyError, FastifyRequest } from 'fastify';
import { HttpError, invalidInput } from '../errors';
import { NOT_EXCEL, type SpreadsheetFile } from './file';
import { megabytes, SPREADSHEET_LIMITS } from './limits';

/**
 * The file of the `file` field of a multipart upload, with its name: 413 beyond `maxBytes`,
 * 400 when there is none (415 for another content type).
 */
export async function readSpreadsheetUpload(
  request: FastifyRequest,
  maxBytes = SPREADSHEET_LIMITS.maxBytes,
): Promise<SpreadsheetFile> {
  let file: SpreadsheetFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !file && (data.length > 0 || part.filename !== '')) {
        file = { name: part.filename, data };
      }
    }
  } catch (error) {
    if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The file is larger than ${megabytes(maxBytes)} MB.`);
    }
    throw error;
  }
  if (!file) throw invalidInput({ file: ['Please choose a file to upload.'] }, NOT_EXCEL);
  return file;
}
