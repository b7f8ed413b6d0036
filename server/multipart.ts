import type { FastifyRequest } from 'fastify';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a whole multipart/form-data body within the upload limits (413 beyond, 415 for
 * another content type). An empty file input (no name, no bytes) counts as not sent.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = String(part.value);
      continue;
    }
    const data = await part.toBuffer();
    if (data.length > 0 || part.filename !== '') form.files[part.fieldname] = data;
  }
  return form;
}
