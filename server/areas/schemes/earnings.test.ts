import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEME_WORDS, type SchemeTerms } from '@/contract/schemes/input';
import { addBill, addCatalogue, addMember, schemeServer, type Who } from './schemeServer';

// Hand-worked bills through the API (the test clock: 15 June 2025, 15:30 in India, a Sunday).
// Each case's schemes are for salesmen of one state of its own (no demo member is a salesman),
// so that no case's schemes reach another's bills.

const server = schemeServer();
let catalogue: Awaited<ReturnType<typeof addCatalogue>>;
beforeAll(() => {
  catalogue = addCatalogue(server);
});

type Terms = Partial<SchemeTerms> & Pick<SchemeTerms, 'rules'>;
const termsFor = (state: number, terms: Terms) => ({
  starts_on: '2025-06-01',
  ends_on: '2025-06-30',
  user_types: ['salesman'],
  states: [state],
  ...terms,
});

/** A scheme drafted by the owner and approved by finance; its id. */
async function liveScheme(name: string, state: number, terms: Terms): Promise<number> {
  const drafted = await server.call('owner', 'POST', 'schemes/', { name, terms: termsFor(state, terms) });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const { id } = drafted.json();
  const approved = await server.call('finance', 'POST', `schemes/${id}/approve/`, { version: 1 });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

const workOut = async (billId: number, productMatches?: Record<string, number>) => {
  const response = await server.call('finance', 'POST', 'schemes/work-out/', {
    bill_id: billId,
    ...(productMatches && { product_matches: productMatches }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const approve = (billId: number, body: object, who: Who = 'owner') =>
  server.call(who, 'PATCH', `bill/approve/${billId}/`, body);

const royale = (units: number, name = 'Royale 20 L'): [string, number] => [name, units];

describe('a scheme starting and ending at midnight India time', () => {
  it('holds bills from 00:00 on its first day to 23:59:59 on its last, India time', async () => {
    await liveScheme('Midnight', 1, {
      starts_on: '2025-06-10',
      ends_on: '2025-06-12',
      rules: [{ kind: 'per_hundred_rupees', points: 2 }],
    });
    const member = addMember(server, 1);
    const pointsOn = async (invoice: string) =>
      (await workOut(addBill(server, member, { rupees: 1_000, invoice, lines: [] }))).points;
    // ₹1,000 is 10 whole ₹100, at 2 PTS: 20 PTS inside the period.
    expect(await pointsOn('2025-06-09T18:29:59.999Z')).toBe(0); // 9 June, 23:59:59.999 in India
    expect(await pointsOn('2025-06-09T18:30:00.000Z')).toBe(20); // 10 June, 00:00
    expect(await pointsOn('2025-06-12T18:29:59.999Z')).toBe(20); // 12 June, 23:59:59.999
    expect(await pointsOn('2025-06-12T18:30:00.000Z')).toBe(0); // 13 June, 00:00
    expect(await pointsOn('2025-06-12')).toBe(20); // a bare date is India's day
  });
});

describe('a cap reached in the middle of a bill', () => {
  it('gives the member what is left of the cap per member, and records each bill’s credit', async () => {
    const scheme = await liveScheme('Royale club', 2, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 150, cash_paise: 0 }],
      caps: { per_member: { points: 1_000 } },
    });
    const member = addMember(server, 2);
    const first = addBill(server, member, { rupees: 5_000, invoice: '2025-06-05', lines: [royale(5)] });
    expect((await approve(first, { points_earned: 750, cash_earned: 0 })).statusCode).toBe(200); // 5 × 150
    const second = addBill(server, member, { rupees: 3_000, invoice: '2025-06-06', lines: [royale(3)] });
    const earnings = await workOut(second);
    // 3 × 150 = 450, but 1,000 − 750 = 250 left.
    expect(earnings.points).toBe(250);
    expect(earnings.lines).toEqual([
      expect.objectContaining({ kind: 'per_unit', scheme_id: scheme, units: 3, points_per_unit: 150, points: 450 }),
      expect.objectContaining({
        kind: 'cap',
        cap: 'per_member',
        allowed: { points: 250, cash_paise: 0 },
        of: { points: 450, cash_paise: 0 },
        points: -200,
      }),
    ]);
    expect((await approve(second, { points_earned: 250, cash_earned: 0 })).statusCode).toBe(200);
    expect(
      server.read('SELECT bill_id, points FROM scheme_credits WHERE scheme_id = ? ORDER BY bill_id', scheme),
    ).toEqual([
      { bill_id: first, points: 750 },
      { bill_id: second, points: 250 },
    ]);
  });
});

describe('two schemes adding up, and the best of', () => {
  it('counts every adding scheme and only the best of the best-of ones', async () => {
    const base = await liveScheme('Base', 3, { rules: [{ kind: 'per_hundred_rupees', points: 5 }] });
    const brandBest = await liveScheme('Brand best', 3, {
      stacking: 'best_of',
      rules: [{ kind: 'per_unit', target: { brand: catalogue.brand }, points: 20, cash_paise: 0 }],
    });
    const interiorBest = await liveScheme('Interior best', 3, {
      stacking: 'best_of',
      rules: [{ kind: 'per_unit', target: { category: catalogue.interior }, points: 40, cash_paise: 0 }],
    });
    const bill = addBill(server, addMember(server, 3), {
      rupees: 2_550,
      invoice: '2025-06-10',
      lines: [royale(4), ['Apex 10 L', 2]],
    });
    const earnings = await workOut(bill);
    // Base: 25 whole ₹100 × 5 = 125. Brand best: 6 units × 20 = 120. Interior best: 4 Royale × 40 = 160,
    // the best of the two: 125 + 160 = 285.
    expect(earnings.points).toBe(285);
    const bySchemes = (id: number) => earnings.lines.filter((line: { scheme_id: number }) => line.scheme_id === id);
    expect(bySchemes(base)).toEqual([
      expect.objectContaining({ kind: 'per_hundred_rupees', hundreds: 25, points: 125 }),
    ]);
    expect(bySchemes(brandBest)).toEqual([
      expect.objectContaining({ kind: 'outdone', would_give: { points: 120, cash_paise: 0 }, points: 0 }),
    ]);
    expect(bySchemes(interiorBest)).toEqual([expect.objectContaining({ kind: 'per_unit', units: 4, points: 160 })]);
  });
});

describe('a multiplier', () => {
  it('adds its extra over the other schemes’ counted points on the lines it covers, without compounding', async () => {
    await liveScheme('Royale at 100', 4, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 100, cash_paise: 0 }],
    });
    await liveScheme('Base at 1', 4, { rules: [{ kind: 'per_hundred_rupees', points: 1 }] });
    const double = await liveScheme('Double on Test Paints', 4, {
      rules: [{ kind: 'multiplier', over: { brand: catalogue.brand }, hundredths: 200 }],
    });
    const halfMore = await liveScheme('Half more on the bill', 4, {
      rules: [{ kind: 'multiplier', over: 'bill', hundredths: 150 }],
    });
    const bill = addBill(server, addMember(server, 4), {
      rupees: 1_000,
      invoice: '2025-06-10',
      lines: [royale(3), ['Primer 4 L', 1]],
    });
    const earnings = await workOut(bill);
    // Royale 3 × 100 = 300; base 10 × 1 = 10. ×2 over Test Paints' lines: 300 more.
    // ×1.5 over the whole bill's counted base (300 + 10, not the other multiplier's extra): 155 more.
    expect(earnings.points).toBe(765);
    const multiplier = (id: number) => earnings.lines.find((line: { scheme_id: number }) => line.scheme_id === id);
    expect(multiplier(double)).toMatchObject({ kind: 'multiplier', hundredths: 200, covered_points: 300, points: 300 });
    expect(multiplier(halfMore)).toMatchObject({
      kind: 'multiplier',
      hundredths: 150,
      covered_points: 310,
      points: 155,
    });
  });
});

describe('an unmatched product line', () => {
  it('earns nothing until an administrator matches it, and the match goes with the approval', async () => {
    await liveScheme('Royale only', 5, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 100, cash_paise: 0 }],
    });
    const bill = addBill(server, addMember(server, 5), {
      rupees: 500,
      invoice: '2025-06-10',
      lines: [royale(1), royale(2, 'Royal 20L')],
    });
    expect(await workOut(bill)).toMatchObject({ points: 100, unmatched: ['Royal 20L'] });
    const matches = { 'Royal 20L': catalogue.royale };
    expect(await workOut(bill, matches)).toMatchObject({ points: 300, unmatched: [] });
    const approved = await approve(bill, { points_earned: 300, cash_earned: 0, product_matches: matches });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().bill.earning_breakdown).toMatchObject({
      points: 300,
      cash_paise: 0,
      unmatched: [],
      product_matches: matches,
      reason: null,
    });
  });
});

describe('a version changed after a bill’s invoice date', () => {
  it('works the old bill out with the version in force on its invoice day', async () => {
    const scheme = await liveScheme('Versioned', 6, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 100, cash_paise: 0 }],
    });
    const terms = termsFor(6, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 200, cash_paise: 0 }],
    });
    const past = await server.call('owner', 'POST', `schemes/${scheme}/versions/`, { valid_from: '2025-06-14', terms });
    expect(past.json()).toEqual({ message: 'Invalid input.', errors: { valid_from: [SCHEME_WORDS.validFromPast] } });
    const drafted = await server.call('owner', 'POST', `schemes/${scheme}/versions/`, {
      valid_from: '2025-06-20',
      terms,
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    expect((await server.call('finance', 'POST', `schemes/${scheme}/approve/`, { version: 2 })).statusCode).toBe(200);
    const member = addMember(server, 6);
    const old = await workOut(addBill(server, member, { rupees: 100, invoice: '2025-06-14', lines: [royale(2)] }));
    const later = await workOut(addBill(server, member, { rupees: 100, invoice: '2025-06-21', lines: [royale(2)] }));
    expect([old.points, old.lines[0].version]).toEqual([200, 1]); // 2 × 100, version 1
    expect([later.points, later.lines[0].version]).toEqual([400, 2]); // 2 × 200, version 2
  });
});

describe('the reason for figures that differ from the schemes’, and the decision’s breakdown', () => {
  it('refuses other figures without a reason; with one, approves them and audits the reason', async () => {
    await liveScheme('Reasoned', 8, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 100, cash_paise: 0 }],
    });
    const bill = addBill(server, addMember(server, 8), { rupees: 200, invoice: '2025-06-10', lines: [royale(2)] });
    const refused = await approve(bill, { points_earned: 250, cash_earned: 0 });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: SCHEME_WORDS.reason, errors: { earning_reason: [SCHEME_WORDS.reason] } },
    ]);
    const reason = 'The dealer promised a round 250.';
    const approved = await approve(bill, { points_earned: 250, cash_earned: 0, earning_reason: reason });
    expect(approved.statusCode, approved.body).toBe(200);
    const retrieved = (await server.call('owner', 'GET', `bill/retrieve/${bill}/`)).json();
    expect(retrieved).toMatchObject({ points_earned: 250, earning_breakdown: { points: 200, reason } });
    const [entry] = server.read<{ summary: string }>(
      "SELECT summary FROM audit_log WHERE target_type = 'bill' AND target_id = ? ORDER BY id DESC",
      bill,
    );
    expect(entry.summary).toContain(`figures differ from the schemes’ (200 PTS, ₹0.00): ${reason}`);
  });

  it('approves a bill no scheme applies to as before: any figures, no reason, no breakdown', async () => {
    const bill = addBill(server, addMember(server, 9), { rupees: 200, invoice: '2025-06-10', lines: [royale(2)] });
    const approved = await approve(bill, { points_earned: 7, cash_earned: 1.5 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().bill.earning_breakdown).toBeNull();
  });

  it('records the breakdown and the credits at the second approval under four eyes, not the first', async () => {
    const scheme = await liveScheme('Big Royale', 10, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 5_000, cash_paise: 0 }],
    });
    const bill = addBill(server, addMember(server, 10), { rupees: 200, invoice: '2025-06-10', lines: [royale(3)] });
    const figures = { points_earned: 15_000, cash_earned: 0 }; // 3 × 5,000: above the 10,000 points threshold
    expect((await approve(bill, figures, 'owner')).statusCode).toBe(202);
    expect(server.read('SELECT 1 FROM scheme_credits WHERE bill_id = ?', bill)).toEqual([]);
    const decided = await approve(bill, figures, 'finance');
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().bill.earning_breakdown).toMatchObject({ points: 15_000, reason: null });
    expect(server.read('SELECT scheme_id, points FROM scheme_credits WHERE bill_id = ?', bill)).toEqual([
      { scheme_id: scheme, points: 15_000 },
    ]);
  });
});

describe('a budget used up across two bills, and what the scheme cost', () => {
  it('pays the second bill what the budget has left, and the cost page counts it by member type and by week', async () => {
    // ₹1,000 at ₹1 a point (the demo's point value): 1,000 points.
    const scheme = await liveScheme('Budgeted', 7, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 100, cash_paise: 0 }],
      caps: { budget_paise: 100_000 },
    });
    const member = addMember(server, 7);
    const first = addBill(server, member, { rupees: 600, invoice: '2025-06-10', lines: [royale(6)] });
    expect((await approve(first, { points_earned: 600, cash_earned: 0 })).statusCode).toBe(200); // 6 × 100
    server.clock.advance(14 * 3_600_000); // Monday 16 June, 05:30 in India
    const second = addBill(server, member, { rupees: 600, invoice: '2025-06-11', lines: [royale(6)] });
    const earnings = await workOut(second);
    expect(earnings.points).toBe(400); // 6 × 100 = 600, but 100,000 − 60,000 paise left buys 400
    expect(earnings.lines[1]).toMatchObject({ kind: 'cap', cap: 'budget', allowed: { points: 400 }, points: -200 });
    expect((await approve(second, { points_earned: 400, cash_earned: 0 })).statusCode).toBe(200);
    expect(
      (await workOut(addBill(server, member, { rupees: 1, invoice: '2025-06-12', lines: [royale(1)] }))).points,
    ).toBe(0);

    const cost = await server.call('finance', 'GET', `schemes/${scheme}/cost/`);
    const figures = (points: number) => ({ points, cash_paise: 0, total_paise: points * 100 });
    expect(cost.json()).toEqual({
      scheme_id: scheme,
      point_value_paise: 100,
      ...figures(1_000),
      budget_paise: 100_000,
      budget_left_paise: 0,
      by_user_type: [{ user_type: 'salesman', ...figures(1_000) }],
      by_week: [
        { week_from: '2025-06-09', ...figures(600) }, // Sunday 15 June's week
        { week_from: '2025-06-16', ...figures(400) },
      ],
    });
  });
});
