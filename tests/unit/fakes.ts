import { vi } from 'vitest';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An (unsigned) JWT with the claims the app reads; the app only decodes, the server verifies. */
export function makeToken(
  claims: { exp?: number; iat?: number; user_id?: number | string; token_type?: string; role?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const payload = { token_type: 'access', user_id: 7, iat: now, exp: now + 300, ...claims };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** True when the body was sent as multipart/form-data. */
  multipart: boolean;
}

type Reply = { status?: number; body?: unknown } | Error;

/**
 * Replaces fetch with a fake server: `reply` answers each call from its method and path
 * (relative to /api/v1/); every call is recorded with its method, path, query, headers and body.
 */
export function fakeServer(reply: (call: RecordedCall) => Reply | Promise<Reply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    let body: unknown = init.body;
    const multipart = body instanceof FormData;
    if (typeof body === 'string') body = JSON.parse(body);
    if (body instanceof FormData) body = Object.fromEntries(body.entries());
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      query: Object.fromEntries(url.searchParams.entries()),
      headers,
      body,
      multipart,
    };
    calls.push(call);
    const answer = await reply(call);
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function signInWith(
  access: string,
  refresh = makeToken({ token_type: 'refresh', exp: Math.floor(Date.now() / 1000) + 86400 }),
) {
  localStorage.setItem('accessToken', access);
  localStorage.setItem('refreshToken', refresh);
  return { access, refresh };
}
