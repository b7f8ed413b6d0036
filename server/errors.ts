import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type FieldErrors = Record<string, string[]>;

/** An error a client caused; the error handler answers it as `{detail?, message, errors?, ...extra}` (see `errorBody`). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { errors?: FieldErrors; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

const INVALID_INPUT = 'Invalid input.';

export const notFound = (message: string): HttpError => new HttpError(404, message);

export function invalidInput(errors: FieldErrors, message = INVALID_INPUT): HttpError {
  return new HttpError(400, message, { errors });
}

/** Fastify's and its plugins' own client errors, by code, as the statuses and words of this API. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'Malformed URL.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URL is too long.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Malformed JSON body.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Request body does not match its Content-Length.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'Uploaded file is too large.'],
  FST_FILES_LIMIT: [413, 'Too many files in one request.'],
  FST_PARTS_LIMIT: [413, 'Too many parts in one request.'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in one request.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected a multipart/form-data body.'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Malformed JSON field.'],
  FST_PROTO_VIOLATION: [400, INVALID_INPUT],
};

/** DRF's words for a 404, whatever was not found. */
export const DRF_NOT_FOUND = 'Not found.';

/**
 * An error body as this API sends it (`message`, which the spec's client reads), with the
 * `detail` that Django REST Framework and simplejwt send for a 401 (with simplejwt's
 * `code`, as `extra`) and a 404, so that a client reading either backend reads both.
 */
export function errorBody(status: number, message: string, more: Record<string, unknown> = {}) {
  const detail = status === 404 ? DRF_NOT_FOUND : status === 401 ? message : undefined;
  return { ...(detail !== undefined && { detail }), message, ...more };
}

function answerError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const { errors, extra, headers } = error.details;
    if (headers) reply.headers(headers);
    return reply
      .code(error.status)
      .send(errorBody(error.status, error.message, { ...(errors && { errors }), ...extra }));
  }
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return reply.code(known[0]).send(errorBody(known[0], known[1]));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send(errorBody(status, error.message));
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: 'Internal server error.' });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * For Fastify's `frameworkErrors`: errors met while routing (a malformed URL), answered
 * before any hook runs, so with `headers` set here instead of by the security-header hook.
 */
export const answerRoutingError =
  (headers: Record<string, string>) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    answerError(error, request, reply.headers(headers));
