import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { LiveChange } from '@/contract/team/live';
import { openDatabase } from '@/server/db/connection';
import { runMigrations } from '@/server/db/migrate';
import { recordSignIn } from '@/server/gateway/signIns';
import { Upstream } from '@/server/gateway/upstream';
import { MAX_PAGES, PAGE_SIZE, readPendingList } from '@/server/gateway/pendingPages';
import { UpstreamPolling, type PendingList } from '@/server/gateway/upstreamPolling';
import type { LiveHub } from '@/server/live/hub';
import { ADMIN, API, bearer, makeTempDir } from '../helpers';
import { openStream } from '../liveStream';
import { pollingGateway } from './pollingGateway';
import { startUpstream, type UpstreamProcess } from './upstream';

let upstream: UpstreamProcess;

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream?.stop();
});

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

async function listen(server: Server): Promise<string> {
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The upstream behind a proxy that counts the GETs of each path, to see when the gateway reads. */
async function countingProxy(apiRoot: string) {
  const target = new URL(apiRoot);
  const reads = new Map<string, number>();
  const server = createServer((request, response) => {
    const url = new URL(request.url!, target.origin);
    if (request.method === 'GET') reads.set(url.pathname, (reads.get(url.pathname) ?? 0) + 1);
    const forwarded = httpRequest(url, { method: request.method, headers: request.headers }, answer => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  const origin = await listen(server);
  return {
    apiRoot: `${origin}${target.pathname}`,
    /** How many times `list` (below the API root) was read. */
    reads: (list: string) => reads.get(`${target.pathname}${list}`) ?? 0,
  };
}

/** A gateway in front of `apiRoot`, listening (the event stream is read over HTTP), closed when the test ends. */
async function listeningGateway(apiRoot: string): Promise<{ gateway: FastifyInstance; origin: string }> {
  const { gateway } = await pollingGateway(apiRoot, upstream.jwtKey, true);
  return { gateway, origin: `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}` };
}

/** A call straight to the upstream, behind the gateway's back. */
async function direct(method: string, call: string, token?: string, body?: unknown) {
  const response = await fetch(`${upstream.apiRoot}${call}`, {
    method,
    headers: { ...(token && bearer(token)), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const PENDING_BILLS = 'bill/approve-requests/';
/** The last list a round reads: once read, the round's bill list was read and recorded. */
const LAST_LIST = 'user/email-update/requests/';

describe('changes made at the upstream behind the gateway’s back', () => {
  it('are found in its pending lists while a stream is open, once a second here, and published with by null', async () => {
    const proxy = await countingProxy(upstream.apiRoot);
    const { gateway, origin } = await listeningGateway(proxy.apiRoot);
    const login = await gateway.inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: ADMIN });
    expect(login.statusCode).toBe(200);
    const owner = login.json().access as string;

    // Signed in, no stream open: nothing is read.
    await sleep(2_500);
    expect(proxy.reads(PENDING_BILLS)).toBe(0);

    const stream = await openStream(origin, owner, 'owner-tab', 5_000);
    await stream.next('presence');
    // The first round only records what is there.
    await vi.waitFor(() => expect(proxy.reads(LAST_LIST)).toBeGreaterThan(0), { timeout: 5_000 });

    // A pending bill rejected at the upstream, with a token of the upstream's own sign-in.
    const upstreamToken = ((await direct('POST', 'user/admin/login/', undefined, ADMIN)).body as { access: string })
      .access;
    const pending = (await direct('GET', PENDING_BILLS, upstreamToken)).body as { id: number }[];
    const rejectedId = pending[0]!.id;
    const rejected = await direct('PATCH', `bill/reject/${rejectedId}/`, upstreamToken, { reason: 'Not our dealer' });
    expect(rejected.status).toBe(200);
    expect(await stream.next<LiveChange>('change')).toEqual({
      resource: 'billRequests',
      action: 'edit',
      id: rejectedId,
      by: null,
      at: expect.any(String),
    });

    // A bill a member uploads from their phone: a row of the upstream's own database.
    const db = openDatabase(path.join(upstream.dataDir, 'db.sqlite'));
    const memberId = db
      .prepare("SELECT id FROM users WHERE is_admin = 0 AND status = 'approved' LIMIT 1")
      .pluck()
      .get();
    const uploadedId = Number(
      db
        .prepare(
          `INSERT INTO bills (user_id, invoice_number, invoice_date, amount_paise, status, date_added)
           VALUES (?, 'INV-PHONE-1', '2025-06-14', 120000, 'pending', ?)`,
        )
        .run(memberId, new Date().toISOString()).lastInsertRowid,
    );
    db.close();
    expect(await stream.next<LiveChange>('change')).toMatchObject({
      resource: 'billRequests',
      action: 'create',
      id: uploadedId,
      by: null,
    });
    // Nothing else changed: no other event.
    await sleep(1_500);
    expect(stream.events.filter(event => event.event === 'change')).toHaveLength(2);

    // The stream closed: the reads stop (a round under way ends first).
    stream.close();
    await sleep(1_500);
    const reads = proxy.reads(PENDING_BILLS);
    await sleep(2_500);
    expect(proxy.reads(PENDING_BILLS)).toBe(reads);
  }, 60_000);
});

describe('reading a pending list', () => {
  /** An upstream answering `pages` of one list at `/api/v1/list/`, each naming the next as `next` gives it. */
  async function pagedUpstream(next: (page: number, origin: string) => string | null, pages: number) {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      const url = new URL(request.url!, 'http://upstream');
      seen.push(`${url.pathname}${url.search}`);
      const page = Number(url.searchParams.get('page') ?? '1');
      const results = [{ id: page * 10, status: 'pending' }, { id: page * 10 + 1 }, { id: 'not-a-number' }];
      const body =
        pages === 0 ? results : { count: pages * 3, next: page < pages ? next(page, origin) : null, results };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    const origin = await listen(server);
    return { upstream: new Upstream({ upstream: new URL(`${origin}/api/v1/`), timeoutMs: 2_000 }), seen, origin };
  }

  it('reads a whole array, or DRF’s pages following `next` on the same list of the same upstream only', async () => {
    const whole = await pagedUpstream(() => null, 0);
    const array = await readPendingList(whole.upstream, 'list/', 'token');
    expect(array).toEqual({
      status: 200,
      unread: null,
      items: new Map([
        [10, 'pending'],
        [11, null],
      ]),
    });
    expect(whole.seen).toEqual([`/api/v1/list/?page=1&page_size=${PAGE_SIZE}`]);

    const paged = await pagedUpstream((page, origin) => `${origin}/api/v1/list/?page=${page + 1}&page_size=500`, 3);
    const read = await readPendingList(paged.upstream, 'list/', 'token');
    expect(read).toMatchObject({ status: 200, unread: null });
    expect([...read.items!.keys()]).toEqual([10, 11, 20, 21, 30, 31]);
    expect(paged.seen).toHaveLength(3);

    const foreign = await pagedUpstream(page => `http://elsewhere.test/api/v1/list/?page=${page + 1}`, 3);
    expect(await readPendingList(foreign.upstream, 'list/', 'token')).toMatchObject({
      status: 200,
      unread: 'elsewhere',
    });
    const otherPath = await pagedUpstream((page, origin) => `${origin}/api/v1/other/?page=${page + 1}`, 3);
    expect(await readPendingList(otherPath.upstream, 'list/', 'token')).toMatchObject({ unread: 'elsewhere' });
    expect([foreign.seen.length, otherPath.seen.length]).toEqual([1, 1]);

    const long = await pagedUpstream((page, origin) => `${origin}/api/v1/list/?page=${page + 1}`, MAX_PAGES + 5);
    expect(await readPendingList(long.upstream, 'list/', 'token')).toMatchObject({ unread: 'pages' });
    expect(long.seen).toHaveLength(MAX_PAGES);
  });
});

describe('the token the gateway reads with', () => {
  /** An access token as the upstream's look (the gateway takes it as checked on the request that brought it). */
  const accessToken = (userId: number, expiresIn: number) =>
    new UnsecuredJWT({ token_type: 'access', user_id: userId })
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .encode();

  it('is the latest of a signed-in administrator whose role may list the list; refused (401), expired or disabled, it is dropped', async () => {
    // The upstream: pending bills and new users, read by whoever; the owner's token refused.
    let bills = [{ id: 1, status: 'pending' }];
    const reads: string[] = [];
    const tokens = {
      owner: accessToken(1, 3600),
      finance: accessToken(2, 1800),
      support: accessToken(3, 1800),
      catalogue: accessToken(4, 3000),
      unseen: accessToken(5, 7200),
    };
    let failing = false;
    const named = new Map(Object.entries(tokens).map(([name, token]) => [token, name]));
    const server = createServer((request, response) => {
      const who = named.get(request.headers.authorization!.slice('Bearer '.length))!;
      reads.push(`${new URL(request.url!, 'http://upstream').pathname} ${who}`);
      if (who === 'owner') return void response.writeHead(401).end('{"detail":"Token is invalid"}');
      if (failing) return void response.writeHead(500).end('Server Error (500)');
      const list = request.url!.startsWith('/api/v1/bill/') ? bills : [{ id: 7 }];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    });
    const origin = await listen(server);

    const db = openDatabase(path.join(makeTempDir('gateway-polling'), 'gateway.sqlite'));
    onTestFinished(() => void db.close());
    runMigrations(db, new Date());
    const owners = ['owner@loyalty.test'];
    const roles = { finance: 2, support: 3, catalogue: 4, owner: 5 } as const;
    recordSignIn(db, { userId: 1, email: owners[0]!, at: new Date(), owners });
    for (const [role, userId] of Object.entries(roles)) {
      recordSignIn(db, { userId, email: `${role}${userId}@loyalty.test`, at: new Date(), owners });
      db.prepare('UPDATE users SET admin_role = ? WHERE id = ?').run(role, userId);
    }
    let clock = Date.now();
    const published: LiveChange[] = [];
    const live = { listened: true, publish: (change: LiveChange) => published.push(change) };
    const logged: unknown[] = [];
    const log = { warn: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    const lists: PendingList[] = [
      { path: 'bill/approve-requests/', resource: 'billRequests' },
      { path: 'user/new-users/', resource: 'newUsers' },
    ];
    const polling = new UpstreamPolling({
      db,
      live: live as unknown as LiveHub,
      upstream: new Upstream({ upstream: new URL(`${origin}/api/v1/`), timeoutMs: 2_000 }),
      lists,
      owners,
      // The test's own rounds only.
      pollSeconds: 3600,
      now: () => new Date(clock),
      log,
    });
    polling.start();
    onTestFinished(() => polling.stop());
    const seen = async (userId: number, token: string, signedIn = true) =>
      polling.tokenSeen({
        routeOptions: { config: { signedIn } },
        grantedPermission: { resource: 'live', action: 'show' },
        headers: { authorization: `Bearer ${token}` },
        userId,
      } as unknown as FastifyRequest);
    for (const [name, userId] of [
      ['owner', 1],
      ['finance', 2],
      ['support', 3],
      ['catalogue', 4],
    ] as const) {
      await seen(userId, tokens[name]);
    }
    // A later request of the owner's with an older token (another tab's) does not replace theirs.
    await seen(1, tokens.finance);
    // Nor does a request outside the signed-in scope count.
    await seen(5, tokens.unseen, false);

    await polling.round();
    // The owner's token, the latest, is refused and dropped: finance's reads the bills; support's the new users.
    expect(reads).toEqual([
      '/api/v1/bill/approve-requests/ owner',
      '/api/v1/bill/approve-requests/ finance',
      '/api/v1/user/new-users/ support',
    ]);
    expect(published).toEqual([]);

    reads.length = 0;
    bills = [
      { id: 1, status: 'held' },
      { id: 2, status: 'pending' },
    ];
    await polling.round();
    expect(reads).toEqual(['/api/v1/bill/approve-requests/ finance', '/api/v1/user/new-users/ support']);
    expect(published).toEqual([
      { resource: 'billRequests', action: 'edit', id: 1, by: null, at: expect.any(String) },
      { resource: 'billRequests', action: 'create', id: 2, by: null, at: expect.any(String) },
    ]);

    // Finance disabled: no token may read the bills (catalogue's may not), which are skipped.
    db.prepare('UPDATE users SET admin_disabled_at = ? WHERE id = 2').run(new Date().toISOString());
    reads.length = 0;
    published.length = 0;
    bills = [];
    await polling.round();
    expect(reads).toEqual(['/api/v1/user/new-users/ support']);
    // An upstream failing: told in the log (never with a token), nothing published.
    failing = true;
    await polling.round();
    failing = false;
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).toContain('user/new-users/');
    // Support's token expired: nothing is read.
    clock += 1_900_000;
    reads.length = 0;
    await polling.round();
    expect(reads).toEqual([]);

    // No stream open: nothing read, and what was read is forgotten (the next read only records).
    live.listened = false;
    await polling.round();
    expect(reads).toEqual([]);
    expect(published).toEqual([]);
    for (const token of Object.values(tokens)) expect(JSON.stringify(logged)).not.toContain(token.split('.')[1]);
  });
});
