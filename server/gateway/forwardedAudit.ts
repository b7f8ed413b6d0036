import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changedFields, withoutSecrets } from '../audit/changes';
import { bearerOf, isSuccess } from '../callParts';
import { actorEmailOf, recordAudit } from '../audit/record';
import { summaryOf } from '../audit/summaries';
import { approvalDetail } from '../fourEyes/outcomes';
import type { Db } from '../db/connection';
import type { AuditedCall } from './auditedCalls';
import { callPath } from './forwarding';
import type { Upstream } from './upstream';

export interface ForwardedAuditOptions {
  db: Db;
  now: () => Date;
  upstream: Upstream;
}

type Fields = Record<string, unknown>;

/** A record as read from the upstream: known (undefined when there is none, a 404), or not known (the read failed). */
type Read = { known: true; record: unknown } | { known: false };

/** What is kept of a change between its forwarding and the upstream's answer. */
interface Forwarded {
  call: AuditedCall;
  token: string;
  id: number | null;
  actorEmail: string | null;
  before: Read;
  sent: unknown;
  /** The upstream's answer, as much of it as MAX_ANSWER (a creation's id, an import's report). */
  answer: Buffer[];
  answerSize: number;
}

/** The most of an answer that is kept for the trail: a record, not a spreadsheet. */
const MAX_ANSWER = 64 * 1024;

const NOT_KNOWN: Read = { known: false };
const NONE: Read = { known: true, record: undefined };

const fieldsOf = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

const plainId = (value: unknown): number | null =>
  (typeof value === 'string' && /^\d{1,15}$/.test(value)) || (typeof value === 'number' && Number.isSafeInteger(value))
    ? Number(value)
    : null;

/**
 * What was sent, as the trail keeps it: a JSON body without its secrets; a body the gateway streams
 * without reading (a multipart upload) by its kind and length alone; null when there was none.
 */
export function sentOf(request: FastifyRequest): unknown {
  const { body } = request;
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const bytes = plainId(request.headers['content-length']);
  if (type.startsWith('multipart/')) return { content: 'multipart', bytes };
  if (body === undefined || body === null) return null;
  if (typeof (body as Readable).pipe === 'function') return { content: type || 'unknown', bytes };
  return withoutSecrets(body);
}

/** The summary's words for a change the upstream did not confirm. */
export function refusalOf(status: number): string {
  return status >= 500
    ? `not confirmed by the programme's server (${status})`
    : `refused by the programme's server (${status})`;
}

/**
 * The audit trail of the changes the gateway forwards: for each signed-in call its route declares
 * `audited` (an area's gateway calls, or the shell's AUDITED_CALLS), the record is read from the upstream before it is forwarded (with the caller's
 * token, when the spec has a read call for it), the upstream's answer is followed as it streams to
 * the caller, and once it is sent the record is read again and one entry written: who, when, the
 * change, what was sent, the upstream's status, and the fields that changed. An entry whose read
 * failed (the upstream down) is written all the same, without its fields.
 */
export function auditForwardedChanges(scope: FastifyInstance, { db, now, upstream }: ForwardedAuditOptions): void {
  const changes = new WeakMap<FastifyRequest, Forwarded>();
  const writing = new Set<Promise<void>>();

  const read = async (call: AuditedCall, id: number | null, token: string): Promise<Read> => {
    if (!call.read || id === null) return NOT_KNOWN;
    const path = callPath(call.read.slice('GET '.length), { id: String(id) });
    if (path === null) return NOT_KNOWN;
    try {
      const { status, body } = await upstream.get(path, token);
      if (status === 404) return NONE;
      return status === 200 && body !== null && typeof body === 'object' ? { known: true, record: body } : NOT_KNOWN;
    } catch {
      return NOT_KNOWN;
    }
  };

  const answerOf = (change: Forwarded): Fields => {
    try {
      return fieldsOf(JSON.parse(Buffer.concat(change.answer).toString('utf8')));
    } catch {
      return {};
    }
  };

  const record = async (request: FastifyRequest, change: Forwarded, status: number) => {
    const { call, token, before } = change;
    const answer = answerOf(change);
    let id = change.id;
    let after: Read = before;
    if (isSuccess(status)) {
      if (call.id === 'answer') id = plainId(answer.id);
      if (call.id === 'answer' && !call.read) after = { known: true, record: answer };
      else after = await read(call, id, token);
    }
    const known = before.known && after.known;
    const was = before.known ? before.record : undefined;
    const is = after.known ? after.record : undefined;
    // A first approval of four eyes is the gateway's own answer: nothing was forwarded.
    const fourEyes = request.fourEyesOutcome;
    const answeredHere = fourEyes?.step === 'first';
    const detail = [
      isSuccess(status) ? call.detail?.(fieldsOf(is ?? was), answer, fieldsOf(change.sent)) : refusalOf(status),
      fourEyes && isSuccess(status) ? approvalDetail({ ...fourEyes, answer: null }) : undefined,
      isSuccess(status) ? request.auditDetail : undefined,
    ]
      .filter(Boolean)
      .join('; ');
    recordAudit(db, {
      at: now(),
      actor: request.userId,
      actorEmail: change.actorEmail,
      action: call.action,
      targetType: call.target,
      targetId: id,
      summary: summaryOf(call.action, call.target, id, is ?? was, detail || undefined),
      changes: known ? changedFields(was, is) : {},
      ...(!answeredHere && { forwarded: { status, sent: change.sent } }),
    });
  };

  scope.addHook('preHandler', async request => {
    const { forwarded, audited: call } = request.routeOptions.config;
    if (!forwarded || !call) return;
    const token = bearerOf(request);
    const params = request.params as Record<string, string | undefined>;
    const id = call.id === 'path' ? plainId(params.id) : call.id === 'caller' ? request.userId : null;
    const before = call.id === 'answer' ? NONE : await read(call, id, token);
    changes.set(request, {
      call,
      token,
      id,
      actorEmail: actorEmailOf(db, request.userId),
      before,
      sent: sentOf(request),
      answer: [],
      answerSize: 0,
    });
  });

  // The answer goes on to the caller as it comes; the trail keeps a copy of its start.
  scope.addHook('onSend', async (request, _reply, payload) => {
    const change = changes.get(request);
    if (!change) return payload;
    const keep = (chunk: Buffer | string) => {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      change.answerSize += bytes.length;
      if (change.answerSize <= MAX_ANSWER) change.answer.push(bytes);
      else change.answer = [];
    };
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      keep(payload);
      return payload;
    }
    if (payload === null || typeof (payload as Readable).pipe !== 'function') return payload;
    const copy = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        keep(chunk);
        done(null, chunk);
      },
    });
    return pipeline(payload as Readable, copy, () => undefined);
  });

  scope.addHook('onResponse', async (request, reply) => {
    const change = changes.get(request);
    if (!change) return;
    changes.delete(request);
    // What the gateway refused itself (four eyes' 403 and 409) changed nothing, as a refused role does.
    if (!request.forwardedUpstream && request.fourEyesOutcome?.step !== 'first') return;
    const written = record(request, change, reply.statusCode).catch((error: unknown) =>
      request.log.error({ err: error }, 'The audit entry of a forwarded change could not be written.'),
    );
    writing.add(written);
    await written;
    writing.delete(written);
  });

  // Closing waits for the entries still being written, before the database closes.
  scope.addHook('onClose', async () => {
    await Promise.all(writing);
  });
}
