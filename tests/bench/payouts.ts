import path from 'node:path';
import { openDatabase } from '@/server/db/connection';
import { inserter } from '@/server/db/rows';
import { demoTeam, startServer, type RunningServer } from '../e2e/harness';
import type { BenchResult } from './report';

/** Budget (ms) of each of the server's steps over a batch of `payoutCount` payouts. */
export const payoutStepBudgetMs = 2_000;
export const payoutCount = 5_000;

const BRANCHES = ['SBIN0000001', 'HDFC0000001', 'ICIC0000001', 'UTIB0000001', 'PUNB0000010'];

/**
 * Approved payouts of the demo's approved members, each member's to an account of their own, with their
 * PAN and that account verified by KYC, so that every line is checked and none is held for KYC.
 */
export function addApprovedPayouts(server: RunningServer, count: number) {
  const db = openDatabase(path.join(server.dataDir, 'db.sqlite'));
  try {
    const members = db
      .prepare(
        `SELECT id, first_name || ' ' || last_name AS name, UPPER(TRIM(COALESCE(pan_card_number, ''))) AS pan
         FROM users WHERE is_admin = 0 AND status = 'approved' ORDER BY id`,
      )
      .all() as { id: number; name: string; pan: string }[];
    const add = inserter(db, 'payment_requests', [
      'user_id',
      'amount_paise',
      'status',
      'account_holders_name',
      'account_number',
      'bank_name',
      'ifsc_code',
      'requested_at',
      'decided_at',
    ]);
    const at = new Date().toISOString();
    const accountOf = (member: { id: number }) => String(100_000_000_000 + member.id);
    const branchOf = (member: { id: number }) => BRANCHES[member.id % BRANCHES.length];
    const verify = db.prepare(
      `INSERT OR REPLACE INTO kyc_parts (user_id, part, number, ifsc, state, name, match, checked_at)
       VALUES (?, ?, ?, ?, 'verified', ?, 100, ?)`,
    );
    const givePan = db.prepare('UPDATE users SET pan_card_number = ? WHERE id = ?');
    db.transaction(() => {
      for (let index = 0; index < count; index += 1) {
        const member = members[index % members.length];
        add({
          user_id: member.id,
          amount_paise: 10_000 + ((index * 7_919) % 30_000_000),
          status: 'approved',
          account_holders_name: member.name,
          account_number: accountOf(member),
          bank_name: 'Bench Bank',
          ifsc_code: branchOf(member),
          requested_at: at,
          decided_at: at,
        });
      }
      for (const member of members) {
        const pan = member.pan || `BENCP${String(1000 + (member.id % 9000)).padStart(4, '0')}B`;
        if (!member.pan) givePan.run(pan, member.id);
        verify.run(member.id, 'pan', pan, null, member.name, at);
        verify.run(member.id, 'account', accountOf(member), branchOf(member), member.name, at);
      }
    })();
  } finally {
    db.close();
  }
}

/** An access token of an administrator, from the API's login. */
export async function signIn(url: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/api/v1/user/admin/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return ((await response.json()) as { access: string }).access;
}

/** How long a call takes, from its sending to its answer read whole (ms), and the answer. */
async function timed(url: string, token: string, apiPath: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/${apiPath}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...init.headers },
  });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${apiPath}: ${response.status} ${body.toString().slice(0, 200)}`);
  return { ms, body };
}

/**
 * `npm run bench -- payouts`: the server's side of a batch of 5,000 payouts: built and checked
 * (every line's problems), released (its bank file written), the file downloaded, and the bank's
 * answer of 5,000 lines previewed, each within 2 s.
 */
export async function benchPayouts(): Promise<BenchResult> {
  const server = await startServer({ LOG_LEVEL: 'silent' });
  try {
    addApprovedPayouts(server, payoutCount);
    const finance = await signIn(server.url, demoTeam.finance);
    const owner = await signIn(server.url, demoTeam.owner);
    const json = { 'Content-Type': 'application/json' };
    const built = await timed(server.url, finance, 'payouts/batches/', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ payouts: 'all', format: 'plain_csv' }),
    });
    const batch = JSON.parse(built.body.toString()) as { id: number; lines: { reference: string; status: string }[] };
    const released = await timed(server.url, owner, `payouts/batches/${batch.id}/release/`, { method: 'POST' });
    const file = await timed(server.url, finance, `payouts/batches/${batch.id}/file/`);
    const ready = batch.lines.filter(line => line.status !== 'held').slice(0, payoutCount);
    const answer = [
      'reference,status,utr,reason',
      ...ready.map((line, index) =>
        index % 20 === 0 ? `${line.reference},failed,,Account closed` : `${line.reference},paid,BENCH${index},`,
      ),
    ].join('\r\n');
    const form = new FormData();
    form.append('file', new Blob([answer], { type: 'text/csv' }), 'answer.csv');
    const previewed = await timed(server.url, finance, `payouts/batches/${batch.id}/answers/`, {
      method: 'POST',
      body: form,
    });
    const steps: [string, number][] = [
      [`a batch of ${batch.lines.length} payouts built and checked`, built.ms],
      [`released, its bank file (${file.body.length} bytes) written`, released.ms],
      ['its bank file downloaded', file.ms],
      [`the bank's answer of ${ready.length} lines previewed`, previewed.ms],
    ];
    return {
      title: `Payouts: a batch of ${payoutCount} at the server`,
      lines: steps.map(([name, ms]) => `${name}: ${Math.round(ms)} ms`),
      budgets: steps.map(([name, ms]) => ({
        name: `${name} within ${payoutStepBudgetMs} ms`,
        ok: ms <= payoutStepBudgetMs,
      })),
    };
  } finally {
    await server.close();
  }
}
