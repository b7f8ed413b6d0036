import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** The upstream's answer to a forwarded call, read whole, for a call whose answer the gateway reads. */
export interface ForwardedAnswer {
  status: number;
  body: Buffer;
}

/**
 * What the gateway does with the answer of a call it reads: a refusal to send instead (a sign-in
 * without access), another body (the upstream's with what the gateway adds), or nothing to send
 * the upstream's as it came.
 */
export type AnswerReader = (request: FastifyRequest, answer: ForwardedAnswer) => Promise<HttpError | Buffer | void>;

/**
 * A reader of a call's JSON answer with status 200: `change` changes the parsed body in place,
 * which is sent instead; any other answer, or one not JSON, goes as it came.
 */
export function jsonReader(change: (body: unknown, request: FastifyRequest) => void): AnswerReader {
  const reader: AnswerReader = async (request, answer) => {
    if (answer.status !== 200) return;
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return;
    }
    change(body, request);
    return Buffer.from(JSON.stringify(body));
  };
  // Named as its change, so that a call's steps read by their names.
  return Object.defineProperty(reader, 'name', { value: change.name });
}

/** Readers of one answer in turn: each reads it as the one before left it; the first refusal stands. */
export function readInTurn(readers: readonly AnswerReader[]): AnswerReader {
  return async (request, answer) => {
    let body: Buffer | undefined;
    for (const read of readers) {
      const result = await read(request, { status: answer.status, body: body ?? answer.body });
      if (result instanceof HttpError) return result;
      if (result) body = result;
    }
    return body;
  };
}
