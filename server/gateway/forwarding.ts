import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/reply-from';
import { API_PREFIX } from '../context';
import { DRF_NOT_FOUND, HttpError } from '../errors';
import { upstreamUnavailable } from './failures';
import { readInTurn, type AnswerReader } from './answerReaders';
import type { AuditedCall } from './auditedCalls';
import type { ForwardedCall } from './forwardedCall';
import type { GatewayCall } from './gatewayCall';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the gateway's routes that forward a spec call to the upstream (the OpenAPI document tells them). */
    forwarded?: boolean;
    /** How a forwarded change is written to the audit trail (forwardedAudit.ts). */
    audited?: AuditedCall;
  }
  interface FastifyRequest {
    /** Whether the request went to the upstream: not one the gateway refused or answered itself. */
    forwardedUpstream: boolean;
  }
}

export interface ForwardingOptions {
  upstream: URL;
  timeoutMs: number;
  calls: readonly ForwardedCall[];
  /** What the gateway does around some calls, by `METHOD /pattern`. */
  declared?: Readonly<Record<string, GatewayCall>>;
}

/** The request headers the upstream gets: the caller's token and what describes the body and the answer wanted. */
const REQUEST_HEADERS = ['authorization', 'content-type', 'content-length', 'accept', 'accept-language', 'user-agent'];

/** The answer's headers that come back: what describes the body, its caching, and a refusal's reasons. */
const ANSWER_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'www-authenticate',
  'retry-after',
  'vary',
]);

/** The most of an answer the gateway reads whole (a sign-in's tokens, a list of bills it adds to). */
const MAX_READ_ANSWER = 32 * 1024 * 1024;

/** A parameter as the spec's paths take them: an id, or a word. */
const PLAIN_PARAMETER = /^[\w-]{1,100}$/;

/** A call's path below the API root: its pattern with the request's parameters, each checked to be plain; null otherwise. */
export function callPath(pattern: string, params: Record<string, string | undefined>): string | null {
  let plain = true;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name] ?? '';
    if (!PLAIN_PARAMETER.test(value)) plain = false;
    return encodeURIComponent(value);
  });
  return plain ? path.slice(1) : null;
}

/**
 * A redirect's address on the gateway (Django's APPEND_SLASH answers 301 to a path without its
 * slash): one below the upstream's API root becomes the same path below the gateway's; any other
 * is dropped, never followed to another host.
 */
export function gatewayLocation(upstream: URL, location: unknown): string | null {
  if (typeof location !== 'string') return null;
  let target: URL;
  try {
    target = new URL(location, upstream);
  } catch {
    return null;
  }
  if (target.origin !== upstream.origin || !target.pathname.startsWith(upstream.pathname)) return null;
  return `${API_PREFIX}/${target.pathname.slice(upstream.pathname.length)}${target.search}`;
}

async function readWhole(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > MAX_READ_ANSWER) throw new Error('The upstream answered more than the gateway reads.');
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * The spec's calls, each forwarded to the upstream with the caller's own token and body, and its
 * answer (status, body, the headers that describe it) sent back as the upstream gave it. A path's
 * parameters must be plain ids or words; the upstream's address is the configuration's alone.
 */
export const forwardedRoutes: FastifyPluginAsync<ForwardingOptions> = async (app, options) => {
  const { upstream, timeoutMs, calls, declared = {} } = options;

  const forward =
    (pattern: string, reader: AnswerReader | undefined) => (request: FastifyRequest, reply: FastifyReply) => {
      const path = callPath(pattern, request.params as Record<string, string>);
      if (path === null) throw new HttpError(404, DRF_NOT_FOUND);
      request.forwardedUpstream = true;
      return reply.from(`${upstream.pathname}${path}`, {
        timeout: timeoutMs,
        rewriteRequestHeaders: (_request, headers) => ({
          host: headers.host,
          // Who asked, and where: a backend that trusts them (Django's USE_X_FORWARDED_HOST) builds its
          // files' addresses on the gateway's host, where /media/ is forwarded.
          'x-forwarded-for': request.ip,
          'x-forwarded-host': request.host,
          'x-forwarded-proto': request.protocol,
          ...Object.fromEntries(
            REQUEST_HEADERS.flatMap(name => (headers[name] === undefined ? [] : [[name, headers[name]]])),
          ),
        }),
        rewriteHeaders: headers => {
          const kept = Object.fromEntries(
            Object.entries(headers).filter(([name]) => ANSWER_HEADERS.has(name.toLowerCase())),
          );
          const location = gatewayLocation(upstream, headers.location);
          return location === null ? kept : { ...kept, location };
        },
        onError: (failed, { error }) => failed.send(upstreamUnavailable(error)),
        ...(reader && {
          onResponse: (_request, answered, response) => {
            const refuse = (error: unknown) => {
              answered.removeHeader('content-length');
              answered.send(error instanceof HttpError ? error : upstreamUnavailable(error));
            };
            readWhole(response.stream as NodeJS.ReadableStream).then(async body => {
              const read = await reader(request, { status: answered.statusCode, body });
              if (read instanceof HttpError) return refuse(read);
              if (read) answered.header('content-length', read.length);
              answered.send(read ?? body);
            }, refuse);
          },
        }),
      });
    };

  for (const { method, pattern, permission } of calls) {
    const { audit, preHandler, onAnswer, onResponse } = declared[`${method} ${pattern}`] ?? {};
    app.route({
      method: method as 'GET',
      url: pattern,
      schema: {
        summary: `Forwarded to the upstream's ${method} ${pattern.slice(1)}`,
        tags: ['Forwarded to the upstream'],
      },
      config: { forwarded: true, ...(permission && { permission }), ...(audit && { audited: audit }) },
      ...(preHandler?.length && { preHandler: [...preHandler] }),
      ...(onResponse?.length && { onResponse: [...onResponse] }),
      handler: forward(pattern, onAnswer?.length ? readInTurn(onAnswer) : undefined),
    });
  }
};
