import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadConfig } from '@/server/config';
import { buildGateway, GATEWAY_DATABASE } from '@/server/gateway/app';
import { loadGatewayConfig } from '@/server/gateway/config';
import { ADMIN, API, bearer, makeTempDir, Multipart } from '../helpers';
import { startUpstream, type UpstreamProcess } from './upstream';

let upstream: UpstreamProcess;

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream?.stop();
});

/** A gateway in front of `apiRoot` on the data folder `dataDir` (a new one by default), closed when the test ends. */
async function startGateway(dataDir = makeTempDir('gateway'), apiRoot = upstream.apiRoot): Promise<FastifyInstance> {
  const gateway = await buildGateway(
    { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), distDir: null },
    loadGatewayConfig({ UPSTREAM_API_URL: apiRoot, UPSTREAM_JWT_KEY: upstream.jwtKey, GATEWAY_OWNERS: ADMIN.email })!,
  );
  onTestFinished(() => gateway.close());
  return gateway;
}

async function tokenOf(gateway: FastifyInstance): Promise<string> {
  const response = await gateway.inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: ADMIN });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access as string;
}

interface Entry {
  id: number;
  actor_id: number;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: number | null;
  summary: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  upstream_status?: number;
  sent?: unknown;
}

/** The gateway's audit entries of `target` (newest first), once there are `count`: they are written after the answer. */
async function entriesOf(gateway: FastifyInstance, token: string, target: string, count = 1): Promise<Entry[]> {
  let entries: Entry[] = [];
  await vi.waitFor(
    async () => {
      const response = await gateway.inject({
        method: 'GET',
        url: `${API}/audit/log/?target_type=${target}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      entries = response.json().results;
      expect(entries.length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 10_000, interval: 50 },
  );
  return entries;
}

const pendingBills = async (gateway: FastifyInstance, token: string) =>
  (await gateway.inject({ method: 'GET', url: `${API}/bill/approve-requests/`, headers: bearer(token) })).json() as {
    id: number;
    status: string;
  }[];

describe('the audit trail of the changes the gateway forwards', () => {
  it('writes a rejected bill: who, the change, the status, what was sent, the record before and after', async () => {
    const dataDir = makeTempDir('gateway');
    const gateway = await startGateway(dataDir);
    const token = await tokenOf(gateway);
    const [bill] = await pendingBills(gateway, token);
    const rejected = await gateway.inject({
      method: 'PATCH',
      url: `${API}/bill/reject/${bill!.id}/`,
      headers: bearer(token),
      payload: { reason: 'The image is blurred' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const [entry] = await entriesOf(gateway, token, 'bill');
    const me = (await gateway.inject({ method: 'GET', url: `${API}/team/admins/`, headers: bearer(token) }))
      .json()
      .find((admin: { email: string }) => admin.email === ADMIN.email);
    expect(entry).toMatchObject({
      actor_id: me.id,
      actor_email: ADMIN.email,
      action: 'reject',
      target_type: 'bill',
      target_id: bill!.id,
      upstream_status: 200,
      sent: { reason: 'The image is blurred' },
      changes: { status: { before: 'pending', after: 'rejected' } },
    });
    expect(entry!.summary).toMatch(new RegExp(`^Rejected bill #${bill!.id} \\(.+\\): The image is blurred$`));
    const one = await gateway.inject({ method: 'GET', url: `${API}/audit/log/${entry!.id}/`, headers: bearer(token) });
    expect(one.json()).toEqual(entry);

    // Written once: the new columns are no more changeable than the others.
    const db = new Database(path.join(dataDir, GATEWAY_DATABASE));
    onTestFinished(() => {
      db.close();
    });
    expect(() => db.prepare('UPDATE audit_log SET upstream_status = 500').run()).toThrow(/cannot be changed/);
  });

  it('writes a change the upstream refused with its status, and nothing changed', async () => {
    const gateway = await startGateway();
    const token = await tokenOf(gateway);
    const [bill] = await pendingBills(gateway, token);
    const refused = await gateway.inject({
      method: 'PATCH',
      url: `${API}/bill/approve/${bill!.id}/`,
      headers: bearer(token),
      payload: { points_earned: 'many', cash_earned: 10 },
    });
    expect(refused.statusCode).toBe(400);

    const [entry] = await entriesOf(gateway, token, 'bill');
    expect(entry).toMatchObject({
      action: 'approve',
      target_id: bill!.id,
      upstream_status: 400,
      sent: { points_earned: 'many', cash_earned: 10 },
      changes: {},
    });
    expect(entry!.summary).toMatch(/: refused by the programme's server \(400\)$/);
  });

  it('writes the fields a product update changed, and a multipart creation by its length with the new id', async () => {
    const gateway = await startGateway();
    const token = await tokenOf(gateway);
    const product = (
      await gateway.inject({ method: 'GET', url: `${API}/product/product/retrieve/1/`, headers: bearer(token) })
    ).json();
    const updated = await gateway.inject({
      method: 'PUT',
      url: `${API}/product/product/update/1/`,
      headers: bearer(token),
      payload: { name: 'Gateway basin mixer', price_in_inr: 4321 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [update] = await entriesOf(gateway, token, 'product');
    expect(update).toMatchObject({
      action: 'update',
      target_id: 1,
      upstream_status: 200,
      sent: { name: 'Gateway basin mixer', price_in_inr: 4321 },
    });
    expect(update!.changes.name).toEqual({ before: product.name, after: 'Gateway basin mixer' });
    expect(Object.keys(update!.changes)).toContain('price_in_inr');

    const form = new Multipart({ name: 'Gateway brand' });
    const created = await gateway.inject({
      method: 'POST',
      url: `${API}/product/brand/`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [creation] = await entriesOf(gateway, token, 'brand');
    expect(creation).toMatchObject({
      action: 'create',
      target_id: created.json().id,
      upstream_status: 201,
      sent: { content: 'multipart', bytes: form.payload.length },
      changes: { name: { before: null, after: 'Gateway brand' } },
    });
    expect(creation!.summary).toBe(`Created brand #${created.json().id} (Gateway brand)`);
  });

  it('writes the change all the same when the upstream is down: its status, without the record', async () => {
    const dataDir = makeTempDir('gateway');
    const signedIn = await startGateway(dataDir);
    const token = await tokenOf(signedIn);
    await signedIn.close();

    const down = await startGateway(dataDir, 'http://127.0.0.1:9/api/v1/');
    const refused = await down.inject({
      method: 'PATCH',
      url: `${API}/bill/reject/1/`,
      headers: bearer(token),
      payload: { reason: 'Blurred' },
    });
    expect(refused.statusCode).toBe(502);
    const [entry] = await entriesOf(down, token, 'bill');
    expect(entry).toMatchObject({
      action: 'reject',
      target_id: 1,
      upstream_status: 502,
      sent: { reason: 'Blurred' },
      changes: {},
      summary: "Rejected bill #1: not confirmed by the programme's server (502)",
    });
  });

  it('keeps secrets out of what was sent', async () => {
    const gateway = await startGateway();
    const token = await tokenOf(gateway);
    const sent = await gateway.inject({
      method: 'POST',
      url: `${API}/user/verify-otp/`,
      headers: bearer(token),
      payload: { otp: '123456', phoneNumber: '9876543210' },
    });
    expect(sent.statusCode).toBeGreaterThanOrEqual(400);
    const [entry] = await entriesOf(gateway, token, 'settings');
    expect(entry).toMatchObject({ action: 'update', upstream_status: sent.statusCode });
    expect(entry!.sent).toEqual({ phoneNumber: '9876543210' });
  });
});
