import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Committed } from '@/contract/programme/committed';
import { TEAM_ADMINS } from '@/server/db/seed/team';
import { ADMIN, API, bearer, createClock, type Clock } from '@/tests/server/helpers';
import { copySeededDataFolder } from '@/tests/seedTemplates';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/connection';
import { insert } from '@/server/db/rows';

export type Who = 'owner' | 'finance' | 'catalogue';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SchemeServer {
  clock: Clock;
  call: (who: Who, method: Method, path: string, body?: object) => Promise<LightMyRequestResponse>;
  /** Runs `change` on a writable connection, to set up what the API cannot (members, products, bills). */
  write: <T>(change: (db: Database.Database) => T) => T;
  read: <T>(sql: string, ...params: unknown[]) => T[];
}

/**
 * One seeded server for a test file (its tests share it: each sets up rows of its own), with the
 * owner, finance and catalogue administrators signed in.
 */
export function schemeServer(): SchemeServer {
  const clock = createClock();
  let app: FastifyInstance;
  let dataDir: string;
  const tokens = {} as Record<Who, string>;
  const credentials: Record<Who, { email: string; password: string }> = {
    owner: ADMIN,
    finance: TEAM_ADMINS.find(admin => admin.role === 'finance')!,
    catalogue: TEAM_ADMINS.find(admin => admin.role === 'catalogue')!,
  };
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'loyalty-schemes-'));
    // Tokens that outlive the days a test moves the clock on.
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ACCESS_TOKEN_LIFETIME: String(30 * 86_400) };
    const config = { ...loadConfig(env), distDir: null, now: clock.now };
    await copySeededDataFolder(config);
    app = await buildApp(config);
    for (const who of Object.keys(credentials) as Who[]) {
      const { email, password } = credentials[who];
      const login = await app.inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: { email, password } });
      tokens[who] = login.json().access;
    }
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const write = <T>(change: (db: Database.Database) => T): T => {
    const db = openDatabase(path.join(dataDir, 'db.sqlite'));
    try {
      return change(db);
    } finally {
      db.close();
    }
  };
  return {
    clock,
    call: (who, method, url, body) =>
      app.inject({ method, url: `${API}/${url}`, headers: bearer(tokens[who]), ...(body && { payload: body }) }),
    write,
    read: <T>(sql: string, ...params: unknown[]) => write(db => db.prepare(sql).all(...params) as T[]),
  };
}

/** The test's own catalogue and members, apart from the demo's: what their bills earn is theirs alone. */
export function addCatalogue(server: SchemeServer) {
  return server.write(db => {
    const at = '2025-01-01T00:00:00.000Z';
    const brand = insert(db, 'brands', { name: 'Test Paints', created_at: at });
    const otherBrand = insert(db, 'brands', { name: 'Other Paints', created_at: at });
    const [interior, exterior, other] = [
      [brand, 'Interior'],
      [brand, 'Exterior'],
      [otherBrand, 'Primers'],
    ].map(([brandId, name]) => insert(db, 'categories', { name: String(name), brand_id: brandId, created_at: at }));
    const product = (name: string, code: string, brandId: number, category: number) =>
      insert(db, 'products', {
        name,
        code,
        brand_id: brandId,
        category_id: category,
        price_in_inr: 100,
        created_at: at,
      });
    return {
      brand,
      interior,
      royale: product('Royale 20 L', 'TP-1', brand, interior),
      apex: product('Apex 10 L', 'TP-2', brand, exterior),
      primer: product('Primer 4 L', 'OP-1', otherBrand, other),
    };
  });
}

let members = 0;

/** A salesman (a user type no demo member has) in the state with this id. */
export const addMember = (server: SchemeServer, state: number) =>
  server.write(db => {
    members += 1;
    return insert(db, 'users', {
      first_name: 'Test',
      last_name: `Salesman ${members}`,
      email: `schemes.member.${members}@example.in`,
      phone: `71000000${String(members).padStart(2, '0')}`,
      user_type: 'salesman',
      state_id: state,
      status: 'approved',
      date_joined: '2024-01-01T00:00:00.000Z',
    });
  });

/** A pending bill of the member: its amount in rupees, invoice date and lines. */
export const addBill = (
  server: SchemeServer,
  member: number,
  { rupees, invoice, lines }: { rupees: number; invoice: string; lines: Array<[string, number]> },
) =>
  server.write(db => {
    const id = insert(db, 'bills', {
      user_id: member,
      invoice_number: `TEST/${member}/${invoice}/${rupees}`,
      invoice_date: invoice,
      amount_paise: rupees * 100,
      status: 'pending',
      date_added: '2025-06-14T10:00:00.000Z',
    });
    for (const [name, quantity] of lines) insert(db, 'bill_products', { bill_id: id, product_name: name, quantity });
    return id;
  });

/** The committed figures once worked out over everything written so far: answered without `as_of`. */
export async function settledCommitted(server: SchemeServer, who: Who = 'finance'): Promise<Committed> {
  for (;;) {
    const response = await server.call(who, 'GET', 'schemes/committed/');
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json() as Committed;
    if (!('as_of' in figures)) return figures;
    await new Promise(resolve => setTimeout(resolve, 50));
  }
}

/** How much `change` moves the committed figures, once they are worked out again. */
export async function committedMove(server: SchemeServer, change: () => Promise<unknown> | unknown) {
  const before = await settledCommitted(server);
  await change();
  const after = await settledCommitted(server);
  return {
    points: after.points - before.points,
    cash_paise: after.cash_paise - before.cash_paise,
    bills: after.bills - before.bills,
  };
}
