import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { boundaryOf, watchBody } from './multipartBody';
import { DEFAULT_UPLOAD_LIMITS, kilobytes, megabytes, type UploadLimits } from './uploadLimits';

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

/** A file part written to the temporary folder while the body streamed. */
interface SpooledPart {
  field: string;
  filename: string;
  path: string;
}

export const MALFORMED_BODY = 'Malformed multipart body.';
const NOT_MULTIPART = 'Expected a multipart/form-data body.';
const NOT_A_FORM = 'Expected a JSON or multipart/form-data body.';
const NOT_JSON = 'Expected a JSON body.';

const malformed = () => new HttpError(400, MALFORMED_BODY);
const tooLarge = (message: string) => new HttpError(413, message);
const fieldTooLong = (limits: UploadLimits) =>
  tooLarge(`A text field is longer than ${kilobytes(limits.fieldSize)} KB.`);
const fileTooLarge = (limits: UploadLimits) => tooLarge(`The file is larger than ${megabytes(limits.fileSize)} MB.`);
const bodyTooLarge = (limits: UploadLimits) =>
  tooLarge(`The request body is larger than ${megabytes(limits.totalSize)} MB.`);
const tooManyFields = (limits: UploadLimits) => tooLarge(`Too many text fields: at most ${limits.fields}.`);
const tooManyFiles = (limits: UploadLimits) => tooLarge(`Too many files: at most ${limits.files}.`);
const tooManyParts = (limits: UploadLimits) => tooLarge(`Too many parts: at most ${limits.fields + limits.files}.`);

/** The parser's own errors, as this API's answers; anything it throws without a code is a broken body. */
function asClientError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === undefined || code === 'ERR_STREAM_PREMATURE_CLOSE') return malformed();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limits);
  if (code === 'FST_FIELDS_LIMIT') return tooManyFields(limits);
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(limits);
  if (code === 'FST_PARTS_LIMIT') return tooManyParts(limits);
  return error;
}

const isJson = (type: string | undefined) => type?.toLowerCase().startsWith('application/json') === true;

/**
 * Which parts the parser hands over as streams: files, and text parts typed application/json,
 * which the plugin would otherwise parse (a JSON object then read as "[object Object]").
 */
const isStreamedPart = (_field: string | undefined, type: string | undefined, filename: string | undefined) =>
  filename !== undefined || type === 'application/octet-stream' || isJson(type);

/**
 * The plugin destroys the part it was streaming when the body breaks off, possibly before
 * anyone reads it; Node never settles a pipeline from a stream already destroyed.
 */
function readable(stream: Readable): Readable {
  if (stream.destroyed) throw malformed();
  return stream;
}

/** A JSON-typed text part's raw text, within the field size. */
async function readText(stream: Readable, limits: UploadLimits): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of readable(stream) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limits.fieldSize) throw fieldTooLong(limits);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Streams a file part to `target`; 413 when it is larger than the limit. Answers its size. */
async function spool(part: MultipartFile, target: string, limits: UploadLimits): Promise<number> {
  await pipeline(readable(part.file), createWriteStream(target));
  if (part.file.truncated) throw fileTooLarge(limits);
  return part.file.bytesRead;
}

/** Reads the body's text fields into memory and files into `folder`, each limit checked as the bytes arrive. */
async function receive(request: FastifyRequest, boundary: string, limits: UploadLimits, folder: string) {
  const fields: Record<string, string> = {};
  const spooled: SpooledPart[] = [];
  let textParts = 0;
  let fileParts = 0;
  const parts = request.parts({
    limits: {
      fields: limits.fields,
      fieldSize: limits.fieldSize,
      // JSON-typed text parts come as streams too: they are counted as fields below.
      files: limits.files + limits.fields,
      fileSize: Math.max(limits.fileSize, limits.fieldSize),
      parts: limits.fields + limits.files,
      headerPairs: 20,
    },
    isPartAFile: isStreamedPart,
  });
  const body = watchBody(request.raw, boundary);
  try {
    for await (const part of parts) {
      if (part.type === 'field' || (part.filename === undefined && isJson(part.mimetype))) {
        if (++textParts > limits.fields) throw tooManyFields(limits);
        if (part.type === 'field' && part.valueTruncated) throw fieldTooLong(limits);
        fields[part.fieldname] = part.type === 'field' ? String(part.value) : await readText(part.file, limits);
      } else {
        if (++fileParts > limits.files) throw tooManyFiles(limits);
        const target = path.join(folder, String(fileParts));
        const size = await spool(part, target, limits);
        // An empty file input (no name, no bytes) counts as not sent.
        if (size > 0 || part.filename)
          spooled.push({ field: part.fieldname, filename: part.filename ?? '', path: target });
      }
      if (body.bytes > limits.totalSize) throw bodyTooLarge(limits);
    }
  } catch (error) {
    // Nothing more is read: the parser lets go of the body, which Node discards.
    request.raw.unpipe();
    throw asClientError(error, limits);
  } finally {
    body.stop();
  }
  if (body.bytes > limits.totalSize) throw bodyTooLarge(limits);
  if (!body.closed) throw malformed();
  return { fields, spooled };
}

/**
 * Reads a whole multipart body within `limits` (413 beyond one, 415 for another type, 400 when broken).
 * Files wait in a temporary folder until the whole body has passed every limit, so a refused body costs
 * no more memory than its text fields.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const boundary = boundaryOf(request.headers['content-type']);
  if (boundary === undefined) throw malformed();
  if (Number(request.headers['content-length']) > limits.totalSize) throw bodyTooLarge(limits);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'loyalty-upload-'));
  try {
    const { fields, spooled } = await receive(request, boundary, limits, folder);
    const form: MultipartForm = { fields, files: {}, parts: [] };
    for (const { field, filename, path: file } of spooled) {
      const data = await readFile(file);
      form.files[field] = data;
      form.parts.push({ field, filename, data });
    }
    return form;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A form's text fields and files, from a multipart body within `limits` or a JSON one; 415 for any other type. */
export async function readForm(request: FastifyRequest, limits: UploadLimits): Promise<MultipartForm> {
  if (request.isMultipart()) return readMultipart(request, limits);
  const type = request.headers['content-type'];
  if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, NOT_A_FORM);
  return { fields: request.body as Record<string, string>, files: {}, parts: [] };
}

/** A `preValidation` hook of a route that reads only JSON: 415 for a multipart body, which it would otherwise ignore. */
export async function jsonOnly(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) throw new HttpError(415, NOT_JSON);
}
