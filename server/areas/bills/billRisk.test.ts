import { describe, expect, it } from 'vitest';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';
import { flaggedFilter } from './risk';
import { insert } from '@/server/db/rows';
import { shownMember } from '@/server/members/records';
import { expectedRisk, measuredInJs } from '@/tests/server/expectedRisk';
import { startSignedIn, type SignedInServer } from '@/tests/server/helpers';

interface Bill {
  id: number;
  invoice_number: string;
  status: string;
  user: number;
  amount: number;
  date_added: string;
  risk_reasons: string[];
  risk_measures: { amount_30_days: number; bills_that_day: number; usual: number | null; days_since_joining: number };
}

const everyBill = async (server: SignedInServer, list = 'bill/list/all-bills/') =>
  (await server.api('GET', list)).json() as Bill[];

/** The ids a paged list answers for `query`, every page read. */
async function pagedIds(server: SignedInServer, list: string, query: string): Promise<number[]> {
  const answer = await server.api('GET', `${list}?page=1&page_size=1000&${query}`);
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { results: Bill[] }).results.map(bill => bill.id);
}

/** The demo's risk bills (server/db/seed/loyalty.ts, RISK_BILLS) by their index there: invoice INV/yyyy/7NN00. */
async function riskBills(server: SignedInServer): Promise<Bill[]> {
  const bills = (await everyBill(server)).filter(bill => /^INV\/\d{4}\/7\d\d00$/.test(bill.invoice_number));
  return bills.sort((a, b) => a.invoice_number.slice(-4).localeCompare(b.invoice_number.slice(-4)));
}

const settingsWith = (server: SignedInServer, changes: Partial<typeof defaultProgrammeSettings>) =>
  server.api('PUT', 'programme/settings/', { ...defaultProgrammeSettings, ...changes });

describe('risk rules on bills', () => {
  it('flags each demo bill by the one rule it was made to trip, with what was measured', async () => {
    const server = await startSignedIn();
    const bills = await riskBills(server);
    expect(bills).toHaveLength(8);
    const byIndex = bills.map(bill => ({ reasons: bill.risk_reasons, measures: bill.risk_measures }));
    // ₹1,30,000 12 days ago, then ₹95,000 2 days ago: ₹2,25,000 in 30 days, over ₹2,00,000.
    expect(byIndex[0].reasons).toEqual([]);
    expect(byIndex[0].measures).toMatchObject({ amount_30_days: 130000, bills_that_day: 1, usual: null });
    expect(byIndex[1]).toMatchObject({ reasons: ['amount_30_days'], measures: { amount_30_days: 225000 } });
    // Four bills yesterday, India's day: the fourth is over 3 that day.
    expect(byIndex.slice(2, 6).map(bill => bill.measures.bills_that_day)).toEqual([1, 2, 3, 4]);
    expect(byIndex.slice(2, 6).map(bill => bill.reasons)).toEqual([[], [], [], ['bills_per_day']]);
    // Usual from three earlier bills: (4,200 + 3,800 + 4,600) / 3 = 4,200; ₹3,400 is not far above it.
    expect(byIndex[5].measures.usual).toBe(4200);
    // ₹24,000 today against the mean of the four before, ₹4,000: over 5 times.
    expect(byIndex[6]).toMatchObject({
      reasons: ['above_usual'],
      measures: { usual: 4000, bills_that_day: 1, amount_30_days: 40000 },
    });
    // The pending member who joined last, halfway from joining to now (at most 13 days).
    expect(byIndex[7].reasons).toEqual(['new_member']);
    expect(byIndex[7].measures.days_since_joining).toBeLessThan(7);
  });

  it('stores on every bill what the contract measures over all the bills, and answers the reasons under the settings', async () => {
    const server = await startSignedIn();
    const measured = measuredInJs(server.db());
    const bills = await everyBill(server);
    expect(bills.length).toBe(measured.size);
    for (const bill of bills) {
      expect(bill).toMatchObject({
        id: bill.id,
        ...expectedRisk(measured.get(String(bill.id))!, defaultProgrammeSettings),
      });
    }
    // The tax demo's big bills (₹5,00,000 and more) are over ₹2,00,000 in 30 days on their own.
    expect(bills.filter(bill => bill.amount > 200000).every(bill => bill.risk_reasons.includes('amount_30_days'))).toBe(
      true,
    );
  });

  it('compares with the settings when read: exactly at a threshold is not over it', async () => {
    const server = await startSignedIn();
    const [, many, , , , fourth, big, late] = (await riskBills(server)).map(bill => bill.id);
    const reasonsOf = async (id: number) =>
      ((await server.api('GET', `bill/retrieve/${id}/`)).json() as Bill).risk_reasons;

    expect((await settingsWith(server, { risk_amount_30_days: 225000 })).statusCode).toBe(200);
    expect(await reasonsOf(many)).toEqual([]);
    await settingsWith(server, { risk_amount_30_days: 224999.99 });
    expect(await reasonsOf(many)).toEqual(['amount_30_days']);

    await settingsWith(server, { risk_bills_per_day: 4 });
    expect(await reasonsOf(fourth)).toEqual([]);
    await settingsWith(server, { risk_bills_per_day: 2 });
    expect(await reasonsOf(fourth)).toEqual(['bills_per_day']);

    // ₹24,000 is exactly 6 times ₹4,000: not over 6, over 5.99.
    await settingsWith(server, { risk_usual_multiple: 6 });
    expect(await reasonsOf(big)).toEqual([]);
    await settingsWith(server, { risk_usual_multiple: 5.99 });
    expect(await reasonsOf(big)).toEqual(['above_usual']);

    const days = ((await server.api('GET', `bill/retrieve/${late}/`)).json() as Bill).risk_measures.days_since_joining;
    await settingsWith(server, { risk_days_after_joining: days });
    expect(await reasonsOf(late)).toEqual([]);
    await settingsWith(server, { risk_days_after_joining: days + 1 });
    expect(await reasonsOf(late)).toEqual(['new_member']);
  });

  it('keeps, and checks, the four thresholds among the programme settings', async () => {
    const server = await startSignedIn();
    expect((await server.api('GET', 'programme/settings/')).json()).toMatchObject({
      risk_amount_30_days: 200000,
      risk_bills_per_day: 3,
      risk_usual_multiple: 5,
      risk_days_after_joining: 7,
    });
    const changed = {
      risk_amount_30_days: 150000.5,
      risk_bills_per_day: 5,
      risk_usual_multiple: 2.75,
      risk_days_after_joining: 0,
    };
    expect((await settingsWith(server, changed)).json()).toMatchObject(changed);
    expect(
      server
        .db()
        .prepare('SELECT risk_amount_30_days_paise, risk_usual_multiple_hundredths FROM programme_settings')
        .get(),
    ).toEqual({ risk_amount_30_days_paise: 15000050, risk_usual_multiple_hundredths: 275 });
    for (const wrong of [
      { risk_amount_30_days: 0.001 },
      { risk_bills_per_day: 2.5 },
      { risk_bills_per_day: -1 },
      { risk_usual_multiple: 0.5 },
      { risk_usual_multiple: 1.234 },
      { risk_days_after_joining: 'a week' },
    ]) {
      const answer = await settingsWith(server, wrong as never);
      expect([answer.statusCode, Object.keys(answer.json().errors)]).toEqual([400, Object.keys(wrong)]);
    }
  });

  it('filters both lists by flagged, under the settings in force', async () => {
    const server = await startSignedIn();
    for (const list of ['bill/list/all-bills/', 'bill/approve-requests/']) {
      const bills = await everyBill(server, list);
      const flagged = bills.filter(bill => bill.risk_reasons.length > 0).map(bill => bill.id);
      const unflagged = bills.filter(bill => bill.risk_reasons.length === 0).map(bill => bill.id);
      expect(flagged.length).toBeGreaterThan(3);
      expect(await pagedIds(server, list, 'flagged=true')).toEqual(flagged);
      expect(await pagedIds(server, list, 'flagged=false')).toEqual(unflagged);
      expect((await server.api('GET', `${list}?page=1&flagged=yes`)).statusCode).toBe(400);
    }
    // Past every threshold no bill is flagged; the filter agrees.
    await settingsWith(server, {
      risk_amount_30_days: 1e9,
      risk_bills_per_day: 1000,
      risk_usual_multiple: 1000,
      risk_days_after_joining: 0,
    });
    expect(await pagedIds(server, 'bill/approve-requests/', 'flagged=true')).toEqual([]);
    expect((await everyBill(server)).every(bill => bill.risk_reasons.length === 0)).toBe(true);
  });

  it('counts flagged pending bills from their covering index, with no subquery per bill', async () => {
    const server = await startSignedIn();
    const db = server.db();
    const flagged = flaggedFilter(db)(['true'], 'flagged');
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT COUNT(*) FROM bills b WHERE b.status = 'pending' AND ${shownMember('b.user_id')} AND ${flagged.sql}`,
      )
      .all(...flagged.params) as { detail: string }[];
    // The pending bills' covering index, no row read; the hidden members' few ids once, as a list: no subquery per bill.
    const steps = plan.map(step => step.detail);
    expect(steps[0]).toBe('SEARCH b USING COVERING INDEX bills_pending_risk (status=?)');
    expect(steps.filter(step => /SUBQUERY/.test(step))).toEqual(['LIST SUBQUERY 1']);
    expect(steps.some(step => /CORRELATED/.test(step))).toBe(false);
  });

  it('measures a bill as of its upload: a later bill changes no earlier one, an earlier one inserted late is counted', async () => {
    const server = await startSignedIn();
    const [first, many] = await riskBills(server);
    const before = await everyBill(server);
    const add = (dateAdded: string, rupees: number) =>
      server.write(db =>
        insert(db, 'bills', {
          user_id: many.user,
          invoice_number: `INV/TEST/${rupees}`,
          invoice_date: dateAdded.slice(0, 10),
          amount_paise: rupees * 100,
          status: 'pending',
          date_added: dateAdded,
        }),
      );
    add(server.clock.now().toISOString(), 500000);
    const after = await everyBill(server);
    for (const bill of before) expect(after.find(other => other.id === bill.id)).toEqual(bill);
    const newest = after.find(bill => bill.invoice_number === 'INV/TEST/500000')!;
    expect(newest.risk_measures.amount_30_days).toBe(130000 + 95000 + 500000);

    // A bill dated between the member's two (a seed inserting out of order): the second now counts it.
    const between = new Date((Date.parse(first.date_added) + Date.parse(many.date_added)) / 2).toISOString();
    add(between, 1000);
    const reread = (await everyBill(server)).find(bill => bill.id === many.id)!;
    expect(reread.risk_measures.amount_30_days).toBe(130000 + 1000 + 95000);
    expect(measuredInJs(server.db()).get(String(many.id))!.amount_30_days_paise).toBe((130000 + 1000 + 95000) * 100);
  });
});
