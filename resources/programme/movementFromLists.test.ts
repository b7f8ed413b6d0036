import { describe, expect, it } from 'vitest';
import { movementFromLists, queueFromLists } from '@/contract/programme/movementFromLists';

// Thursday 26 November 2026, 12:00 in India: its week began on Monday 23 November, 00:00 IST (22 Nov 18:30 UTC).
const now = Date.parse('2026-11-26T06:30:00Z');

describe("the weekly movement from the spec's lists", () => {
  it('counts bills received and members joined by India week, and leaves what the lists cannot tell unknown', () => {
    const weeks = movementFromLists(
      {
        bills: [
          { id: 1, date_added: '2026-11-22T18:30:00Z', status: 'pending' }, // Monday 00:00 IST: this week
          { id: 2, date_added: '2026-11-22T18:29:59Z', status: 'approved' }, // Sunday 23:59:59 IST: last week
          { id: 3, date_added: '2026-09-07T00:00:00Z', status: 'approved' }, // the first of the twelve weeks
          { id: 4, date_added: '2026-08-30T00:00:00Z', status: 'approved' }, // before it
          { id: 5, date_added: 'not a date', status: 'pending' },
        ],
        members: [
          { id: 7, date_joined: '2026-11-24T10:00:00Z' },
          { id: 7, date_joined: '2026-11-24T10:00:00Z' }, // in both lists while approved
          { id: 8, created_at: '2026-11-17T10:00:00Z' },
        ],
      },
      now,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[0].week).toBe('2026-09-07');
    expect(weeks[11].week).toBe('2026-11-23');
    expect(weeks.map(week => week.bills_received)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(weeks.map(week => week.new_members)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    for (const week of weeks) {
      expect(week).toMatchObject({ bills_approved: null, points_credited: null, liability: null, waiting: null });
    }
  });

  it('counts decisions and credits by decision week when the bills carry them', () => {
    const weeks = movementFromLists(
      {
        bills: [
          {
            id: 1,
            date_added: '2026-11-10T00:00:00Z',
            decided_at: '2026-11-24T00:00:00Z',
            status: 'approved',
            points_earned: 120,
            cash_earned: '10.10',
          },
          {
            id: 2,
            date_added: '2026-11-10T00:00:00Z',
            decided_at: '2026-11-25T00:00:00Z',
            status: 'approved',
            points_earned: 30,
            cash_earned: 0.2,
          },
          { id: 3, date_added: '2026-11-10T00:00:00Z', decided_at: '2026-11-12T00:00:00Z', status: 'rejected' },
          { id: 4, date_added: '2026-11-25T00:00:00Z', decided_at: null, status: 'pending' },
        ],
        members: [],
      },
      now,
    );
    expect(weeks[11]).toMatchObject({
      bills_received: 1,
      bills_approved: 2,
      bills_rejected: 0,
      points_credited: 150,
      cash_credited: 10.3,
    });
    expect(weeks[9]).toMatchObject({
      bills_received: 3,
      bills_approved: 0,
      bills_rejected: 1,
      points_credited: 0,
      cash_credited: 0,
    });
    expect(weeks[11].vouchers_redeemed).toBeNull();
  });

  it("counts every pending item of a kind and ages those with a date, by the kind's own date field", () => {
    const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
    const [bills, payouts] = queueFromLists(
      [
        {
          kind: 'bill',
          dateField: 'date_added',
          items: [{ date_added: hoursAgo(2) }, { date_added: hoursAgo(30) }, { date_added: hoursAgo(5) }, {}],
        },
        { kind: 'payout', dateField: 'date', items: [] },
      ],
      now,
    );
    expect(bills).toEqual({ kind: 'bill', waiting: 4, median_hours: 5, p90_hours: 30, oldest_hours: 30 });
    expect(payouts).toEqual({ kind: 'payout', waiting: 0, median_hours: null, p90_hours: null, oldest_hours: null });
  });
});
