import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Committed } from '@/contract/programme/committed';
import { API, bearer, startSignedIn } from '@/tests/server/helpers';
import { buildApp } from '@/server/app';
import { addBill, addCatalogue, addMember, committedMove, schemeServer, settledCommitted } from './schemeServer';

// The committed figure is kept up to date off the request path: each call answers the figure kept
// at once, saying `as_of` while a newer one is worked out. Each case's scheme is for salesmen of a
// state of its own (the test clock: 15 June 2025 in India), so that it reaches only its own bills.

const server = schemeServer();
let catalogue: ReturnType<typeof addCatalogue>;
beforeAll(() => {
  catalogue = addCatalogue(server);
});

const committedOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Committed;
};

const answer = async () => committedOf(await server.call('finance', 'GET', 'schemes/committed/'));

const settled = () => settledCommitted(server);
const moved = (change: () => Promise<unknown> | unknown) => committedMove(server, change);

/** A scheme for salesmen of `state` through June 2025 giving `points` a Royale, live; its id. */
async function royaleScheme(state: number, points: number, caps = {}) {
  const drafted = await server.call('owner', 'POST', 'schemes/', {
    name: `Royale ${state}`,
    terms: {
      starts_on: '2025-06-01',
      ends_on: '2025-06-30',
      user_types: ['salesman'],
      states: [state],
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points, cash_paise: 0 }],
      caps,
    },
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const approved = await server.call('finance', 'POST', `schemes/${drafted.json().id}/approve/`, { version: 1 });
  expect(approved.statusCode, approved.body).toBe(200);
  return drafted.json().id as number;
}

const royale = (units: number): [string, number] => ['Royale 20 L', units];

describe('the committed figure, kept up to date', () => {
  it('answers at once while a change is worked out: the figure before it with as_of, never a newer one without', async () => {
    await royaleScheme(21, 100);
    const member = addMember(server, 21);
    const before = await settled();
    addBill(server, member, { rupees: 1_000, invoice: '2025-06-10', lines: [royale(2)] });
    const after = { points: before.points + 200, cash_paise: before.cash_paise, bills: before.bills + 1 };
    const meanwhile = await answer();
    expect(meanwhile).toEqual('as_of' in meanwhile ? { ...before, as_of: expect.any(String) } : after);
    expect(await settled()).toEqual(after);
  });

  it('follows a new bill, its lines, and a decision either way', async () => {
    await royaleScheme(22, 100);
    const member = addMember(server, 22);
    let bill = 0;
    expect(
      await moved(() => (bill = addBill(server, member, { rupees: 1_000, invoice: '2025-06-10', lines: [royale(3)] }))),
    ).toEqual({ points: 300, cash_paise: 0, bills: 1 });
    expect(
      await moved(() =>
        server.write(db => db.prepare('UPDATE bill_products SET quantity = 5 WHERE bill_id = ?').run(bill)),
      ),
    ).toEqual({ points: 200, cash_paise: 0, bills: 0 });
    const approve = () =>
      server.call('owner', 'PATCH', `bill/approve/${bill}/`, { points_earned: 500, cash_earned: 0 });
    expect(await moved(async () => expect((await approve()).statusCode).toBe(200))).toEqual({
      points: -500,
      cash_paise: 0,
      bills: -1,
    });
    const other = addBill(server, member, { rupees: 1_000, invoice: '2025-06-11', lines: [royale(1)] });
    await settled();
    const reject = () => server.call('owner', 'PATCH', `bill/reject/${other}/`, { reason: 'Invoice is unreadable' });
    expect(await moved(async () => expect((await reject()).statusCode).toBe(200))).toEqual({
      points: -100,
      cash_paise: 0,
      bills: -1,
    });
  });

  it("follows the schemes, the point's value, the catalogue and a member's state", async () => {
    const member = addMember(server, 23);
    addBill(server, member, { rupees: 1_000, invoice: '2025-06-16', lines: [['Apex 10 L', 4]] });
    const terms = (points: number, caps = {}) => ({
      starts_on: '2025-06-01',
      ends_on: '2025-06-30',
      user_types: ['salesman'],
      states: [23],
      rules: [{ kind: 'per_unit', target: { product: catalogue.apex }, points, cash_paise: 0 }],
      caps,
    });
    let scheme = 0;
    const draft = async () => {
      const drafted = await server.call('owner', 'POST', 'schemes/', { name: 'Apex 23', terms: terms(50) });
      expect(drafted.statusCode, drafted.body).toBe(201);
      scheme = drafted.json().id;
    };
    expect(await moved(draft)).toEqual({ points: 0, cash_paise: 0, bills: 0 });
    const approve = (version: number) => async () =>
      expect((await server.call('finance', 'POST', `schemes/${scheme}/approve/`, { version })).statusCode).toBe(200);
    // 4 × 50.
    expect(await moved(approve(1))).toEqual({ points: 200, cash_paise: 0, bills: 1 });

    // From today, 4 × 60 = 240 PTS, cut to its budget of ₹220 at ₹1 a point.
    const version = await server.call('owner', 'POST', `schemes/${scheme}/versions/`, {
      valid_from: '2025-06-15',
      terms: terms(60, { budget_paise: 22_000 }),
    });
    expect(version.statusCode, version.body).toBe(201);
    expect(await moved(approve(2))).toEqual({ points: 20, cash_paise: 0, bills: 0 });
    // At ₹2 a point the budget buys 110.
    const pointValue = (paise: number) => () =>
      server.write(db => db.prepare('UPDATE programme_settings SET point_value_paise = ? WHERE id = 1').run(paise));
    expect(await moved(pointValue(200))).toEqual({ points: -110, cash_paise: 0, bills: 0 });
    expect(await moved(pointValue(100))).toEqual({ points: 110, cash_paise: 0, bills: 0 });

    // Its line matches no product once the product is renamed, nor its member the audience once moved.
    const rename = (name: string) => () =>
      server.write(db => db.prepare('UPDATE products SET name = ? WHERE id = ?').run(name, catalogue.apex));
    expect(await moved(rename('Apex 10 L (old)'))).toEqual({ points: -220, cash_paise: 0, bills: -1 });
    expect(await moved(rename('Apex 10 L'))).toEqual({ points: 220, cash_paise: 0, bills: 1 });
    const move = () => server.write(db => db.prepare('UPDATE users SET state_id = 24 WHERE id = ?').run(member));
    expect(await moved(move)).toEqual({ points: -220, cash_paise: 0, bills: -1 });
  });
});

describe('the committed figure across a restart', () => {
  it('answers zeros with as_of null before the first figure, and the kept one at once after a restart', async () => {
    const first = await startSignedIn();
    const call = (app: typeof first.app) =>
      app.inject({ method: 'GET', url: `${API}/schemes/committed/`, headers: bearer(first.access) });
    expect(committedOf(await call(first.app))).toEqual({ points: 0, cash_paise: 0, bills: 0, as_of: null });
    let figures = committedOf(await call(first.app));
    while ('as_of' in figures) {
      await new Promise(resolve => setTimeout(resolve, 50));
      figures = committedOf(await call(first.app));
    }
    // The demo's four contractors' bills (committed.test.ts).
    expect(figures).toEqual({ points: 1_397, cash_paise: 0, bills: 4 });
    await first.app.close();

    const again = await buildApp(first.config);
    onTestFinished(() => again.close());
    expect(committedOf(await call(again))).toEqual(figures);
  });
});
