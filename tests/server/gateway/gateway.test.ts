import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { TEAM_MESSAGES } from '@/contract/team/admins';
import { loadConfig } from '@/server/config';
import { buildGateway } from '@/server/gateway/app';
import { loadGatewayConfig } from '@/server/gateway/config';
import { UPSTREAM_NOT_ANSWERING } from '@/server/gateway/failures';
import { SPEC_CALLS } from '@/server/gateway/specCalls';
import { ADMIN, API, bearer, makeTempDir } from '../helpers';
import { startUpstream, type UpstreamProcess } from './upstream';

const FINANCE = { email: 'finance@loyalty.test', password: 'Finance@12345' };
const CATALOGUE = { email: 'catalogue@loyalty.test', password: 'Catalogue@12345' };

let upstream: UpstreamProcess;

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream?.stop();
});

/** A gateway in front of `apiRoot` on a data folder of its own, closed when the test ends. */
async function startGateway(env: Record<string, string> = {}, apiRoot = upstream.apiRoot): Promise<FastifyInstance> {
  const dataDir = makeTempDir('gateway');
  const settings = {
    UPSTREAM_API_URL: apiRoot,
    UPSTREAM_JWT_KEY: upstream.jwtKey,
    GATEWAY_OWNERS: ADMIN.email,
    ...env,
  };
  const gateway = await buildGateway(
    { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), distDir: null },
    loadGatewayConfig(settings)!,
  );
  onTestFinished(() => gateway.close());
  return gateway;
}

async function signIn(gateway: FastifyInstance, credentials: { email: string; password: string }) {
  return gateway.inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: credentials });
}

async function tokenOf(gateway: FastifyInstance, credentials = ADMIN): Promise<string> {
  const response = await signIn(gateway, credentials);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access as string;
}

/** An upstream that never answers in time, or answers 500, on a port of its own. */
async function fakeUpstream(answer: 'slow' | 'fail'): Promise<string> {
  const server: Server = createServer((_request, response) => {
    if (answer === 'fail') response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error (500)</h1>');
    else setTimeout(() => response.end('{}'), 5_000).unref();
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
}

/** The answer with its private documents' signed addresses alike: two reads a second apart sign them to expire a second apart. */
const signedOnce = (answer: unknown): unknown =>
  JSON.parse(JSON.stringify(answer).replace(/\?expires=\d+&signature=[\w-]+/g, '?signed'));

describe('the gateway in front of the spec’s backend', () => {
  it('forwards sign-in, refresh and the spec’s calls with the caller’s token, answered as the upstream answers', async () => {
    const gateway = await startGateway();
    const login = await signIn(gateway, ADMIN);
    expect(login.statusCode).toBe(200);
    // The role the administrator acts with, which the upstream's tokens do not carry.
    expect(login.json()).toMatchObject({ role: 'owner' });
    const { access, refresh } = login.json();
    const refreshed = await gateway.inject({ method: 'POST', url: `${API}/user/token/refresh/`, payload: { refresh } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().access).toEqual(expect.any(String));

    const through = await gateway.inject({
      method: 'GET',
      url: `${API}/bill/approve-requests/`,
      headers: bearer(access),
    });
    const direct = await fetch(`${upstream.apiRoot}bill/approve-requests/`, { headers: bearer(access) });
    expect(through.statusCode).toBe(200);
    expect(through.headers['content-type']).toContain('application/json');
    // The app may show the images the upstream's answers name on its own host.
    expect(through.headers['content-security-policy']).toContain(
      `img-src 'self' data: blob: ${new URL(upstream.apiRoot).origin};`,
    );
    // As the upstream answered, with what four eyes adds to each pending bill (no first approval yet) and its risk.
    const bills = through.json() as Record<string, unknown>[];
    expect(bills.every(bill => bill.awaiting_second_approval === null && Array.isArray(bill.risk_reasons))).toBe(true);
    expect(
      signedOnce(bills.map(({ awaiting_second_approval: _, risk_reasons: __, risk_measures: ___, ...bill }) => bill)),
    ).toEqual(signedOnce(await direct.json()));

    const trail = await gateway.inject({ method: 'GET', url: `${API}/audit/log/`, headers: bearer(access) });
    expect(trail.json().results).toEqual([expect.objectContaining({ action: 'sign_in', target_type: 'session' })]);

    const wrong = await signIn(gateway, { email: ADMIN.email, password: 'not-the-password' });
    const wrongDirect = await fetch(`${upstream.apiRoot}user/admin/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: 'not-the-password' }),
    });
    expect(wrong.statusCode).toBe(wrongDirect.status);
    expect(wrong.json()).toEqual(await wrongDirect.json());
  });

  it('refuses what is not a spec call, a parameter that is not plain, and a call without a valid token', async () => {
    const gateway = await startGateway();
    const access = await tokenOf(gateway);
    for (const url of [`${API}/programme/nothing/`, `${API}/user/token/blacklist/`, `${API}/../admin/`]) {
      const response = await gateway.inject({ method: 'GET', url, headers: bearer(access) });
      expect(response.statusCode, url).toBe(404);
    }
    const encoded = await gateway.inject({
      method: 'GET',
      url: `${API}/user/retrieve/..%2F..%2Fadmin/`,
      headers: bearer(access),
    });
    expect(encoded.statusCode).toBe(404);
    const forged = await gateway.inject({ method: 'GET', url: `${API}/user/users/`, headers: bearer(`${access}x`) });
    expect(forged.statusCode).toBe(401);
    const none = await gateway.inject({ method: 'GET', url: `${API}/user/users/` });
    expect(none.statusCode).toBe(401);
    expect(SPEC_CALLS.length).toBeGreaterThan(90);
  });

  it('lets in an administrator the upstream signs in only once an owner gives a role, and applies that role', async () => {
    const gateway = await startGateway();
    const waiting = await signIn(gateway, FINANCE);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ message: TEAM_MESSAGES.awaitingAccess, code: 'awaiting_access' });

    const owner = await tokenOf(gateway);
    const team = await gateway.inject({ method: 'GET', url: `${API}/team/admins/`, headers: bearer(owner) });
    const farah = team.json().find((admin: { email: string }) => admin.email === FINANCE.email);
    expect(farah).toMatchObject({ role: null, status: 'awaiting' });
    const granted = await gateway.inject({
      method: 'PATCH',
      url: `${API}/team/admins/${farah.id}/`,
      headers: bearer(owner),
      payload: { role: 'finance' },
    });
    expect(granted.json()).toMatchObject({ role: 'finance', status: 'active' });
    // Named as the upstream names them, read with their own token at sign-in.
    expect(granted.json()).toMatchObject({ first_name: 'Farah', last_name: 'Mehta' });

    const finance = await tokenOf(gateway, FINANCE);
    const bills = await gateway.inject({
      method: 'GET',
      url: `${API}/bill/approve-requests/`,
      headers: bearer(finance),
    });
    expect(bills.statusCode).toBe(200);
    const product = await gateway.inject({
      method: 'DELETE',
      url: `${API}/product/product/delete/1/`,
      headers: bearer(finance),
    });
    expect(product.statusCode).toBe(403);
    expect(product.json().message).toBe(TEAM_MESSAGES.forbidden);

    // A catalogue administrator may not decide a bill: refused before anything is forwarded.
    await signIn(gateway, CATALOGUE);
    const catalogueId = (await gateway.inject({ method: 'GET', url: `${API}/team/admins/`, headers: bearer(owner) }))
      .json()
      .find((admin: { email: string }) => admin.email === CATALOGUE.email).id;
    await gateway.inject({
      method: 'PATCH',
      url: `${API}/team/admins/${catalogueId}/`,
      headers: bearer(owner),
      payload: { role: 'catalogue' },
    });
    const catalogue = await tokenOf(gateway, CATALOGUE);
    const pending = (
      await gateway.inject({ method: 'GET', url: `${API}/bill/approve-requests/`, headers: bearer(owner) })
    ).json();
    const decision = await gateway.inject({
      method: 'PATCH',
      url: `${API}/bill/approve/${pending[0].id}/`,
      headers: bearer(catalogue),
      payload: { points_earned: 1, cash_earned: 1 },
    });
    expect(decision.statusCode).toBe(403);
    expect(decision.json().message).toBe(TEAM_MESSAGES.decisionForbidden);
    const still = await gateway.inject({
      method: 'GET',
      url: `${API}/bill/retrieve/${pending[0].id}/`,
      headers: bearer(owner),
    });
    expect(still.json().status).toBe(pending[0].status);

    // Disabled: the token is refused at once, whatever the upstream thinks of it, and so is a refresh.
    const disabled = await gateway.inject({
      method: 'POST',
      url: `${API}/team/admins/${farah.id}/disable/`,
      headers: bearer(owner),
      payload: {},
    });
    expect(disabled.json().status).toBe('disabled');
    const refused = await gateway.inject({
      method: 'GET',
      url: `${API}/bill/approve-requests/`,
      headers: bearer(finance),
    });
    expect(refused.statusCode).toBe(401);
    expect((await signIn(gateway, FINANCE)).statusCode).toBe(403);
  });

  it('checks tokens with the upstream when it has no key', async () => {
    const gateway = await startGateway({ UPSTREAM_JWT_KEY: '' });
    const access = await tokenOf(gateway);
    const users = await gateway.inject({ method: 'GET', url: `${API}/user/users/`, headers: bearer(access) });
    expect(users.statusCode).toBe(200);
    const forged = `${access.slice(0, -3)}abc`;
    const refused = await gateway.inject({ method: 'GET', url: `${API}/user/users/`, headers: bearer(forged) });
    expect(refused.statusCode).toBe(401);
  });

  it('answers 504 when the upstream is slow and 502 when it is down, in the app’s words; an upstream 500 comes back as it is', async () => {
    const slow = await startGateway({ UPSTREAM_TIMEOUT: '300' }, await fakeUpstream('slow'));
    const timedOut = await signIn(slow, ADMIN);
    expect(timedOut.statusCode).toBe(504);
    expect(timedOut.json().message).toBe(UPSTREAM_NOT_ANSWERING);

    const down = await startGateway({}, 'http://127.0.0.1:9/api/v1/');
    const refused = await signIn(down, ADMIN);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(UPSTREAM_NOT_ANSWERING);

    const failing = await startGateway({}, await fakeUpstream('fail'));
    const failed = await signIn(failing, ADMIN);
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toContain('Server Error (500)');
  });

  it('documents each route as forwarded to the upstream or the gateway’s own', async () => {
    const gateway = await startGateway();
    const document = (await gateway.inject({ method: 'GET', url: `${API}/openapi.json` })).json();
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { 'x-forwarded'?: boolean }>>,
    ).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
    );
    const forwarded = operations.filter(({ operation }) => operation['x-forwarded'] === true);
    expect(forwarded.filter(({ method }) => method !== 'head')).toHaveLength(SPEC_CALLS.length);
    expect(operations.find(({ path }) => path === `${API}/team/admins/`)?.operation['x-forwarded']).toBe(false);
    expect(operations.every(({ operation }) => typeof operation['x-forwarded'] === 'boolean')).toBe(true);
  });
});
