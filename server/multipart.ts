import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** One file part of a multipart body, in the order it was sent. */
export interface UploadedPart {
  field: string;
  /** The name the client gave the file (possibly empty). */
  filename: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The last file sent under each field name. */
  files: Record<string, Buffer>;
  /** Every file part, for fields that take several files or whose names matter. */
  parts: UploadedPart[];
}

const MALFORMED_BODY = 'Malformed multipart body.';

/** A body that ends too early or that the parser cannot read is the client's mistake; limits (413, 415) and ours pass. */
function isMalformedBody(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return !(error instanceof HttpError) && (code === undefined || code === 'ERR_STREAM_PREMATURE_CLOSE');
}

/**
 * Reads a whole multipart/form-data body within the upload limits (413 beyond, 415 for
 * another content type, 400 for a broken body). An empty file input (no name, no bytes)
 * counts as not sent.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {}, parts: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (data.length === 0 && part.filename === '') continue;
      form.files[part.fieldname] = data;
      form.parts.push({ field: part.fieldname, filename: part.filename, data });
    }
  } catch (error) {
    if (isMalformedBody(error)) throw new HttpError(400, MALFORMED_BODY);
    throw error;
  }
  return form;
}
