import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, onTestFinished, vi } from 'vitest';
import { openDatabase } from '@/server/db/connection';
import { FILLED_LISTS } from '@/server/gateway/upstreamCopy/keeper';
import { ADMIN, API, bearer } from '../helpers';
import { pollingGateway } from './pollingGateway';
import type { UpstreamProcess } from './upstream';

/** A gateway signed in as the owner, its kept figures filled from the upstream's lists. */
export interface FiguresGateway {
  gateway: FastifyInstance;
  /** Where it listens, when it does. */
  origin: () => string;
  owner: string;
  call: (
    method: string,
    call: string,
    payload?: object,
  ) => Promise<{ status: number; body: ReturnType<typeof JSON.parse> }>;
  /** Reads the gateway's own database. */
  kept: <T>(read: (db: ReturnType<typeof openDatabase>) => T) => T;
}

/**
 * A gateway in front of `upstream` (or of `apiRoot`, a proxy before it), polling every second, and
 * listening when `listen` (an event stream is read over HTTP).
 */
export async function filledGateway(
  upstream: UpstreamProcess,
  { apiRoot = upstream.apiRoot, listen = false }: { apiRoot?: string; listen?: boolean } = {},
): Promise<FiguresGateway> {
  const { gateway, dataDir } = await pollingGateway(apiRoot, upstream.jwtKey, listen);
  const login = await gateway.inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: ADMIN });
  const owner = login.json().access as string;
  const call: FiguresGateway['call'] = async (method, path, payload) => {
    const response = await gateway.inject({
      method: method as 'GET',
      url: `${API}/${path}`,
      headers: bearer(owner),
      payload,
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const kept: FiguresGateway['kept'] = read => {
    const db = openDatabase(path.join(dataDir, 'gateway.sqlite'));
    try {
      return read(db);
    } finally {
      db.close();
    }
  };
  // Any signed-in call starts the first fill.
  expect((await call('GET', 'bill/approve-requests/?page=1')).status).toBe(200);
  await vi.waitFor(
    () => expect(kept(db => db.prepare('SELECT COUNT(*) FROM upstream_fills').pluck().get())).toBe(FILLED_LISTS.length),
    { timeout: 20_000, interval: 100 },
  );
  const origin = () => `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  return { gateway, origin, owner, call, kept };
}

/** Runs `read` on the upstream's own database (the reference server's answers for the same data). */
export function upstreamDb<T>(upstream: UpstreamProcess, read: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(path.join(upstream.dataDir, 'db.sqlite'));
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The upstream behind a proxy that, once `failing` is set, answers every change (not a GET) with a 500. */
export async function failingProxy(apiRoot: string): Promise<{ apiRoot: string; failing: (on: boolean) => void }> {
  const target = new URL(apiRoot);
  let failing = false;
  const server = createServer((request, response) => {
    if (failing && request.method !== 'GET') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"detail":"Server error."}');
      return;
    }
    const forwarded = httpRequest(
      new URL(request.url!, target.origin),
      { method: request.method, headers: request.headers },
      answer => {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  return { apiRoot: `http://127.0.0.1:${port}${target.pathname}`, failing: on => (failing = on) };
}

/** A call straight to the upstream, behind the gateway's back, signed in there as the demo's owner. */
export async function direct(upstream: UpstreamProcess, method: string, call: string, body?: unknown) {
  const login = await fetch(`${upstream.apiRoot}user/admin/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access } = (await login.json()) as { access: string };
  const response = await fetch(`${upstream.apiRoot}${call}`, {
    method,
    headers: { ...bearer(access), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ReturnType<typeof JSON.parse> };
}
