import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openDatabase } from '@/server/db/connection';
import { inserter } from '@/server/db/rows';
import { BILL_COLUMNS } from '@/server/db/seed/bulkActivity';
import { demoAdmin, signIn } from '../e2e/harness';
import { startUpstream, type UpstreamProcess } from '../server/gateway/upstream';
import { median } from './figures';
import type { BenchResult } from './report';
import { heapMb, measureList, memberCounts, scaleTargets, seed, type ListFigures } from './scale';
import { residentMb, startServerProcess } from './serverProcess';

/**
 * The time the gateway may add to a forwarded call over loopback (ms). Absolute budgets, not
 * ratios to a reference: the figure is itself a difference measured in
 * the same run (each call through the gateway less the same call to the upstream straight, in turn).
 */
const addedBudgetMs = { median: 5, p95: 20 };

/** Rounds measured, after the warm-up rounds; each round makes every call once each way, in turn. */
const rounds = Number(process.env.GATEWAY_ROUNDS ?? 300);
const warmUpRounds = 30;

/** The ways a call is made in a round: straight to the upstream, and through each gateway. */
type Way = 'direct' | 'key' | 'asking';
const WAYS: readonly Way[] = ['direct', 'key', 'asking'];
const THROUGH: ReadonlyArray<{ way: Exclude<Way, 'direct'>; name: string }> = [
  { way: 'key', name: 'through the gateway with UPSTREAM_JWT_KEY (signature checked)' },
  { way: 'asking', name: 'through the gateway without a key (the upstream asked once per token, remembered)' },
];

interface Call {
  name: string;
  /** As the budgets name it. */
  short: string;
  method: 'GET' | 'PATCH';
  /** Below the API root; `next` gives a fresh pending bill's id to each call of a change, `read` one kept pending. */
  path: (next: () => number, read: number) => string;
  body?: object;
}

const CALLS: readonly Call[] = [
  {
    name: 'GET main/role/list/ (a small read)',
    short: 'GET main/role/list/',
    method: 'GET',
    path: () => 'main/role/list/',
  },
  {
    name: 'GET bill/approve-requests/?page=1 (a page the gateway adds awaiting_second_approval to)',
    short: 'GET bill/approve-requests/',
    method: 'GET',
    path: () => 'bill/approve-requests/?page=1&page_size=20',
  },
  {
    name: 'GET bill/retrieve/:id/ of a pending bill (the read the audit trail makes before and after a decision)',
    short: 'GET bill/retrieve/:id/',
    method: 'GET',
    path: (_next, read) => `bill/retrieve/${read}/`,
  },
  {
    name: 'PATCH bill/reject/:id/ of a pending bill (audited: the bill read before and after)',
    short: 'PATCH bill/reject/:id/',
    method: 'PATCH',
    path: next => `bill/reject/${next()}/`,
    body: { reason: 'Invoice is unreadable' },
  },
];

/** One connection kept alive to each server, as a browser keeps one. */
interface Target {
  origin: string;
  agent: Agent;
  token: string;
}

/** A call's time, from the request sent to the whole answer read (ms); throws on an answer other than 2xx. */
function timedCall(target: Target, method: string, apiPath: string, body?: object): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sent = request(
      new URL(`/api/v1/${apiPath}`, target.origin),
      {
        method,
        agent: target.agent,
        headers: {
          authorization: `Bearer ${target.token}`,
          accept: 'application/json',
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      answer => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const ms = performance.now() - started;
          const status = answer.statusCode ?? 0;
          if (status < 200 || status > 299) {
            reject(
              new Error(`${method} ${apiPath} at ${target.origin}: ${status} ${Buffer.concat(chunks).toString()}`),
            );
          } else resolve(ms);
        });
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

async function accessToken(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/v1/user/admin/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  if (!login.ok) throw new Error(`sign-in at ${origin}: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { access: string }).access;
}

/** Pending bills of the upstream's members, written to its database, for the rejections; their ids. */
function addPendingBills(dataDir: string, count: number): number[] {
  const db = openDatabase(path.join(dataDir, 'db.sqlite'));
  try {
    const userIds = db
      .prepare("SELECT id FROM users WHERE is_admin = 0 AND status = 'approved' ORDER BY id")
      .pluck()
      .all() as number[];
    const insertBill = inserter(db, 'bills', BILL_COLUMNS);
    const insertProduct = inserter(db, 'bill_products', ['bill_id', 'product_name', 'quantity']);
    const now = Date.now();
    return db.transaction(() =>
      Array.from({ length: count }, (_, index) => {
        const added = new Date(now - (count - index) * 60_000).toISOString();
        const billId = insertBill({
          user_id: userIds[index % userIds.length],
          invoice_number: `GWBENCH/${String(index).padStart(5, '0')}`,
          invoice_date: added.slice(0, 10),
          amount_paise: 250_000,
          dealer: 'Sharma Traders',
          status: 'pending',
          reason: null,
          points_earned: null,
          cash_earned_paise: null,
          date_added: added,
          decided_at: null,
        });
        insertProduct({ bill_id: billId, product_name: 'Vitrified Floor Tile', quantity: 4 });
        return billId;
      }),
    )();
  } finally {
    db.close();
  }
}

/** The gateway as `npm start` runs it with UPSTREAM_API_URL, in a process of its own, on a new data folder. */
async function startGatewayProcess(upstream: UpstreamProcess, withKey: boolean) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-gateway-'));
  const server = await startServerProcess(dataDir, {
    UPSTREAM_API_URL: upstream.apiRoot,
    GATEWAY_OWNERS: demoAdmin.email,
    ...(withKey && { UPSTREAM_JWT_KEY: upstream.jwtKey }),
  });
  return { ...server, dataDir };
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise(resolve => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The value below which 95% of the figures are. */
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Each call straight to the upstream and through both gateways, in turn, and the time the gateway adds. */
async function benchAddedTime(): Promise<BenchResult> {
  // A token lives long enough for the whole run (the reference server's default is 5 minutes).
  const upstream = await startUpstream({ env: { ACCESS_TOKEN_LIFETIME: '3600' } });
  const gateways: Array<Awaited<ReturnType<typeof startGatewayProcess>>> = [];
  const agents: Agent[] = [];
  try {
    gateways.push(await startGatewayProcess(upstream, true), await startGatewayProcess(upstream, false));
    const pendingBills = addPendingBills(upstream.dataDir, 1 + (warmUpRounds + rounds) * WAYS.length);
    const read = pendingBills.shift()!;
    const next = () => pendingBills.pop()!;
    const origin = new URL(upstream.apiRoot).origin;
    const origins: Record<Way, string> = { direct: origin, key: gateways[0].url, asking: gateways[1].url };
    // Signed in through each gateway (which records the administrator); the upstream's own token either way.
    const tokens = { key: await accessToken(origins.key), asking: await accessToken(origins.asking) };
    const targets = Object.fromEntries(
      WAYS.map(way => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        agents.push(agent);
        return [way, { origin: origins[way], agent, token: way === 'direct' ? tokens.key : tokens[way] }];
      }),
    ) as Record<Way, Target>;

    const times = CALLS.map(() => ({ direct: [] as number[], key: [] as number[], asking: [] as number[] }));
    for (let round = 0; round < warmUpRounds + rounds; round += 1) {
      for (const [index, call] of CALLS.entries()) {
        // Each way first in turn, so that none is always the one after another's.
        for (let turn = 0; turn < WAYS.length; turn += 1) {
          const way = WAYS[(round + turn) % WAYS.length];
          const took = await timedCall(targets[way], call.method, call.path(next, read), call.body);
          if (round >= warmUpRounds) times[index][way].push(took);
        }
      }
    }

    const [load1, load5] = loadavg();
    const figures = CALLS.flatMap((call, index) =>
      THROUGH.map(({ way, name }) => {
        const added = times[index][way].map((through, round) => through - times[index].direct[round]);
        return { call, way, name, direct: median(times[index].direct), through: median(times[index][way]), added };
      }),
    );
    return {
      title: 'The time the gateway adds to a forwarded call, over loopback',
      lines: [
        `${rounds} rounds after ${warmUpRounds} of warm-up; in each, every call straight to the upstream (the reference server, SPEC_SHAPES=strict, ` +
          'its own process) and through two gateways (each `npm start` with UPSTREAM_API_URL, its own process), in turn, ' +
          `on one kept-alive connection each; load average ${load1.toFixed(1)} (1 min), ${load5.toFixed(1)} (5 min)`,
        ...CALLS.flatMap(call => [
          call.name,
          ...figures
            .filter(figure => figure.call === call)
            .map(
              ({ name, direct, through, added }) =>
                `  ${name}: median ${ms(through)} against ${ms(direct)} straight; added median ${ms(median(added))}, p95 ${ms(p95(added))}`,
            ),
        ]),
      ],
      budgets: figures.flatMap(({ call, way, added }) => [
        {
          name: `${call.short} (${way === 'key' ? 'key' : 'no key'}): median added ≤ ${addedBudgetMs.median} ms`,
          ok: median(added) <= addedBudgetMs.median,
        },
        {
          name: `${call.short} (${way === 'key' ? 'key' : 'no key'}): p95 added ≤ ${addedBudgetMs.p95} ms`,
          ok: p95(added) <= addedBudgetMs.p95,
        },
      ]),
    };
  } finally {
    agents.forEach(agent => agent.destroy());
    for (const gateway of gateways) {
      await stopProcess(gateway.process);
      rmSync(gateway.dataDir, { recursive: true, force: true });
    }
    await upstream.stop();
  }
}

/** The app's users list signed in at `url`, and the browser's JS heap after it. */
async function measureApp(browser: Browser, url: string): Promise<ListFigures & { heapMb: number }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    await signIn(page, url);
    const list = await measureList(page, url);
    return { ...list, heapMb: await heapMb(context, page) };
  } finally {
    await context.close();
  }
}

/**
 * The `scale` bench's users list at its largest size (a million members; SCALE_MEMBERS tries
 * another), served by the reference server as `scale` serves it, then through a gateway in front
 * of a paging upstream holding the same database, against the targets `scale` holds it to.
 */
async function benchGatewayScale(browser: Browser): Promise<BenchResult> {
  const members = memberCounts[memberCounts.length - 1];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-gateway-scale-'));
  const gatewayDir = mkdtempSync(path.join(tmpdir(), 'loyalty-gateway-'));
  try {
    const seeding = Date.now();
    seed(dataDir, members);
    console.log(`seeded ${members.toLocaleString('en-IN')} members in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);

    const server = await startServerProcess(dataDir, { LIST_PAGING: 'on' });
    let direct: ListFigures & { heapMb: number };
    let serverMb: number;
    try {
      direct = await measureApp(browser, server.url);
      serverMb = residentMb(server.process.pid!);
    } finally {
      await stopProcess(server.process);
    }

    const upstream = await startUpstream({ dataDir, env: { LIST_PAGING: 'on' } });
    const upstreamStartMb = residentMb(upstream.pid);
    let through: ListFigures & { heapMb: number };
    let upstreamMb: number;
    let gatewayMb: number;
    try {
      const gateway = await startServerProcess(gatewayDir, {
        UPSTREAM_API_URL: upstream.apiRoot,
        UPSTREAM_JWT_KEY: upstream.jwtKey,
        GATEWAY_OWNERS: demoAdmin.email,
      });
      try {
        through = await measureApp(browser, gateway.url);
        [upstreamMb, gatewayMb] = [residentMb(upstream.pid), residentMb(gateway.process.pid!)];
      } finally {
        await stopProcess(gateway.process);
      }
    } finally {
      await upstream.stop();
    }

    const [load1, load5] = loadavg();
    const row = (name: string, figures: ListFigures & { heapMb: number }, memory: string) =>
      `${name.padEnd(34)} ${[
        figures.firstLoad,
        figures.open,
        figures.keystroke,
        figures.sort,
        figures.next,
        figures.lastPage,
      ]
        .map(value => `${value.toFixed(0)} ms`.padStart(9))
        .join(' ')} ${`${figures.heapMb.toFixed(0)} MB`.padStart(8)}   ${memory}`;
    const budgeted = ['open', 'keystroke', 'sort', 'next'] as const;
    return {
      title: `Users list of ${members.toLocaleString('en-IN')} members through the gateway, in front of a paging upstream`,
      lines: [
        `Load average ${load1.toFixed(1)} (1 min), ${load5.toFixed(1)} (5 min) at the end`,
        '                                   first load      open keystroke      sort      Next last page  JS heap   server memory',
        row('reference server (as `scale`)', direct, `${serverMb.toFixed(0)} MB`),
        row(
          'gateway (key) → strict upstream',
          through,
          `upstream ${upstreamMb.toFixed(0)} MB (${upstreamStartMb.toFixed(0)} MB started), gateway ${gatewayMb.toFixed(0)} MB`,
        ),
        '(the first load: the first visit to /user/list after sign-in, its code not loaded yet; the rest as in `scale`; ' +
          'memory read once the list is measured)',
      ],
      budgets: [
        ...budgeted.map(step => ({
          name: `${step} ≤ ${scaleTargets[step]} ms through the gateway at ${members.toLocaleString('en-IN')}`,
          ok: through[step] <= scaleTargets[step],
        })),
        {
          name: `JS heap ≤ ${scaleTargets.heapMb} MB through the gateway`,
          ok: through.heapMb <= scaleTargets.heapMb,
        },
        {
          name: `upstream and gateway memory ≤ ${scaleTargets.serverMb} MB each`,
          ok: upstreamMb <= scaleTargets.serverMb && gatewayMb <= scaleTargets.serverMb,
        },
      ],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(gatewayDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- gateway`: the time the gateway adds to forwarded calls, and the users list of
 * a million members through it (GATEWAY_SCALE=off leaves that out: seeding takes minutes).
 */
export async function benchGateway(browser: Browser): Promise<BenchResult[]> {
  const results = [await benchAddedTime()];
  if (process.env.GATEWAY_SCALE !== 'off') results.push(await benchGatewayScale(browser));
  return results;
}
