import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, onTestFinished } from 'vitest';
import * as XLSX from 'xlsx';
import { financialYearOf } from '@/contract/programme/financialYear';
import { buildApp } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { openDatabase } from '@/server/db/connection';
import { copyDataFolderAfter, copySeededDataFolder } from '../seedTemplates';

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
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  return startServerFilling(options, copySeededDataFolder);
}

type ServerOptions = { config?: Partial<Config>; indexHtml?: string };

/** `startServer`, its data folder filled by `fill` before the server starts on it. */
async function startServerFilling(options: ServerOptions, fill: (config: Config) => Promise<void>): Promise<TestServer> {
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
  await fill(config);
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
    login: credentials => signIn(inject, credentials),
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
  /** The administrator's access token from the sign-in that started this server. */
  access: string;
  /** Calls `path` (under /api/v1/) with the administrator's token and a JSON or multipart body. */
  api: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: object,
  ) => Promise<LightMyRequestResponse>;
}

const signIn = async (inject: TestServer['inject'], credentials = ADMIN) => {
  const response = await inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { access: string; refresh: string };
};

/**
 * `startServer`, with the administrator signed in. A sign-in checks a password (scrypt: a second
 * or more on a busy machine), so with the default settings the server starts on a copy of a
 * data folder where a server of the same settings and clock signed in and closed, and takes the
 * tokens it answered (seedTemplates.ts): the same rows (the session, the last sign-in, the audit
 * trail's entry) and secret as its own sign-in would leave, made once per run. Only the sign-in's
 * attempt counted in memory against the address (30 a window) is not there. Other settings sign in.
 */
export async function startSignedIn(options: ServerOptions = {}): Promise<SignedInServer> {
  let signedIn: { access: string } | undefined;
  const defaultSettings = options.config === undefined && options.indexHtml === undefined;
  const server = await startServerFilling(options, async config => {
    if (defaultSettings)
      signedIn = await copyDataFolderAfter(config, 'the owner signed in', async dataDir => {
        const app = await buildApp({ ...config, dataDir });
        try {
          return await signIn(request => app.inject(request));
        } finally {
          await app.close();
        }
      });
    if (!signedIn) await copySeededDataFolder(config);
  });
  const { access } = signedIn ?? (await server.login());
  return {
    ...server,
    access,
    api: (method, path, body) =>
      server.inject({
        method,
        url: `${API}/${path}`,
        headers: { ...bearer(access), ...(body instanceof Multipart ? body.headers : {}) },
        ...(body === undefined ? {} : { payload: body instanceof Multipart ? body.payload : body }),
      }),
  };
}

/** A workbook of one sheet holding `rows` (dates as UTC midnight), as an .xlsx or a BIFF8 .xls file. */
export function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true, UTC: true }), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType, compression: true });
}

/** A zip archive of deflated entries, each declaring its real size unless `declaredSize` says otherwise. */
export function zipArchive(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of entries) {
    const packed = deflateRawSync(data);
    const sizes = Buffer.alloc(12);
    sizes.writeUInt32LE(crc32(data), 0);
    sizes.writeUInt32LE(packed.length, 4);
    sizes.writeUInt32LE(declaredSize, 8);
    const fileName = Buffer.from(name);
    const nameLength = Buffer.alloc(4);
    nameLength.writeUInt16LE(fileName.length, 0);
    // Signature, versions and flags, method 8 (deflate), then a zero time and date.
    const local = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, 0, 0, 0, 0]),
      sizes,
      nameLength,
      fileName,
    ]);
    // No comment; disk, attributes, then where the local header is.
    const tail = Buffer.alloc(12);
    tail.writeUInt32LE(offset, 8);
    directory.push(
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x01, 0x02, 20, 0, 20, 0, 0, 0, 8, 0, 0, 0, 0, 0]),
        sizes,
        nameLength,
        Buffer.alloc(2),
        tail,
        fileName,
      ]),
    );
    locals.push(local, packed);
    offset += local.length + packed.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

/** A multipart body uploading `data` as the `file` field, named `filename`. */
export const fileUpload = (data: Buffer, filename: string): Multipart =>
  new Multipart({}, { file: { data, filename, type: 'application/octet-stream' } });

export type Route = readonly ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];

/** Every route answers 401 'Authentication credentials were not provided.' without a token, whatever the body. */
export async function expectEachUnauthorized(server: TestServer, routes: readonly Route[], payload?: object) {
  for (const [method, route] of routes) {
    const response = await server.inject({
      method,
      url: `${API}/${route}`,
      ...(payload && method !== 'GET' && method !== 'DELETE' ? { payload } : {}),
    });
    expect([route, response.statusCode, response.json()]).toEqual([
      route,
      401,
      {
        detail: 'Authentication credentials were not provided.',
        message: 'Authentication credentials were not provided.',
      },
    ]);
  }
}

/** The columns of the spec's voucher import sheet, in its order. */
export const VOUCHER_SHEET_HEADER = [
  'offer_name',
  'company_name',
  'points_required',
  'validity',
  'description',
  'redeem_instruction',
  'is_scheme',
  'codes',
];

/** The columns of the spec's product import sheet, in its order. */
export const PRODUCT_SHEET_HEADER = [
  'name',
  'code',
  'brand',
  'category',
  'price_in_inr',
  'price_in_aed',
  'price_in_sar',
  'price_in_qar',
  'price_in_usd',
  'description',
  'features',
  'is_featured',
];

/**
 * SQL: what approved bills credited each member each financial year (India's: the year's 1 April
 * 00:00 IST starts it), summed from the ledger itself, as migration 012's yearly_benefits keeps it.
 */
export const YEARLY_BENEFITS_FROM_LEDGER = `SELECT user_id,
    CAST(strftime('%Y', created_at, '+330 minutes') AS INTEGER) - (strftime('%m', created_at, '+330 minutes') < '04') AS financial_year,
    SUM(CASE kind WHEN 'points_earned' THEN amount ELSE 0 END) AS points,
    SUM(CASE kind WHEN 'cash_earned' THEN amount ELSE 0 END) AS paise
  FROM ledger_entries WHERE kind IN ('points_earned', 'cash_earned') GROUP BY 1, 2 ORDER BY 1, 2`;

/** yearly_benefits, and the same sums from the ledger: equal when the trigger (or a bulk load's fill) kept it. */
export const yearlyBenefitsTwice = (db: Database.Database) => ({
  kept: db.prepare('SELECT user_id, financial_year, points, paise FROM yearly_benefits ORDER BY 1, 2').all(),
  fromLedger: db.prepare(YEARLY_BENEFITS_FROM_LEDGER).all(),
});

export interface LedgerRow {
  user_id: number;
  kind: string;
  amount: number;
  created_at: string;
}

/** Each member's points and cash credited (points_earned, cash_earned) by financial year, by the contract's financialYearOf. */
export function benefitsByYear(entries: readonly LedgerRow[]) {
  const sums = new Map<string, { user_id: number; financial_year: number; points: number; paise: number }>();
  for (const { user_id, kind, amount, created_at } of entries) {
    if (kind !== 'points_earned' && kind !== 'cash_earned') continue;
    const year = financialYearOf(new Date(created_at));
    const sum = sums.get(`${user_id}:${year}`) ?? { user_id, financial_year: year, points: 0, paise: 0 };
    sum[kind === 'points_earned' ? 'points' : 'paise'] += amount;
    sums.set(`${user_id}:${year}`, sum);
  }
  return [...sums.values()].sort((a, b) => a.user_id - b.user_id || a.financial_year - b.financial_year);
}
