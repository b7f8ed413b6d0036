import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { roleMay } from '@/contract/team/roles';
import { openDatabase } from '@/server/db/connection';
import { demoTeam, signIn } from '../e2e/harness';
import type { BenchResult } from './report';
import { median } from './figures';
import { residentMb, startServerProcess } from './serverProcess';

/** Minutes of decisions: `TEAM_MINUTES=2 npm run bench -- team` tries it quickly. */
const minutes = Number(process.env.TEAM_MINUTES ?? 10);
const decisionsPerMinute = 1_000;
const budgets = { arrivalP95Ms: 1_000, inboxMedianMs: 1_000, memoryGrowth: 1.25 };

const team = demoTeam;
/** Five administrators connected: each role, and the owner in two tabs. */
const streams = ['owner', 'owner', 'finance', 'catalogue', 'support'] as const;

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

async function accessToken(url: string, credentials: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${url}/api/v1/user/admin/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!answer.ok) throw new Error(`sign-in of ${credentials.email}: ${answer.status}`);
  return ((await answer.json()) as { access: string }).access;
}

/** Pending bills enough for every decision, spread over the seed's members (the risk rules read each member's bills). */
function addPendingBills(dataDir: string, count: number): void {
  const db = openDatabase(path.join(dataDir, 'db.sqlite'));
  try {
    const members = db.prepare(`SELECT DISTINCT user_id FROM bills WHERE status = 'pending'`).pluck().all() as number[];
    const insert = db.prepare(
      `INSERT INTO bills (user_id, invoice_number, invoice_date, amount_paise, dealer, status, date_added)
       VALUES (?, ?, '2026-10-01', ?, 'Bench Traders', 'pending', ?)`,
    );
    db.transaction(() => {
      for (let bill = 0; bill < count; bill += 1) {
        const addedAt = new Date(Date.UTC(2026, 9, 1) + bill * 1000).toISOString();
        insert.run(members[bill % members.length], `BENCH-${bill}`, 100_000 + bill, addedAt);
      }
    })();
  } finally {
    db.close();
  }
}

function pendingBillsNewestFirst(dataDir: string): number[] {
  const db = openDatabase(path.join(dataDir, 'db.sqlite'));
  try {
    return db.prepare(`SELECT id FROM bills WHERE status = 'pending' ORDER BY id DESC`).pluck().all() as number[];
  } finally {
    db.close();
  }
}

/**
 * One administrator's event stream, read as the app reads it: when each decision's change arrived
 * (`resource:action:id` → epoch ms).
 */
function openStream(url: string, token: string, tab: string) {
  const arrivals = new Map<string, number>();
  const stop = new AbortController();
  const reading = (async () => {
    const answer = await fetch(`${url}/api/v1/live/events/?tab=${tab}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: stop.signal,
    });
    if (!answer.ok || !answer.body) throw new Error(`the event stream answered ${answer.status}`);
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = answer.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffered += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (!event.startsWith('event: change')) continue;
        const change = JSON.parse(event.slice(event.indexOf('data: ') + 6)) as {
          resource: string;
          action: string;
          id: number;
        };
        arrivals.set(`${change.resource}:${change.action}:${change.id}`, Date.now());
      }
    }
  })().catch(error => {
    if (!stop.signal.aborted) throw error;
  });
  return { arrivals, reading, close: () => stop.abort() };
}

interface Decision {
  key: string;
  sentAt: number;
  answeredAt: number;
}

/**
 * 1,000 decisions a minute on pending bills (approved below the four-eyes thresholds, or
 * rejected), newest first, by the owner, at an even pace with at most 8 in flight.
 */
async function decide(url: string, billIds: number[], until: number): Promise<Decision[]> {
  const decisions: Decision[] = [];
  let token = await accessToken(url, team.owner);
  let tokenAt = Date.now();
  const gapMs = 60_000 / decisionsPerMinute;
  const started = Date.now();
  const inFlight = new Set<Promise<void>>();
  const failures: Error[] = [];
  for (let index = 0; Date.now() < until && index < billIds.length; index += 1) {
    const dueAt = started + index * gapMs;
    if (dueAt > Date.now()) await new Promise(resolve => setTimeout(resolve, dueAt - Date.now()));
    if (inFlight.size >= 8) await Promise.race(inFlight);
    if (Date.now() - tokenAt > 120_000) {
      token = await accessToken(url, team.owner);
      tokenAt = Date.now();
    }
    const id = billIds[index];
    const approve = index % 2 === 0;
    const sentAt = Date.now();
    const call = fetch(`${url}/api/v1/bill/${approve ? 'approve' : 'reject'}/${id}/`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(approve ? { points_earned: 10, cash_earned: 0 } : { reason: 'Bench: not a valid bill' }),
    }).then(answer => {
      if (answer.status !== 200) throw new Error(`deciding bill ${id}: ${answer.status}`);
      decisions.push({ key: `billRequests:${approve ? 'approve' : 'reject'}:${id}`, sentAt, answeredAt: Date.now() });
    });
    const settled: Promise<void> = call.then(
      () => void inFlight.delete(settled),
      error => {
        inFlight.delete(settled);
        failures.push(error as Error);
      },
    );
    inFlight.add(settled);
  }
  await Promise.all(inFlight);
  if (failures.length) throw failures[0];
  return decisions;
}

/**
 * In-page: every change of the inbox's "Bill (n)" chip, as [epoch ms, n]. A string: tsx wraps
 * named functions in a helper the page lacks.
 */
const watchBillCount = `
  window.billCounts = [];
  const read = () => {
    const chip = [...document.querySelectorAll('button')].find(button => /^Bill \\([\\d,]+\\)$/.test(button.textContent));
    if (!chip) return;
    const count = Number(chip.textContent.replace(/\\D/g, ''));
    const last = window.billCounts[window.billCounts.length - 1];
    if (!last || last[1] !== count) window.billCounts.push([Date.now(), count]);
  };
  new MutationObserver(read).observe(document.body, { childList: true, subtree: true, characterData: true });
  read();
`;

/**
 * For each decision, in the order they were answered, how long after its answer the inbox's bill
 * count first went down to what it left (the only change is decisions: the count never rises).
 */
function inboxDelays(decisions: Decision[], counts: Array<[number, number]>, startCount: number): number[] {
  const answered = [...decisions].sort((a, b) => a.answeredAt - b.answeredAt);
  return answered.flatMap((decision, index) => {
    const left = startCount - (index + 1);
    const shown = counts.find(([, count]) => count <= left);
    return shown ? [Math.max(0, shown[0] - decision.answeredAt)] : [];
  });
}

/**
 * Five administrators connected (the owner twice, each other role once) and a finance
 * administrator's inbox in the browser, while the owner decides 1,000 bills a minute on a paging
 * reference server (LIST_PAGING=on) for `TEAM_MINUTES` (10).
 */
export async function benchTeam(browser: Browser): Promise<BenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-team-'));
  const serverEnv = { LIST_PAGING: 'on', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000' };
  try {
    // Started once to create and seed the database, then again with the bills added.
    let server = await startServerProcess(dataDir, serverEnv);
    server.process.kill();
    addPendingBills(dataDir, minutes * decisionsPerMinute + 200);
    server = await startServerProcess(dataDir, serverEnv);
    const { url } = server;
    try {
      const tokens = await Promise.all(streams.map(role => accessToken(url, team[role])));
      const readers = tokens.map((token, index) => openStream(url, token, `bench-${index}`));

      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await signIn(page, url, team.finance);
      await page.goto(`${url}/approvals?filter=${encodeURIComponent('{"kind":"bill"}')}`);
      await page.getByRole('button', { name: /^Bill \([\d,]+\)$/ }).waitFor({ timeout: 60_000 });
      await page.evaluate(watchBillCount);
      const startCount = (await page.evaluate<Array<[number, number]>>('window.billCounts'))[0][1];

      const newestFirst = pendingBillsNewestFirst(dataDir);
      const memory: Array<[number, number]> = [];
      const sampler = setInterval(() => memory.push([Date.now(), residentMb(server.process.pid!)]), 5_000);
      const started = Date.now();
      const decisions = await decide(url, newestFirst, started + minutes * 60_000);
      clearInterval(sampler);
      await new Promise(resolve => setTimeout(resolve, 3_000));
      const counts = await page.evaluate<Array<[number, number]>>('window.billCounts');
      await context.close();
      readers.forEach(reader => reader.close());
      await Promise.all(readers.map(reader => reader.reading));

      // Bill decisions go to the roles that see bill requests (the owner and finance), and to no other.
      const hearing = readers.filter((_reader, index) => roleMay(streams[index], 'billRequests', 'list'));
      const overheard = readers
        .filter(reader => !hearing.includes(reader))
        .reduce((sum, r) => sum + r.arrivals.size, 0);
      const arrivals = hearing.flatMap(reader =>
        decisions.map(decision => {
          const at = reader.arrivals.get(decision.key);
          return at === undefined ? Number.POSITIVE_INFINITY : at - decision.sentAt;
        }),
      );
      const missing = arrivals.filter(ms => ms === Number.POSITIVE_INFINITY).length;
      const inbox = inboxDelays(decisions, counts, startCount);
      const inMinute = (from: number) =>
        median(memory.filter(([at]) => at >= from && at < from + 60_000).map(([, mb]) => mb));
      const firstMinute = inMinute(started);
      const lastMinute = inMinute(started + (minutes - 1) * 60_000);
      const growth = lastMinute / firstMinute;
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      return {
        title: `A team live: 5 administrators connected, ${decisionsPerMinute.toLocaleString('en-IN')} decisions a minute for ${minutes} min`,
        lines: [
          `${decisions.length.toLocaleString('en-IN')} decisions; ${arrivals.length - missing} of ${arrivals.length} changes arrived on the ${hearing.length} streams of the owner and finance; ${overheard} on the other ${readers.length - hearing.length} (catalogue, support)`,
          `arrival after the decision was sent: median ${ms(median(arrivals))}, p95 ${ms(percentile(arrivals, 0.95))}, max ${ms(Math.max(...arrivals))}`,
          `finance's inbox showing each decision (its Bill count down), after the decision's answer: median ${ms(median(inbox))}, p95 ${ms(percentile(inbox, 0.95))} (${inbox.length} of ${decisions.length} seen)`,
          `server memory (resident): first minute ${firstMinute.toFixed(0)} MB, last minute ${lastMinute.toFixed(0)} MB (×${growth.toFixed(2)})`,
        ],
        budgets: [
          {
            name: 'every decision reaches every stream whose role sees bills, and no other',
            ok: missing === 0 && overheard === 0,
          },
          {
            name: `p95 arrival ≤ ${budgets.arrivalP95Ms} ms`,
            ok: percentile(arrivals, 0.95) <= budgets.arrivalP95Ms,
          },
          {
            name: `the inbox reflects a decision within ${budgets.inboxMedianMs} ms (median)`,
            ok: inbox.length > 0 && median(inbox) <= budgets.inboxMedianMs,
          },
          {
            name: `server memory in the last minute ≤ ${budgets.memoryGrowth}× the first`,
            ok: growth <= budgets.memoryGrowth,
          },
        ],
      };
    } finally {
      server.process.kill();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
