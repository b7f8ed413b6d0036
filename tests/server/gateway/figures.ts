import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, onTestFinished, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/connection';
import { buildGateway } from '../../../server/gateway/app';
import { loadGatewayConfig } from '../../../server/gateway/config';
import { FILLED_LISTS } from '../../../server/gateway/figures/keeper';
import { ADMIN, API, bearer, makeTempDir } from '../helpers';
import type { UpstreamProcess } from './upstream';

/** A gateway signed in as the owner, its kept figures filled from the upstream's lists. */
export interface FiguresGateway {
  gateway: FastifyInstance;
  owner: string;
  call: (method: string, call: string, payload?: object) => Promise<{ status: number; body: ReturnType<typeof JSON.parse> }>;
  /** Reads the gateway's own database. */
  kept: <T>(read: (db: ReturnType<typeof openDatabase>) => T) => T;
}

export async function filledGateway(upstream: UpstreamProcess, env: Record<string, string> = {}): Promise<FiguresGateway> {
  const dataDir = makeTempDir('gateway-figures');
  const gateway = await buildGateway(
    { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), distDir: null },
    loadGatewayConfig({
      UPSTREAM_API_URL: upstream.apiRoot,
      UPSTREAM_JWT_KEY: upstream.jwtKey,
      GATEWAY_OWNERS: ADMIN.email,
      ...env,
    })!,
  );
  onTestFinished(() => gateway.close());
  const login = await gateway.inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: ADMIN });
  const owner = login.json().access as string;
  const call: FiguresGateway['call'] = async (method, path, payload) => {
    const response = await gateway.inject({ method: method as 'GET', url: `${API}/${path}`, headers: bearer(owner), payload });
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
  return { gateway, owner, call, kept };
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
