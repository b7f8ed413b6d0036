import { connect } from 'node:net';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  HEARTBEAT_MS,
  LIVE_MESSAGES,
  PRESENCE_TTL_MS,
  type LiveChange,
  type PresenceList,
} from '@/contract/team/live';
import { ADMIN, API, bearer, startServer, type TestServer } from './helpers';
import { openStream } from './liveStream';

const FINANCE = { email: 'finance@loyalty.test', password: 'Finance@12345' };
const SUPPORT = { email: 'support@loyalty.test', password: 'Support@12345' };

async function listening(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address() as { port: number };
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

const idOf = (server: TestServer, email: string) =>
  server.db().prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;

const nameOf = (server: TestServer, email: string) =>
  server.db().prepare("SELECT TRIM(first_name || ' ' || last_name) FROM users WHERE email = ?").pluck().get(email);

const report = (server: TestServer, access: string, payload: unknown) =>
  server.inject({ method: 'PUT', url: `${API}/live/presence/`, headers: bearer(access), payload: payload as object });

const tabsOf = ({ presences }: PresenceList) => presences.map(presence => presence.tab);

afterEach(() => {
  vi.useRealTimers();
});

describe('GET live/events/', () => {
  it('answers a stream with the security headers, and sends the presences on connecting', async () => {
    const { server, origin } = await listening();
    const { access } = await server.login();
    const stream = await openStream(origin, access, 'tab-1');
    expect(stream.response.status).toBe(200);
    const headers = Object.fromEntries(stream.response.headers);
    expect(headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
    expect(await stream.next('presence')).toEqual({ presences: [] });
    expect(stream.events[0].text).toBe('event: presence\ndata: {"presences":[]}\n\n');
  });

  it("sends each decision as a change (the route's permission, the record, who and when) to the roles that see it", async () => {
    const { server, origin } = await listening();
    const owner = await server.login();
    const finance = await server.login(FINANCE);
    const support = await server.login(SUPPORT);
    const stream = await openStream(origin, finance.access, 'finance-tab');
    const supportStream = await openStream(origin, support.access, 'support-tab');
    await stream.next('presence');
    await supportStream.next('presence');
    const id = server.db().prepare("SELECT id FROM voucher_requests WHERE status = 'pending' LIMIT 1").pluck().get();
    const rejected = await server.inject({
      method: 'POST',
      url: `${API}/loyalty/voucher-request/${id}/reject/`,
      headers: bearer(owner.access),
    });
    expect(rejected.statusCode).toBe(200);
    expect(await stream.next<LiveChange>('change')).toEqual({
      resource: 'voucherRequests',
      action: 'reject',
      id,
      by: { id: idOf(server, ADMIN.email), name: nameOf(server, ADMIN.email) },
      at: server.clock.now().toISOString(),
    });
    // A refused change, a read, a read asked by POST and a presence report send nothing; a change
    // with no id in its path sends null.
    await server.inject({
      method: 'POST',
      url: `${API}/loyalty/voucher-request/${id}/reject/`,
      headers: bearer(owner.access),
    });
    await server.inject({ method: 'GET', url: `${API}/loyalty/voucher-requests/`, headers: bearer(owner.access) });
    const bill = server.db().prepare("SELECT id FROM bills WHERE status = 'pending' LIMIT 1").pluck().get();
    const workedOut = await server.inject({
      method: 'POST',
      url: `${API}/schemes/work-out/`,
      headers: bearer(owner.access),
      payload: { bill_id: bill },
    });
    expect(workedOut.statusCode).toBe(200);
    await report(server, owner.access, { tab: 'owner-tab', record: null });
    const created = await server.inject({
      method: 'POST',
      url: `${API}/main/terms-and-conditions/`,
      headers: bearer(owner.access),
      payload: { title: 'Live', section: 'applicability', content: 'Terms', display_order: 1 },
    });
    expect(created.statusCode).toBe(201);
    // Each change goes only to the roles that list or open its resource: terms to support, not finance.
    expect(await supportStream.next<LiveChange>('change')).toMatchObject({
      resource: 'terms',
      action: 'create',
      id: null,
    });
    expect(stream.events.filter(event => event.event === 'change')).toHaveLength(1);
    expect(supportStream.events.filter(event => event.event === 'change')).toHaveLength(1);
  });

  it('answers 400 to a bad or missing tab, 401 without a token', async () => {
    const server = await startServer();
    const { access } = await server.login();
    for (const query of ['', '?tab=', '?tab=a%20b', `?tab=${'x'.repeat(65)}`]) {
      const response = await server.inject({
        method: 'GET',
        url: `${API}/live/events/${query}`,
        headers: bearer(access),
      });
      expect([query, response.statusCode, response.json().message]).toEqual([query, 400, LIVE_MESSAGES.badTab]);
    }
    const anonymous = await server.inject({ method: 'GET', url: `${API}/live/events/?tab=t` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT live/presence/', () => {
  it("sends every stream the presences when a tab's record changes, and forgets a tab whose stream closes", async () => {
    const { server, origin } = await listening();
    const owner = await server.login();
    const support = await server.login(SUPPORT);
    const ownerStream = await openStream(origin, owner.access, 'owner-tab');
    await ownerStream.next('presence');
    const supportStream = await openStream(origin, support.access, 'support-tab');
    await supportStream.next('presence');

    const opened = await report(server, support.access, { tab: 'support-tab', record: { resource: 'users', id: 7 } });
    expect(opened.statusCode).toBe(204);
    const by = { id: idOf(server, SUPPORT.email), name: nameOf(server, SUPPORT.email) };
    const presence = { resource: 'users', id: 7, by, tab: 'support-tab' };
    expect(await ownerStream.next('presence')).toEqual({ presences: [presence] });
    expect(await supportStream.next('presence')).toEqual({ presences: [presence] });

    // The same record again changes nothing: the next list sent is the owner's report's.
    await report(server, support.access, { tab: 'support-tab', record: { resource: 'users', id: '7' } });
    await report(server, owner.access, { tab: 'owner-tab', record: { resource: 'billRequests', id: 3 } });
    expect(tabsOf(await ownerStream.next<PresenceList>('presence'))).toEqual(['support-tab', 'owner-tab']);

    supportStream.close();
    expect(tabsOf(await ownerStream.next<PresenceList>('presence'))).toEqual(['owner-tab']);
    await report(server, owner.access, { tab: 'owner-tab', record: null });
    expect(await ownerStream.next('presence')).toEqual({ presences: [] });
  });

  it('answers 400 to a bad report, never 500', async () => {
    const server = await startServer();
    const { access } = await server.login();
    const bad = [
      undefined,
      {},
      { tab: 'ok' },
      { tab: 'no spaces', record: null },
      { tab: 'ok', record: { resource: 'users' } },
      { tab: 'ok', record: { resource: 'users', id: 'x' } },
      { tab: 'ok', record: { resource: 'users', id: -1 } },
      { tab: 'ok', record: { resource: '', id: 1 } },
      { tab: 'ok', record: 'users/1' },
      [],
    ];
    for (const payload of bad) {
      const response = await report(server, access, payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
    }
    const malformed = await server.inject({
      method: 'PUT',
      url: `${API}/live/presence/`,
      headers: { ...bearer(access), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await report(server, access, { tab: 'ok', record: { resource: 'users', id: 1 } })).statusCode).toBe(204);
    expect((await server.inject({ method: 'PUT', url: `${API}/live/presence/`, payload: {} })).statusCode).toBe(401);
  });
});

describe('the streams over time', () => {
  it("beats every HEARTBEAT_MS, forgets silent tabs, and ends a disabled administrator's stream at once", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server, origin } = await listening();
    const owner = await server.login();
    const finance = await server.login(FINANCE);
    const ownerStream = await openStream(origin, owner.access, 'owner-tab');
    const financeStream = await openStream(origin, finance.access, 'finance-tab');
    await report(server, finance.access, { tab: 'silent', record: { resource: 'bills', id: 1 } });
    expect(tabsOf(await ownerStream.next<PresenceList>('presence', list => list.presences.length > 0))).toEqual([
      'silent',
    ]);

    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(await ownerStream.next('comment')).toBe('heartbeat');
    expect(ownerStream.events.at(-1)?.text).toBe(': heartbeat\n\n');

    server.clock.advance(PRESENCE_TTL_MS + 1);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(await ownerStream.next('presence')).toEqual({ presences: [] });

    const disabled = await server.inject({
      method: 'POST',
      url: `${API}/team/admins/${idOf(server, FINANCE.email)}/disable/`,
      headers: bearer(owner.access),
    });
    expect(disabled.statusCode).toBe(200);
    // At once, not at the next heartbeat: a change to the team checks every stream's administrator.
    await financeStream.ended;
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(await ownerStream.next('comment')).toBe('heartbeat');
  });

  it('app.close() ends the open streams and resolves at once', async () => {
    const { server, origin } = await listening();
    const { access } = await server.login();
    const streams = await Promise.all(['a', 'b', 'c'].map(tab => openStream(origin, access, tab)));
    await Promise.all(streams.map(stream => stream.next('presence')));
    const started = Date.now();
    await server.app.close();
    await Promise.all(streams.map(stream => stream.ended));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('cuts a stream whose reader falls 1 MB behind', async () => {
    const { server, origin } = await listening();
    const { access } = await server.login();
    const reader = await openStream(origin, access, 'reader');
    // A tab that never reads: each presence list sent to it grows with the tabs reported below.
    const { port } = new URL(origin);
    const stalled = connect(Number(port), '127.0.0.1');
    stalled.write(`GET ${API}/live/events/?tab=stalled HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${access}\r\n\r\n`);
    stalled.pause();
    onTestFinished(() => {
      stalled.destroy();
    });
    await report(server, access, { tab: 'stalled', record: { resource: 'users', id: 1 } });
    await reader.next<PresenceList>('presence', list => tabsOf(list).includes('stalled'));
    for (let tab = 0; tab < 600; tab++) {
      await report(server, access, { tab: `t${tab}`, record: { resource: 'users', id: tab + 1 } });
    }
    await reader.next<PresenceList>('presence', list => list.presences.length > 0 && !tabsOf(list).includes('stalled'));
  }, 30_000);
});

describe('strict spec shapes', () => {
  it('has no live updates: 404', async () => {
    const server = await startServer({ config: { specShapes: 'strict' } });
    const { access } = await server.login();
    const events = await server.inject({ method: 'GET', url: `${API}/live/events/?tab=t`, headers: bearer(access) });
    expect(events.statusCode).toBe(404);
    const presence = await report(server, access, { tab: 't', record: null });
    expect(presence.statusCode).toBe(404);
  });
});
