import { describe, expect, it } from 'vitest';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';
import { FOUR_EYES_MESSAGES } from '@/contract/team/fourEyes';
import { FIRST_APPROVED_BILL } from '@/server/db/seed/fourEyes';
import { API, bearer, startSignedIn, type SignedInServer } from './helpers';

const NOW = '2025-06-15T10:00:00.000Z';
const FINANCE = { email: 'finance@loyalty.test', password: 'Finance@12345' };
const SUPPORT = { email: 'support@loyalty.test', password: 'Support@12345' };
const ALREADY_DECIDED = { message: 'This bill has already been decided.' };
const PAYOUT_DECIDED = { message: 'This payment request has already been decided.' };
/** A pending bill without a first approval, and awards above the thresholds (10,000 points or ₹10,000). */
const BILL = 33;
const ABOVE = { points_earned: 12000, cash_earned: 500 };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
type Caller = (method: Method, path: string, body?: object) => ReturnType<SignedInServer['api']>;

/** Calls the API as another administrator. */
async function signedInAs(server: SignedInServer, credentials: { email: string; password: string }): Promise<Caller> {
  const { access } = await server.login(credentials);
  return (method, path, body) =>
    server.inject({ method, url: `${API}/${path}`, headers: bearer(access), ...(body && { payload: body }) });
}

/** The demo's support administrator given finance's role: a third administrator who may decide bills and payouts. */
async function thirdDecider(server: SignedInServer): Promise<Caller> {
  server.write(db => db.prepare("UPDATE users SET admin_role = 'finance' WHERE email = ?").run(SUPPORT.email));
  return signedInAs(server, SUPPORT);
}

const idOf = (server: SignedInServer, email: string) =>
  server.db().prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
const entriesOf = (server: SignedInServer, sourceType: string, id: number) =>
  server
    .db()
    .prepare('SELECT kind, amount FROM ledger_entries WHERE source_type = ? AND source_id = ? ORDER BY id')
    .all(sourceType, id);
const auditOf = (server: SignedInServer, target: string, id: number) =>
  server
    .db()
    .prepare('SELECT actor_id, action, summary FROM audit_log WHERE target_type = ? AND target_id = ? ORDER BY id')
    .all(target, id) as { actor_id: number; action: string; summary: string }[];
const saveSettings = (server: SignedInServer, changes: object) =>
  server.api('PUT', 'programme/settings/', { ...defaultProgrammeSettings, ...changes });

describe('four eyes on bills', () => {
  it('records a first approval (202, nothing credited), refuses its giver (403) and other figures (409), and a second administrator decides', async () => {
    const server = await startSignedIn();
    const finance = await signedInAs(server, FINANCE);
    const owner = { id: idOf(server, 'admin@loyalty.test'), name: 'Admin User' };

    const first = await server.api('PATCH', `bill/approve/${BILL}/`, ABOVE);
    const awaiting = { by: owner, at: NOW, ...ABOVE };
    expect([first.statusCode, first.json()]).toEqual([
      202,
      expect.objectContaining({ message: FOUR_EYES_MESSAGES.firstApproval, awaiting_second_approval: awaiting }),
    ]);
    expect(first.json().bill).toMatchObject({
      status: 'pending',
      points_earned: null,
      awaiting_second_approval: awaiting,
    });
    expect(entriesOf(server, 'bill', BILL)).toEqual([]);
    expect((await finance('GET', `bill/retrieve/${BILL}/`)).json()).toMatchObject({
      status: 'pending',
      awaiting_second_approval: awaiting,
    });

    const own = await server.api('PATCH', `bill/approve/${BILL}/`, ABOVE);
    expect([own.statusCode, own.json()]).toEqual([
      403,
      expect.objectContaining({ message: FOUR_EYES_MESSAGES.ownFirstApproval }),
    ]);
    const other = await finance('PATCH', `bill/approve/${BILL}/`, { ...ABOVE, cash_earned: 501 });
    expect([other.statusCode, other.json()]).toEqual([
      409,
      expect.objectContaining({ message: FOUR_EYES_MESSAGES.otherFigures('Admin User') }),
    ]);
    expect(entriesOf(server, 'bill', BILL)).toEqual([]);

    const second = await finance('PATCH', `bill/approve/${BILL}/`, ABOVE);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      message: 'Bill approved successfully',
      bill: { status: 'approved', points_earned: 12000, cash_earned: 500, awaiting_second_approval: null },
    });
    expect(second.json()).not.toHaveProperty('awaiting_second_approval');
    expect(entriesOf(server, 'bill', BILL)).toEqual([
      { kind: 'points_earned', amount: 12000 },
      { kind: 'cash_earned', amount: 50000 },
    ]);
    expect(
      server.db().prepare('SELECT first_approved_by, first_approved_at FROM bills WHERE id = ?').get(BILL),
    ).toEqual({ first_approved_by: null, first_approved_at: null });

    // The trail names both: the first approval, then the second naming the first's giver.
    const invoice = (first.json().bill as { invoice_number: string; user_name: string }).invoice_number;
    expect(auditOf(server, 'bill', BILL)).toEqual([
      {
        actor_id: owner.id,
        action: 'approve',
        summary: expect.stringMatching(
          new RegExp(`^Approved bill #${BILL} \\(${invoice}.*\\): first approval, awaiting`),
        ),
      },
      {
        actor_id: idOf(server, FINANCE.email),
        action: 'approve',
        summary: expect.stringContaining('second approval, confirming Admin User’s first'),
      },
    ]);
  });

  it('takes one approval exactly at the thresholds, and a rejection at any time clears a first approval', async () => {
    const server = await startSignedIn();
    const atThresholds = { points_earned: 10000, cash_earned: 10000 };
    const single = await server.api('PATCH', `bill/approve/${BILL}/`, atThresholds);
    expect([single.statusCode, single.json().message]).toEqual([200, 'Bill approved successfully']);
    expect(entriesOf(server, 'bill', BILL)).toHaveLength(2);

    // Its giver rejects the seeded bill Farah Mehta approved first; the first approval goes.
    const { id } = FIRST_APPROVED_BILL;
    const finance = await signedInAs(server, FINANCE);
    const rejected = await finance('PATCH', `bill/reject/${id}/`, { reason: 'Not our dealer' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().bill).toMatchObject({ status: 'rejected', awaiting_second_approval: null });
    expect(entriesOf(server, 'bill', id)).toEqual([]);
    const again = await server.api('PATCH', `bill/approve/${id}/`, { points_earned: 12500, cash_earned: 12500 });
    expect([again.statusCode, again.json()]).toEqual([400, expect.objectContaining(ALREADY_DECIDED)]);
  });

  it('seeds bill #32 with Farah Mehta’s first approval and its audit entry', async () => {
    const server = await startSignedIn();
    const { id, points, cashPaise } = FIRST_APPROVED_BILL;
    const bill = (await server.api('GET', `bill/retrieve/${id}/`)).json();
    expect(bill).toMatchObject({
      status: 'pending',
      awaiting_second_approval: {
        by: { id: idOf(server, FINANCE.email), name: 'Farah Mehta' },
        points_earned: points,
        cash_earned: cashPaise / 100,
      },
    });
    expect(auditOf(server, 'bill', id)).toEqual([
      { actor_id: idOf(server, FINANCE.email), action: 'approve', summary: expect.stringContaining('first approval') },
    ]);
  });
});

describe('four eyes on payouts', () => {
  it('records a first approval above the threshold (202), pays on the second, and one at it decides at once', async () => {
    const server = await startSignedIn();
    const finance = await signedInAs(server, FINANCE);
    // The seeded requests are ₹120 to ₹310: a threshold of ₹290 puts #31 (₹310) above it and #29 at it.
    expect((await saveSettings(server, { four_eyes_payout: 290 })).statusCode).toBe(200);
    const balanceBefore = entriesOf(server, 'payment_request', 31);

    const first = await finance('POST', 'loyalty/payment/approve/31/');
    const awaiting = { by: { id: idOf(server, FINANCE.email), name: 'Farah Mehta' }, at: NOW };
    expect([first.statusCode, first.json()]).toEqual([
      202,
      { message: FOUR_EYES_MESSAGES.firstApproval, awaiting_second_approval: awaiting },
    ]);
    expect((await server.api('GET', 'loyalty/payment/retrieve/31/')).json()).toMatchObject({
      status: 'pending',
      awaiting_second_approval: awaiting,
    });
    const own = await finance('POST', 'loyalty/payment/approve/31/');
    expect([own.statusCode, own.json()]).toEqual([
      403,
      expect.objectContaining({ message: FOUR_EYES_MESSAGES.ownFirstApproval }),
    ]);
    const second = await server.api('POST', 'loyalty/payment/approve/31/');
    expect([second.statusCode, second.json()]).toEqual([200, { message: 'Payment approved successfully' }]);
    expect(entriesOf(server, 'payment_request', 31)).toEqual(balanceBefore);
    expect((await server.api('GET', 'loyalty/payment/retrieve/31/')).json()).toMatchObject({
      status: 'approved',
      awaiting_second_approval: null,
    });
    expect(auditOf(server, 'payment', 31).map(entry => [entry.actor_id, entry.summary])).toEqual([
      [idOf(server, FINANCE.email), expect.stringContaining('first approval, awaiting')],
      [idOf(server, 'admin@loyalty.test'), expect.stringContaining('confirming Farah Mehta’s first')],
    ]);

    const atThreshold = await finance('POST', 'loyalty/payment/approve/29/');
    expect([atThreshold.statusCode, atThreshold.json()]).toEqual([200, { message: 'Payment approved successfully' }]);
  });

  it('a rejection after a first approval gives the held cash back, by either administrator', async () => {
    const server = await startSignedIn();
    await saveSettings(server, { four_eyes_payout: 100 });
    const held = entriesOf(server, 'payment_request', 28);
    expect((await server.api('POST', 'loyalty/payment/approve/28/')).statusCode).toBe(202);
    const rejected = await server.api('POST', 'loyalty/payment/reject/28/');
    expect([rejected.statusCode, rejected.json()]).toEqual([200, { message: 'Payment rejected successfully' }]);
    expect(entriesOf(server, 'payment_request', 28)).toHaveLength(held.length + 1);
    expect(
      server.db().prepare('SELECT first_approved_by FROM payment_requests WHERE id = 28').pluck().get(),
    ).toBeNull();
  });
});

describe('the pending lists’ second_approval filter', () => {
  it('lists as "yours" the first approvals others gave, as "own" the signed-in administrator’s, paged or whole', async () => {
    const server = await startSignedIn();
    const finance = await signedInAs(server, FINANCE);
    await saveSettings(server, { four_eyes_payout: 100 });
    expect((await server.api('POST', 'loyalty/payment/approve/30/')).statusCode).toBe(202);
    const { id: bill } = FIRST_APPROVED_BILL;

    const ids = async (call: Caller, path: string, which: string, paged: boolean) => {
      const response = await call('GET', `${path}?second_approval=${which}${paged ? '&page=1' : ''}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      return ((paged ? body.results : body) as { id: number }[]).map(item => item.id);
    };
    for (const paged of [true, false]) {
      expect(await ids(server.api, 'bill/approve-requests/', 'yours', paged)).toEqual([bill]);
      expect(await ids(server.api, 'bill/approve-requests/', 'own', paged)).toEqual([]);
      expect(await ids(finance, 'bill/approve-requests/', 'own', paged)).toEqual([bill]);
      expect(await ids(finance, 'bill/approve-requests/', 'yours', paged)).toEqual([]);
      expect(await ids(server.api, 'loyalty/payment/pending/list/', 'own', paged)).toEqual([30]);
      expect(await ids(finance, 'loyalty/payment/pending/list/', 'yours', paged)).toEqual([30]);
      expect(await ids(finance, 'loyalty/payment/pending/list/', 'own', paged)).toEqual([]);
    }
    for (const query of ['second_approval=mine', 'second_approval=own&second_approval=yours']) {
      for (const paging of ['&page=1', '']) {
        const response = await server.api('GET', `bill/approve-requests/?${query}${paging}`);
        expect([query, paging, response.statusCode]).toEqual([query, paging, 400]);
      }
    }
  });
});

describe('four eyes in strict spec shapes', () => {
  it('has none: one approval decides, and answers carry no first approval', async () => {
    const server = await startSignedIn({ config: { specShapes: 'strict' } });
    const seeded = (await server.api('GET', `bill/retrieve/${FIRST_APPROVED_BILL.id}/`)).json();
    expect(seeded).not.toHaveProperty('awaiting_second_approval');
    const approved = await server.api('PATCH', `bill/approve/${FIRST_APPROVED_BILL.id}/`, ABOVE);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().bill).toMatchObject({ status: 'approved', points_earned: 12000 });
    expect(approved.json().bill).not.toHaveProperty('awaiting_second_approval');
    expect(entriesOf(server, 'bill', FIRST_APPROVED_BILL.id)).toHaveLength(2);

    await saveSettings(server, { four_eyes_payout: 100 });
    const payout = await server.api('POST', 'loyalty/payment/approve/31/');
    expect([payout.statusCode, payout.json()]).toEqual([200, { message: 'Payment approved successfully' }]);
    const listed = (await server.api('GET', 'loyalty/payment/list/')).json() as object[];
    expect(listed.every(item => !('awaiting_second_approval' in item))).toBe(true);
  });
});

describe('four-eyes settings', () => {
  it('answers the thresholds, saves them, and answers 400 with the field’s message for a bad one', async () => {
    const server = await startSignedIn();
    expect((await server.api('GET', 'programme/settings/')).json()).toMatchObject({
      four_eyes_payout: 25000,
      four_eyes_bill_cash: 10000,
      four_eyes_bill_points: 10000,
    });
    const changed = { four_eyes_payout: 30000.5, four_eyes_bill_cash: 0, four_eyes_bill_points: 5000 };
    const saved = await saveSettings(server, changed);
    expect([saved.statusCode, saved.json()]).toEqual([200, { ...defaultProgrammeSettings, ...changed }]);
    expect((await server.api('GET', 'programme/settings/')).json()).toMatchObject(changed);

    const rupees = 'Enter an amount in rupees, 0 or more, with at most two decimals.';
    const points = 'Enter a whole number of points, 0 or more (at most 1,000,000,000).';
    const bad: [object, string, string][] = [
      [{ four_eyes_payout: -1 }, 'four_eyes_payout', rupees],
      [{ four_eyes_payout: 'lots' }, 'four_eyes_payout', rupees],
      [{ four_eyes_bill_cash: 0.001 }, 'four_eyes_bill_cash', rupees],
      [{ four_eyes_bill_points: 1.5 }, 'four_eyes_bill_points', points],
      [{ four_eyes_bill_points: 2e9 }, 'four_eyes_bill_points', points],
    ];
    for (const [change, field, message] of bad) {
      const response = await saveSettings(server, change);
      expect([change, response.statusCode, response.json().errors]).toEqual([change, 400, { [field]: [message] }]);
    }
    const missing = await server.api('PUT', 'programme/settings/', {
      ...defaultProgrammeSettings,
      four_eyes_payout: undefined,
    });
    expect([missing.statusCode, Object.keys(missing.json().errors)]).toEqual([400, ['four_eyes_payout']]);
    expect((await server.api('GET', 'programme/settings/')).json()).toMatchObject(changed);
  });
});

describe('two confirmations racing', () => {
  it('give one outcome over HTTP: one 200, the other "already decided", one credit', async () => {
    const server = await startSignedIn();
    const third = await thirdDecider(server);
    const { id, points, cashPaise } = FIRST_APPROVED_BILL;
    const figures = { points_earned: points, cash_earned: cashPaise / 100 };
    const answers = await Promise.all([
      server.api('PATCH', `bill/approve/${id}/`, figures),
      third('PATCH', `bill/approve/${id}/`, figures),
    ]);
    expect(answers.map(answer => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find(answer => answer.statusCode === 400)!.json()).toMatchObject(ALREADY_DECIDED);
    expect(entriesOf(server, 'bill', id)).toEqual([
      { kind: 'points_earned', amount: points },
      { kind: 'cash_earned', amount: cashPaise },
    ]);

    await saveSettings(server, { four_eyes_payout: 100 });
    const finance = await signedInAs(server, FINANCE);
    expect((await finance('POST', 'loyalty/payment/approve/31/')).statusCode).toBe(202);
    const payouts = await Promise.all([
      server.api('POST', 'loyalty/payment/approve/31/'),
      third('POST', 'loyalty/payment/approve/31/'),
      third('POST', 'loyalty/payment/reject/31/'),
    ]);
    expect(payouts.map(answer => answer.statusCode).sort()).toEqual([200, 400, 400]);
    for (const answer of payouts.filter(each => each.statusCode === 400)) {
      expect(answer.json()).toMatchObject(PAYOUT_DECIDED);
    }
  });
});
