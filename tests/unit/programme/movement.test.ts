import { describe, expect, it } from 'vitest';
import {
  nearestRank,
  queueAgeFrom,
  queueAgeOf,
  weekIndexOf,
  weekOf,
  weeksUpTo,
  WEEKS_SHOWN,
} from '@/contract/programme/movement';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('the weeks, Monday 00:00 to Monday 00:00 in India (UTC+5:30)', () => {
  it('puts Sunday 23:59 IST in its week and Monday 00:00 IST in the next', () => {
    // Sunday 15 June 2025, 15:30 IST: the week of Monday 9 June, from 8 June 18:30 UTC.
    expect(weekOf(at('2025-06-15T10:00:00.000Z'))).toEqual({
      start: at('2025-06-08T18:30:00.000Z'),
      end: at('2025-06-15T18:30:00.000Z'),
      monday: '2025-06-09',
    });
    // Sunday 23:59:59.999 IST is 18:29:59.999 UTC; Monday 00:00 IST is 18:30 UTC.
    expect(weekOf(at('2025-06-15T18:29:59.999Z')).monday).toBe('2025-06-09');
    expect(weekOf(at('2025-06-15T18:30:00.000Z')).monday).toBe('2025-06-16');
    // Monday 00:00 IST starts its own week; Sunday in UTC is already Monday in India at 19:00 UTC.
    expect(weekOf(at('2025-06-08T18:30:00.000Z')).monday).toBe('2025-06-09');
    expect(weekOf(at('2025-06-08T19:00:00.000Z')).monday).toBe('2025-06-09');
    expect(weekOf(at('2025-06-08T18:00:00.000Z')).monday).toBe('2025-06-02');
  });

  it('gives the twelve weeks up to now, oldest first, the last the current one', () => {
    const weeks = weeksUpTo(at('2025-06-15T10:00:00.000Z'));
    expect(weeks).toHaveLength(WEEKS_SHOWN);
    expect(weeks.map(week => week.monday)).toEqual([
      '2025-03-24',
      '2025-03-31',
      '2025-04-07',
      '2025-04-14',
      '2025-04-21',
      '2025-04-28',
      '2025-05-05',
      '2025-05-12',
      '2025-05-19',
      '2025-05-26',
      '2025-06-02',
      '2025-06-09',
    ]);
    expect(weeks[0].start).toEqual(at('2025-03-23T18:30:00.000Z'));
    // Each starts where the one before ends: no gap, no overlap.
    for (let index = 1; index < weeks.length; index += 1) {
      expect(weeks[index].start).toEqual(weeks[index - 1].end);
    }
    expect(weekIndexOf(weeks, Date.parse('2025-03-23T18:29:59.999Z'))).toBe(-1);
    expect(weekIndexOf(weeks, Date.parse('2025-03-23T18:30:00.000Z'))).toBe(0);
    expect(weekIndexOf(weeks, Date.parse('2025-06-15T18:29:59.999Z'))).toBe(11);
    expect(weekIndexOf(weeks, Date.parse('2025-06-15T18:30:00.000Z'))).toBe(-1);
  });
});

describe('the queue’s ages', () => {
  const now = Date.parse('2025-06-15T10:00:00.000Z');
  const hoursAgo = (...hours: number[]) => hours.map(hour => now - hour * HOUR);

  it('reads the median, the 90th percentile and the oldest by nearest rank: an odd count', () => {
    // Ages 1 to 5 hours: the median is the 3rd youngest (rank ceil(2.5) − 1 = 2), the 90th percentile the 5th.
    expect(queueAgeOf('bill', hoursAgo(4, 1, 5, 2, 3), now)).toEqual({
      kind: 'bill',
      waiting: 5,
      median_hours: 3,
      p90_hours: 5,
      oldest_hours: 5,
    });
  });

  it('an even count: the median is the lower middle, the 90th percentile the ceil(0.9 n)-th', () => {
    // Ages 1, 2, 3 and 10 hours: median rank ceil(2) − 1 = 1 (2 hours), 90th ceil(3.6) − 1 = 3 (10 hours).
    expect(queueAgeOf('payout', hoursAgo(10, 3, 2, 1), now)).toEqual({
      kind: 'payout',
      waiting: 4,
      median_hours: 2,
      p90_hours: 10,
      oldest_hours: 10,
    });
    // Ten items, 1 to 10 hours: the 90th percentile is the 9th youngest.
    expect(queueAgeOf('newUser', hoursAgo(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), now)).toMatchObject({
      median_hours: 5,
      p90_hours: 9,
      oldest_hours: 10,
    });
    expect([nearestRank(0.5, 4), nearestRank(0.9, 4), nearestRank(1, 4), nearestRank(0.5, 1)]).toEqual([1, 3, 3, 0]);
  });

  it('answers hours to one decimal, none waiting as null, and never a negative age', () => {
    expect(queueAgeOf('emailEdit', [], now)).toEqual({
      kind: 'emailEdit',
      waiting: 0,
      median_hours: null,
      p90_hours: null,
      oldest_hours: null,
    });
    // 90 minutes and 5 minutes ago, and one submitted "after" now (a clock ahead): 0 hours.
    expect(queueAgeOf('profileEdit', [now - 90 * 60_000, now - 5 * 60_000, now + HOUR], now)).toEqual({
      kind: 'profileEdit',
      waiting: 3,
      median_hours: 0.1,
      p90_hours: 1.5,
      oldest_hours: 1.5,
    });
  });

  it('reads only the ranks it needs from a server’s ordered rows, as it does from a whole list', () => {
    const submitted = hoursAgo(7, 30, 2, 11, 5, 1, 48);
    const youngestFirst = [...submitted].sort((a, b) => b - a);
    const read: number[] = [];
    const age = queueAgeFrom(
      'voucherRequest',
      submitted.length,
      rank => {
        read.push(rank);
        return youngestFirst[rank];
      },
      now,
    );
    expect(age).toEqual(queueAgeOf('voucherRequest', submitted, now));
    expect(age).toMatchObject({ median_hours: 7, p90_hours: 48, oldest_hours: 48 });
    expect(read).toEqual([3, 6, 6]);
  });
});
