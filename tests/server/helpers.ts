import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db/connection';

export const ADMIN = { email: 'admin@loyalty.test', password: 'Admin@12345' };
export const API = '/api/v1';

export interface Clock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createClock(start = Date.parse('2025-06-15T10:00:00.000Z')): Clock {
  let current = start;
  return {
    now: () => new Date(current),
    advance: ms => {
      current += ms;
    },
  };
}

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `loyalty-${prefix}-`));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  clock: Clock;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** A second, read-only connection to the server's database. */
  db: () => Database.Database;
  /** Runs `change` on a writable connection to the server's database, to set up what the API cannot. */
  write: (change: (db: Database.Database) => void) => void;
  /** The outbox lines written so far. */
  outbox: () => { to: string; subject: string; body: string; link?: string; sent_at: string }[];
  login: (credentials?: { email: string; password: string }) => Promise<{ access: string; refresh: string }>;
}

/**
 * A server on its own temporary data folder, closed and removed when the test ends.
 * `indexHtml` writes a tiny built app to serve.
 */
export async function startServer(options: { config?: Partial<Config>; indexHtml?: string } = {}): Promise<TestServer> {
  const dataDir = makeTempDir('data');
  let distDir: string | null = null;
  if (options.indexHtml !== undefined) {
    distDir = makeTempDir('dist');
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), options.indexHtml);
    writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log("app");\n');
  }
  const clock = createClock();
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    distDir,
    now: clock.now,
    ...options.config,
  };
  const app = await buildApp(config);
  let db: Database.Database | undefined;
  onTestFinished(async () => {
    db?.close();
    await app.close();
  });
  const inject = (request: InjectOptions) => app.inject(request);
  return {
    app,
    config,
    clock,
    inject,
    db: () => (db ??= new Database(path.join(dataDir, 'db.sqlite'), { readonly: true })),
    write: change => {
      const writable = openDatabase(path.join(dataDir, 'db.sqlite'));
      try {
        change(writable);
      } finally {
        writable.close();
      }
    },
    outbox: () => {
      const file = path.join(dataDir, 'outbox.jsonl');
      return existsSync(file)
        ? readFileSync(file, 'utf8')
            .trim()
            .split('\n')
            .map(line => JSON.parse(line))
        : [];
    },
    login: async (credentials = ADMIN) => {
      const response = await inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: credentials });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body: text fields, then files (with the name and type the client claims). */
export class Multipart {
  private static readonly boundary = 'test-boundary-7d3f';

  constructor(
    readonly fields: Record<string, string>,
    readonly files: Record<string, { data: Buffer; filename?: string; type?: string }> = {},
  ) {}

  get headers(): Record<string, string> {
    return { 'content-type': `multipart/form-data; boundary=${Multipart.boundary}` };
  }

  get payload(): Buffer {
    const part = (name: string, extra: string, body: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${Multipart.boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`),
        body,
        Buffer.from('\r\n'),
      ]);
    return Buffer.concat([
      ...Object.entries(this.fields).map(([name, value]) => part(name, '', Buffer.from(value))),
      ...Object.entries(this.files).map(([name, { data, filename = `${name}.jpg`, type = 'image/jpeg' }]) =>
        part(name, `; filename="${filename}"\r\nContent-Type: ${type}`, data),
      ),
      Buffer.from(`--${Multipart.boundary}--\r\n`),
    ]);
  }
}

export interface SignedInServer extends TestServer {
  /** Calls `path` (under /api/v1/) with the administrator's token and a JSON or multipart body. */
  api: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: object,
  ) => Promise<LightMyRequestResponse>;
}

/** `startServer`, with the administrator signed in. */
export async function startSignedIn(options: Parameters<typeof startServer>[0] = {}): Promise<SignedInServer> {
  const server = await startServer(options);
  const { access } = await server.login();
  return {
    ...server,
    api: (method, path, body) =>
      server.inject({
        method,
        url: `${API}/${path}`,
        headers: { ...bearer(access), ...(body instanceof Multipart ? body.headers : {}) },
        ...(body === undefined ? {} : { payload: body instanceof Multipart ? body.payload : body }),
      }),
  };
}
