import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KycListItem, KycMember } from '@/contract/kyc/records';
import { openDatabase } from '@/server/db/connection';
import { runMigrations } from '@/server/db/migrate';
import type { Upstream } from '@/server/gateway/upstream';
import { startTeam, type Team } from '@/tests/server/gateway/team';
import { startUpstream, type UpstreamProcess } from '@/tests/server/gateway/upstream';
import { memberFiguresOf } from './current';
import { gatewayKyc } from './gatewaySource';
import { kycArea } from './index';

// KYC at the gateway, in front of the reference server in the spec's bare shapes (which has no KYC):
// the states and checks the gateway's own, the members' PANs and accounts the upstream's.

/** A member of the upstream's demo as KYC reads them: their PAN, and their latest decided payout's account. */
interface UpstreamMember {
  id: number;
  name: string;
  pan: string;
  account_number: string;
  ifsc: string;
}

let upstream: UpstreamProcess;
const upstreamDb = () => openDatabase(path.join(upstream.dataDir, 'db.sqlite'));

/**
 * Live members with a person's PAN and a decided payout, as the demo verifier's rules read them: the
 * PAN's digits not 9999, the account not ending in 0, and the holder named as the member is.
 */
function demoMembers(): UpstreamMember[] {
  const db = upstreamDb();
  try {
    return db
      .prepare(
        `SELECT u.id, TRIM(u.first_name || ' ' || u.last_name) AS name, UPPER(TRIM(u.pan_card_number)) AS pan,
           TRIM(p.account_number) AS account_number, UPPER(TRIM(p.ifsc_code)) AS ifsc
         FROM users u JOIN payment_requests p ON p.id = (SELECT MAX(l.id) FROM payment_requests l
           WHERE l.user_id = u.id AND l.status IN ('approved', 'rejected'))
         WHERE u.is_admin = 0 AND u.deleted_at IS NULL AND u.status = 'approved'
           AND UPPER(u.pan_card_number) GLOB '[A-Z][A-Z][A-Z]P[A-Z][0-9][0-9][0-9][0-9][A-Z]'
           AND SUBSTR(u.pan_card_number, 6, 4) <> '9999' AND TRIM(p.account_number) NOT LIKE '%0'
           AND LOWER(TRIM(p.account_holders_name)) = LOWER(TRIM(u.first_name || ' ' || u.last_name))
         ORDER BY u.id`,
      )
      .all() as UpstreamMember[];
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream?.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

const kycOf = async ({ call, owner }: Team, id: number) => {
  const answer = await call(owner, 'GET', `kyc/members/${id}/`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as KycMember;
};

describe('KYC at the gateway', () => {
  it('reads a member’s PAN and account from the upstream, checks them with the demo’s rules, and keeps them by the upstream’s id', async () => {
    const team = await startTeam(upstream);
    const { call, owner, finance } = team;
    const [member] = demoMembers();
    expect(member).toBeDefined();

    const before = await kycOf(team, member.id);
    expect(before).toMatchObject({
      id: member.id,
      member_name: member.name,
      pan: { number: member.pan, state: 'unchecked' },
      account: { number: member.account_number, ifsc: member.ifsc, state: 'unchecked' },
      images: { pan_card: null },
      checks: [],
      verifier: 'demo',
    });

    const pan = await call(owner, 'POST', `kyc/members/${member.id}/pan/check/`);
    expect(pan.status, JSON.stringify(pan.body)).toBe(200);
    expect(pan.body.pan).toMatchObject({ number: member.pan, state: 'verified', name: member.name, match: 100 });
    const account = await call(owner, 'POST', `kyc/members/${member.id}/account/check/`);
    expect(account.body.account).toMatchObject({ state: 'verified', name: member.name });
    expect(account.body.checks.map((one: { part: string; verifier: string }) => [one.part, one.verifier])).toEqual([
      ['account', 'demo'],
      ['pan', 'demo'],
    ]);

    // The list reads the gateway's copy of the upstream's members, the states the gateway's own.
    const verified = await call(finance, 'GET', 'kyc/members/?pan_state=verified&account_state=verified');
    expect(verified.status).toBe(200);
    expect((verified.body.results as KycListItem[]).map(line => line.id)).toEqual([member.id]);
    const shared = await call(finance, 'GET', 'kyc/shared/');
    expect(shared.status).toBe(200);
    expect(shared.body.groups.length).toBeGreaterThan(0);

    // Finance reads, and neither checks nor records; an unknown member is the upstream's 404.
    expect((await call(finance, 'POST', `kyc/members/${member.id}/pan/check/`)).status).toBe(403);
    expect(
      (await call(finance, 'POST', `kyc/members/${member.id}/pan/manual/`, { verified: true, reason: 'Seen' })).status,
    ).toBe(403);
    expect((await call(finance, 'PUT', 'kyc/settings/', { verifier: 'manual' })).status).toBe(403);
    const unknown = await call(owner, 'GET', 'kyc/members/999999/');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Member not found.']);
  });

  it('needs another administrator to confirm a manual outcome, and resets the account when a newer upstream payout names another', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const team = await startTeam(upstream);
    const { call, owner, secondOwner } = team;
    const [, member] = demoMembers();
    expect(member).toBeDefined();

    const settings = { verifier: 'manual', name_match_threshold: 60, checks_per_window: 5, window_minutes: 10 };
    expect((await call(owner, 'PUT', 'kyc/settings/', settings)).status).toBe(200);
    const byHand = await call(owner, 'POST', `kyc/members/${member.id}/account/check/`);
    expect(byHand.status).toBe(409);
    const recorded = await call(owner, 'POST', `kyc/members/${member.id}/account/manual/`, {
      verified: true,
      reason: 'The passbook shows this account and name.',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.account).toMatchObject({ number: member.account_number, state: 'awaiting_confirmation' });
    const own = await call(owner, 'POST', `kyc/members/${member.id}/account/confirm/`);
    expect([own.status, own.body.message]).toEqual([
      403,
      'You recorded this outcome: another administrator confirms it (four eyes).',
    ]);
    const confirmed = await call(secondOwner, 'POST', `kyc/members/${member.id}/account/confirm/`);
    expect([confirmed.status, confirmed.body.account.state]).toEqual([200, 'verified']);

    // A newer payout at the upstream naming another account: read again once the copy is 30 seconds old.
    const db = upstreamDb();
    db.prepare(
      `INSERT INTO payment_requests (user_id, amount_paise, status, account_holders_name, account_number, bank_name,
         ifsc_code, requested_at, decided_at)
       SELECT user_id, 10000, 'approved', account_holders_name, '50100234567891', bank_name, ifsc_code, requested_at,
         decided_at FROM payment_requests WHERE user_id = ? ORDER BY id DESC LIMIT 1`,
    ).run(member.id);
    db.close();
    expect((await kycOf(team, member.id)).account.state).toBe('verified');
    vi.setSystemTime(new Date(Date.now() + 31_000));
    const after = await kycOf(team, member.id);
    expect(after.account).toMatchObject({ number: '50100234567891', state: 'unchecked', name: null });
    expect(after.checks.map(one => [one.part, one.verifier, one.state])).toEqual([
      ['account', 'manual', 'verified'],
      ['account', 'manual', 'awaiting_confirmation'],
    ]);
  });
});

describe('the gateway’s members for KYC', () => {
  it('reads a member whose PAN the copy lacks from the upstream’s user detail with the caller’s token, then from the copy', async () => {
    const db = openDatabase(':memory:');
    runMigrations(db, new Date());
    db.prepare("INSERT INTO upstream_members (id, first_name, last_name) VALUES (4, 'Asha', 'Rao')").run();
    const answers: Record<string, { status: number; body: unknown }> = {
      'loyalty/payment/list/?page=1&page_size=500': { status: 200, body: { count: 0, next: null, results: [] } },
      'user/retrieve/4/': {
        status: 200,
        body: { first_name: 'Asha', last_name: 'Rao', pan_card_number: 'abcpr1234f' },
      },
      'user/retrieve/5/': { status: 404, body: { detail: 'Not found.' } },
    };
    const get = vi.fn(async (path: string, token: string) => {
      expect(token).toBe('caller');
      return answers[path] ?? { status: 500, body: path };
    });
    const source = gatewayKyc(db, { get } as unknown as Upstream, () => new Date());
    const request = { headers: { authorization: 'Bearer caller' } } as FastifyRequest;

    await source.refresh(request, 4);
    expect(memberFiguresOf(db, source, 4)).toMatchObject({
      member_name: 'Asha Rao',
      pan: 'ABCPR1234F',
      account_number: null,
    });
    await source.refresh(request, 4);
    await source.refresh(request, 5);
    expect(get.mock.calls.map(([path]) => path.replace(/\?.*/, ''))).toEqual([
      'loyalty/payment/list/',
      'user/retrieve/4/',
      'user/retrieve/5/',
    ]);
    expect(() => memberFiguresOf(db, source, 5)).toThrow('Member not found.');
    db.close();
  });

  it('gives section 194R the state of the PAN in the copy: its check’s while it is the PAN checked, else unchecked', () => {
    const db = openDatabase(':memory:');
    runMigrations(db, new Date());
    db.prepare(
      "INSERT INTO upstream_members (id, first_name, last_name, pan_card_number) VALUES (4, 'Asha', 'Rao', ' abcpr9999f ')",
    ).run();
    db.prepare(
      "INSERT INTO kyc_parts (user_id, part, number, state, checked_at) VALUES (4, 'pan', 'ABCPR9999F', 'inoperative', '2026-12-01')",
    ).run();
    const panState = (member: number) =>
      db
        .prepare(`SELECT ${kycArea.payeeStates!.gateway.pan(String(member))}`)
        .pluck()
        .get();
    expect([panState(4), panState(5)]).toEqual(['inoperative', 'unchecked']);
    db.prepare("UPDATE upstream_members SET pan_card_number = 'ABCPR1234F' WHERE id = 4").run();
    expect(panState(4)).toBe('unchecked');
    db.close();
  });
});
