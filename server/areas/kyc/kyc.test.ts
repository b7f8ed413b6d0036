import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KycListItem, SharedReport } from '@/contract/kyc/records';
import type { TaxRegisterLine } from '@/contract/programme/register';
import { startCashfreeStandIn, STAND_IN_KEYS } from './cashfreeStandIn';
import { kycServer, type KycServer } from './kycServer';

// KYC's API on the demo data (server/db/seed/kyc.ts), each test on a server of its own.

const only = (lines: KycListItem[]) => {
  expect(lines).toHaveLength(1);
  return lines[0];
};

/** A demo member whose PAN and account are both verified: the first of them. */
const allGood = async ({ members }: KycServer) => {
  const lines = await members('pan_state=verified&account_state=verified');
  expect(lines.length).toBeGreaterThan(0);
  return lines[0];
};

const check = (kyc: KycServer, id: number, part: 'pan' | 'account', who: 'support' | 'owner' = 'support') =>
  kyc.call(who, 'POST', `kyc/members/${id}/${part}/check/`);

describe("the members' KYC", () => {
  it('lists the demo in each state, a member whole with the three names, and what members share', async () => {
    const kyc = await kycServer(['owner', 'finance']);
    const { members, member, call } = kyc;
    const inoperative = only(await members('state=inoperative'));
    expect(inoperative).toMatchObject({
      pan: { state: 'inoperative', number: expect.stringMatching(/^[A-Z]{5}9999[A-Z]$/) },
    });
    expect((await members('state=awaiting_confirmation')).map(line => [line.pan.state, line.account.state])).toEqual([
      ['verified', 'awaiting_confirmation'],
      ['awaiting_confirmation', 'unchecked'],
    ]);
    const refused = only(await members('pan_state=invalid'));
    expect([refused.pan.number?.[3], refused.account.state, refused.account.number?.slice(-1)]).toEqual([
      'C',
      'failed',
      '0',
    ]);
    const differs = only(await members('state=name_differs'));
    const whole = await member(differs.id);
    const holder = whole.account.holder!;
    expect(whole.names).toEqual({ member: differs.member_name, pan: holder, account: holder });
    expect(whole.account).toMatchObject({ state: 'name_differs', ifsc: expect.any(String) });
    expect(whole.pan.match).toBeLessThan(60);
    // Newest first: the seed checked both at once, the account's kept last.
    expect(whole.checks.map(one => [one.part, one.verifier, one.state, one.by.name])).toEqual([
      ['account', 'demo', 'name_differs', 'Sana Iyer'],
      ['pan', 'demo', 'name_differs', 'Sana Iyer'],
    ]);
    expect(whole.verifier).toBe('demo');

    const verified = await members('state=verified');
    expect(verified.length).toBeGreaterThanOrEqual(3);
    expect(verified.every(line => line.pan.state === 'verified' || line.account.state === 'verified')).toBe(true);
    const page = await call('finance', 'GET', 'kyc/members/?page=1&page_size=2&state=verified');
    expect(page.json()).toMatchObject({ count: verified.length, results: verified.slice(0, 2) });
    const bad = await call('owner', 'GET', 'kyc/members/?state=fine');
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([400, ['state']]);
    expect((await call('owner', 'GET', 'kyc/members/999999/')).statusCode).toBe(404);
    expect((await call('owner', 'GET', 'kyc/members/abc/')).statusCode).toBe(404);

    const shared = (await call('finance', 'GET', 'kyc/shared/')).json() as SharedReport;
    const verifiedAccounts = await members('account_state=verified');
    const sharing = verifiedAccounts.find(line => line.pan.state === 'unchecked')!;
    const group = shared.groups.find(one => one.kind === 'account' && one.value === sharing.account.number);
    expect(group?.members).toHaveLength(2);
    expect(group?.members.map(one => one.id)).toContain(sharing.id);
    expect(shared.names_disagree).toContainEqual({
      id: differs.id,
      names: whole.names,
      pan_match: whole.pan.match,
      account_match: whole.account.match,
    });
  });

  it('is read by finance, checked and confirmed by support, its settings the owner’s', async () => {
    const kyc = await kycServer(['owner', 'finance', 'support', 'catalogue']);
    const { call } = kyc;
    const { id } = await allGood(kyc);
    const statuses = async (who: 'finance' | 'support' | 'catalogue') => [
      (await call(who, 'GET', 'kyc/members/')).statusCode,
      (await call(who, 'GET', `kyc/members/${id}/`)).statusCode,
      (await call(who, 'GET', 'kyc/shared/')).statusCode,
      (await check(kyc, id, 'pan', who as 'support')).statusCode,
      (await call(who, 'POST', `kyc/members/${id}/pan/manual/`, { verified: true, reason: 'Card seen' })).statusCode,
      (await call(who, 'GET', 'kyc/settings/')).statusCode,
      (
        await call(who, 'PUT', 'kyc/settings/', {
          verifier: 'manual',
          name_match_threshold: 60,
          checks_per_window: 5,
          window_minutes: 10,
        })
      ).statusCode,
    ];
    expect(await statuses('finance')).toEqual([200, 200, 200, 403, 403, 403, 403]);
    expect(await statuses('catalogue')).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await statuses('support')).toEqual([200, 200, 200, 200, 200, 403, 403]);
    const settings = { verifier: 'manual', name_match_threshold: 70, checks_per_window: 3, window_minutes: 15 };
    const saved = await call('owner', 'PUT', 'kyc/settings/', settings);
    expect([saved.statusCode, saved.json()]).toEqual([200, settings]);
    expect((await call('owner', 'GET', 'kyc/settings/')).json()).toEqual(settings);
    const audit = await call('owner', 'GET', 'audit/log/?target_type=settings');
    expect(audit.json().results[0]).toMatchObject({
      summary: 'Updated KYC settings',
      changes: { verifier: { before: 'demo', after: 'manual' } },
    });
    const manualCheck = await check(kyc, id, 'pan');
    expect([manualCheck.statusCode, manualCheck.json().message]).toEqual([
      409,
      expect.stringContaining('recorded by hand'),
    ]);
  });

  it('refuses bad settings with field errors, and Cashfree while its keys are not set', async () => {
    const { call } = await kycServer(['owner']);
    const good = { verifier: 'demo', name_match_threshold: 60, checks_per_window: 5, window_minutes: 10 };
    const bad: [object, string[]][] = [
      [{}, ['checks_per_window', 'name_match_threshold', 'verifier', 'window_minutes']],
      [{ ...good, verifier: 'aadhaar' }, ['verifier']],
      [{ ...good, name_match_threshold: 101 }, ['name_match_threshold']],
      [{ ...good, checks_per_window: 0 }, ['checks_per_window']],
      [{ ...good, window_minutes: 1.5 }, ['window_minutes']],
      [{ ...good, verifier: 'cashfree' }, ['verifier']],
    ];
    for (const [body, fields] of bad) {
      const response = await call('owner', 'PUT', 'kyc/settings/', body);
      expect([body, response.statusCode, Object.keys(response.json().errors ?? {}).sort()]).toEqual([
        body,
        400,
        fields,
      ]);
    }
    expect((await call('owner', 'GET', 'kyc/settings/')).json()).toEqual(good);
  });
});

describe('a check by the demo verifier', () => {
  it('records each rule’s state, keeps the check, and refuses a member with nothing to check', async () => {
    const kyc = await kycServer(['owner', 'support']);
    const { id } = await allGood(kyc);
    const write = (sql: string, ...values: unknown[]) => kyc.server.write(db => db.prepare(sql).run(...values));

    write("UPDATE users SET pan_card_number = 'ABCPK9999Z' WHERE id = ?", id);
    expect((await kyc.member(id)).pan).toMatchObject({ number: 'ABCPK9999Z', state: 'unchecked', checked_at: null });
    const inoperative = await check(kyc, id, 'pan');
    expect([inoperative.statusCode, inoperative.json().pan]).toEqual([
      200,
      expect.objectContaining({ state: 'inoperative', reason: 'The PAN is inoperative: it is not linked to Aadhaar.' }),
    ]);
    write("UPDATE users SET pan_card_number = 'abcfk1234z' WHERE id = ?", id);
    expect((await check(kyc, id, 'pan')).json().pan).toMatchObject({ number: 'ABCFK1234Z', state: 'invalid' });
    write("UPDATE users SET pan_card_number = 'ABCPK1234Z' WHERE id = ?", id);
    const verified = (await check(kyc, id, 'pan')).json();
    expect(verified.pan).toMatchObject({
      state: 'verified',
      match: expect.any(Number),
      checked_at: '2025-06-15T10:00:00.000Z',
    });
    expect(verified.checks[0]).toMatchObject({
      part: 'pan',
      verifier: 'demo',
      state: 'verified',
      request: { pan: 'ABCPK1234Z' },
    });

    const audit = await kyc.call('owner', 'GET', `audit/log/?target_type=user&target_id=${id}`);
    expect(audit.json().results[0].summary).toBe(`Checked the PAN of ${verified.member_name} (demo): verified`);

    write("UPDATE users SET pan_card_number = '' WHERE id = ?", id);
    const nothing = await check(kyc, id, 'pan');
    expect([nothing.statusCode, nothing.json().message]).toEqual([
      409,
      'This member has no PAN on record: there is nothing to check.',
    ]);
    expect((await check(kyc, 999_999, 'pan')).statusCode).toBe(404);
  });

  it('resets the account’s state when a newer payout names another account, and checks the new one', async () => {
    const kyc = await kycServer(['owner', 'support']);
    const { id, account } = await allGood(kyc);
    expect(account.state).toBe('verified');
    const newPayout = (number: string, ifsc: string) =>
      kyc.server.write(db =>
        db
          .prepare(
            `INSERT INTO payment_requests (user_id, amount_paise, status, account_holders_name, account_number, bank_name, ifsc_code, requested_at)
             SELECT user_id, 10000, 'pending', account_holders_name, ?, bank_name, ?, '2025-06-15T09:00:00.000Z'
             FROM payment_requests WHERE user_id = ? ORDER BY id DESC LIMIT 1`,
          )
          .run(number, ifsc, id),
      );
    const before = await kyc.member(id);
    newPayout(before.account.number!, before.account.ifsc!);
    expect((await kyc.member(id)).account.state).toBe('verified');
    newPayout(before.account.number!, 'HDFC0000001');
    expect((await kyc.member(id)).account).toMatchObject({ state: 'unchecked', ifsc: 'HDFC0000001', name: null });
    newPayout('50100234567890', 'HDFC0000001');
    expect(only(await kyc.members('account_state=failed')).id).not.toBe(id);
    const failed = await check(kyc, id, 'account');
    expect(failed.json().account).toMatchObject({ number: '50100234567890', state: 'failed' });
    expect((await kyc.members('account_state=failed')).map(line => line.id)).toContain(id);
    // The part keeps its last check only: the first account again is unchecked, until checked again.
    newPayout(before.account.number!, before.account.ifsc!);
    expect((await kyc.member(id)).account.state).toBe('unchecked');
    expect((await check(kyc, id, 'account')).json().account.state).toBe('verified');
  });

  it('is limited per member by the settings’ window, and counts no manual outcome', async () => {
    const kyc = await kycServer(['owner', 'support']);
    const { id } = await allGood(kyc);
    const settings = { verifier: 'demo', name_match_threshold: 60, checks_per_window: 2, window_minutes: 10 };
    expect((await kyc.call('owner', 'PUT', 'kyc/settings/', settings)).statusCode).toBe(200);
    expect(
      (await kyc.call('support', 'POST', `kyc/members/${id}/pan/manual/`, { verified: true, reason: 'Seen' }))
        .statusCode,
    ).toBe(200);
    expect((await check(kyc, id, 'pan')).statusCode).toBe(200);
    kyc.server.clock.advance(60_000);
    expect((await check(kyc, id, 'account')).statusCode).toBe(200);
    const refused = await check(kyc, id, 'pan');
    expect([refused.statusCode, refused.headers['retry-after'], refused.json().message]).toEqual([
      429,
      '540',
      "Too many checks of this member's KYC (2 in 10 minutes). Please try again in 540 seconds.",
    ]);
    const other = only(await kyc.members('pan_state=name_differs'));
    expect((await check(kyc, other.id, 'pan')).statusCode).toBe(200);
    kyc.server.clock.advance(9 * 60_000);
    expect((await check(kyc, id, 'pan')).statusCode).toBe(200);
  });
});

describe('a manual outcome', () => {
  it('awaits a second administrator: 403 to the one who recorded it, then the state', async () => {
    const kyc = await kycServer(['owner', 'support', 'finance']);
    const { call } = kyc;
    const line = (await kyc.members('pan_state=unchecked&account_state=unchecked')).find(
      one => one.pan.number && one.account.number,
    )!;
    const { id } = line;
    const bad = await call('support', 'POST', `kyc/members/${id}/pan/manual/`, { verified: 'perhaps', reason: ' ' });
    expect([bad.statusCode, Object.keys(bad.json().errors).sort()]).toEqual([400, ['reason', 'verified']]);
    const nothing = await call('owner', 'POST', `kyc/members/${id}/pan/confirm/`);
    expect([nothing.statusCode, nothing.json().message]).toEqual([
      409,
      'No manual outcome is waiting to be confirmed: record one first.',
    ]);

    const recorded = await call('support', 'POST', `kyc/members/${id}/pan/manual/`, {
      verified: true,
      reason: 'The card shows this PAN and name.',
    });
    expect(recorded.json().pan).toMatchObject({
      state: 'awaiting_confirmation',
      reason: 'The card shows this PAN and name.',
      first_by: { name: 'Sana Iyer', verified: true },
    });
    const own = await call('support', 'POST', `kyc/members/${id}/pan/confirm/`);
    expect([own.statusCode, own.json().message]).toEqual([
      403,
      'You recorded this outcome: another administrator confirms it (four eyes).',
    ]);
    expect((await call('finance', 'POST', `kyc/members/${id}/pan/confirm/`)).statusCode).toBe(403);
    expect((await kyc.member(id)).pan.state).toBe('awaiting_confirmation');
    const confirmed = await call('owner', 'POST', `kyc/members/${id}/pan/confirm/`);
    expect([confirmed.statusCode, confirmed.json().pan]).toEqual([
      200,
      expect.objectContaining({ state: 'verified', reason: 'The card shows this PAN and name.' }),
    ]);
    expect(confirmed.json().pan.first_by).toBeUndefined();
    expect(
      confirmed
        .json()
        .checks.slice(0, 2)
        .map((one: { verifier: string; state: string }) => [one.verifier, one.state]),
    ).toEqual([
      ['manual', 'verified'],
      ['manual', 'awaiting_confirmation'],
    ]);

    await call('owner', 'POST', `kyc/members/${id}/account/manual/`, {
      verified: 'no',
      reason: 'The cheque names another person.',
    });
    const refused = await call('support', 'POST', `kyc/members/${id}/account/confirm/`);
    expect(refused.json().account).toMatchObject({ state: 'failed', reason: 'The cheque names another person.' });
    const audit = (await call('owner', 'GET', `audit/log/?target_type=user&target_id=${id}`)).json().results;
    expect(audit.map((entry: { action: string }) => entry.action).slice(0, 4)).toEqual([
      'approve',
      'update',
      'approve',
      'update',
    ]);
    expect(audit[0].summary).toBe(`Confirmed the payout account of ${line.member_name} as failed (four eyes)`);
  });
});

describe('a check by Cashfree', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('records its verdict; when it is down or too slow the state stays and the answer says so', async () => {
    const standIn = await startCashfreeStandIn();
    try {
      vi.stubEnv('CASHFREE_CLIENT_ID', STAND_IN_KEYS.clientId);
      vi.stubEnv('CASHFREE_CLIENT_SECRET', STAND_IN_KEYS.clientSecret);
      vi.stubEnv('CASHFREE_BASE_URL', standIn.baseUrl);
      vi.stubEnv('CASHFREE_TIMEOUT_MS', '300');
      const kyc = await kycServer(['owner', 'support']);
      const settings = { verifier: 'cashfree', name_match_threshold: 60, checks_per_window: 10, window_minutes: 10 };
      expect((await kyc.call('owner', 'PUT', 'kyc/settings/', settings)).statusCode).toBe(200);
      const { id, member_name } = await allGood(kyc);

      const verified = (await check(kyc, id, 'pan')).json();
      expect(verified.pan).toMatchObject({ state: 'verified', name: member_name.toUpperCase(), match: 100 });
      expect(verified.checks[0]).toMatchObject({ verifier: 'cashfree', state: 'verified', request: { path: '/pan' } });
      expect(JSON.stringify(verified.checks[0])).not.toContain(STAND_IN_KEYS.clientSecret);

      standIn.outage = 'down';
      const down = await check(kyc, id, 'pan');
      expect([down.statusCode, down.json().message]).toEqual([
        503,
        'Cashfree is down (Service unavailable): nothing was recorded, try again later.',
      ]);
      standIn.outage = 'timeout';
      const slow = await check(kyc, id, 'account');
      expect([slow.statusCode, slow.json().message]).toEqual([
        503,
        'Cashfree did not answer within 0.3 s: nothing was recorded, try again later.',
      ]);
      const after = await kyc.member(id);
      expect([after.pan.state, after.pan.checked_at, after.account.state]).toEqual([
        'verified',
        verified.pan.checked_at,
        'verified',
      ]);
      expect(after.checks.slice(0, 2).map(one => [one.part, one.state, one.answer])).toEqual([
        ['account', null, { error: 'timeout' }],
        ['pan', null, expect.objectContaining({ status: 503 })],
      ]);

      standIn.outage = null;
      const { account } = after;
      standIn.registeredNames.set(account.number!, 'SOMEONE ELSE ENTIRELY');
      expect((await check(kyc, id, 'account')).json().account).toMatchObject({
        state: 'name_differs',
        name: 'SOMEONE ELSE ENTIRELY',
      });

      // A payout naming another account while Cashfree is asked: the verdict is the old account's.
      standIn.meanwhile = () =>
        kyc.server.write(db =>
          db
            .prepare(
              `INSERT INTO payment_requests (user_id, amount_paise, status, account_holders_name, account_number, bank_name, ifsc_code, requested_at)
               VALUES (?, 10000, 'pending', ?, '50100999888777', 'HDFC Bank', 'HDFC0000001', '2025-06-15T09:30:00.000Z')`,
            )
            .run(id, member_name),
        );
      const meanwhile = (await check(kyc, id, 'account')).json();
      expect(meanwhile.account).toMatchObject({ number: '50100999888777', state: 'unchecked' });
      expect(meanwhile.checks[0]).toMatchObject({
        part: 'account',
        state: 'name_differs',
        request: { body: { bank_account: account.number } },
      });
    } finally {
      await standIn.close();
    }
  });
});

describe("section 194R's rate", () => {
  it('follows the PAN’s state: invalid or inoperative counts as no PAN, shown on each line and a member’s figure', async () => {
    const kyc = await kycServer(['owner', 'support']);
    const register = async (query = '') =>
      (
        (await kyc.call('owner', 'GET', `programme/tax-194r/?page_size=100${query}`)).json()
          .results as TaxRegisterLine[]
      ).map(line => [line.first_name, line.pan_present, line.pan_state, line.higher_rate, line.rate]);
    expect(await register()).toEqual([
      ['Vihaan', true, 'unchecked', false, 10],
      ['Yash', true, 'inoperative', true, 20],
      ['Pranav', false, 'unchecked', true, 20],
      ['Aditya', true, 'unchecked', false, 10],
    ]);
    expect((await register('&higher_rate=yes')).map(line => line[0])).toEqual(['Yash', 'Pranav']);
    const yash = only(await kyc.members('state=inoperative'));
    // Yash's PAN recorded by hand and confirmed: the lower rate again.
    await kyc.call('support', 'POST', `kyc/members/${yash.id}/pan/manual/`, {
      verified: true,
      reason: 'Linked to Aadhaar since.',
    });
    const awaiting = await kyc.call('owner', 'GET', `programme/tax-194r/members/${yash.id}/`);
    expect(awaiting.json()).toMatchObject({
      pan_state: 'awaiting_confirmation',
      higher_rate: false,
      rate: 10,
      tax: 2500,
    });
    await kyc.call('owner', 'POST', `kyc/members/${yash.id}/pan/confirm/`);
    expect((await register()).find(line => line[0] === 'Yash')).toEqual(['Yash', true, 'verified', false, 10]);
    // Invalid: the higher rate.
    await kyc.call('support', 'POST', `kyc/members/${yash.id}/pan/manual/`, {
      verified: false,
      reason: 'Not the member’s PAN.',
    });
    await kyc.call('owner', 'POST', `kyc/members/${yash.id}/pan/confirm/`);
    const figure = (await kyc.call('owner', 'GET', `programme/tax-194r/members/${yash.id}/`)).json();
    expect(figure).toMatchObject({
      pan_state: 'invalid',
      higher_rate: true,
      rate: 20,
      value: 25_000,
      tax: 5000,
      band: 'over',
    });
    // A member under the threshold has a figure too; no member, 404.
    expect(
      (await kyc.call('owner', 'GET', `programme/tax-194r/members/${(await allGood(kyc)).id}/`)).json(),
    ).toMatchObject({
      band: 'under',
      tax: 0,
    });
    expect((await kyc.call('owner', 'GET', 'programme/tax-194r/members/999999/')).statusCode).toBe(404);
  });
});
