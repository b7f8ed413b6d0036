import { describe, expect, it } from 'vitest';
import {
  answeredMeasures,
  meanPaise,
  measureBills,
  riskOf,
  riskReasonsOf,
  type BillForRisk,
  type RiskMeasures,
} from '@/contract/programme/risk';
import { indiaDayOf } from '@/contract/india/clock';
import { defaultProgrammeSettings as defaults } from '@/contract/programme/defaultSettings';
import { programmeSettings } from '@/contract/programme/settings';

const quiet: RiskMeasures = {
  amount_paise: 1_000_00,
  amount_30_days_paise: 1_000_00,
  bills_that_day: 1,
  usual_paise: null,
  days_since_joining: 400,
};
const DAY = 86_400_000;
const at = (iso: string, days = 0) => new Date(Date.parse(iso) + days * DAY).toISOString();
const bill = (
  id: number,
  amount: number,
  dateAdded: string,
  member = 1,
  extra: Partial<BillForRisk> = {},
): BillForRisk => ({
  id,
  user: member,
  amount,
  date_added: dateAdded,
  ...extra,
});

describe('the risk rules', () => {
  it('flags nothing in a quiet bill, at the defaults', () => {
    expect(riskReasonsOf(quiet, defaults)).toEqual([]);
  });

  it('flags over each threshold, and exactly at one does not', () => {
    const at200000 = { ...quiet, amount_30_days_paise: 200_000_00 };
    expect(riskReasonsOf(at200000, defaults)).toEqual([]);
    expect(riskReasonsOf({ ...at200000, amount_30_days_paise: 200_000_01 }, defaults)).toEqual(['amount_30_days']);

    expect(riskReasonsOf({ ...quiet, bills_that_day: 3 }, defaults)).toEqual([]);
    expect(riskReasonsOf({ ...quiet, bills_that_day: 4 }, defaults)).toEqual(['bills_per_day']);

    // 5 × ₹2,000 = ₹10,000: that much is not over; a paisa more is.
    const usual = { ...quiet, usual_paise: 2_000_00 };
    expect(riskReasonsOf({ ...usual, amount_paise: 10_000_00 }, defaults)).toEqual([]);
    expect(riskReasonsOf({ ...usual, amount_paise: 10_000_01 }, defaults)).toEqual(['above_usual']);
    expect(riskReasonsOf({ ...quiet, amount_paise: 10 ** 12, usual_paise: null }, defaults)).toEqual([]);

    // Within 7 days: 6 whole days after joining is, 7 is not.
    expect(riskReasonsOf({ ...quiet, days_since_joining: 6 }, defaults)).toEqual(['new_member']);
    expect(riskReasonsOf({ ...quiet, days_since_joining: 7 }, defaults)).toEqual([]);
    expect(riskReasonsOf({ ...quiet, days_since_joining: null }, defaults)).toEqual([]);
    expect(riskReasonsOf({ ...quiet, days_since_joining: 0 }, { ...defaults, risk_days_after_joining: 0 })).toEqual([]);
  });

  it('compares a multiple with two decimals exactly, in whole numbers', () => {
    // 1.1 × ₹3 in floats is 3.3000000000000003; ₹3.30 is not over it.
    const measures = { ...quiet, amount_paise: 330, usual_paise: 300 };
    expect(riskReasonsOf(measures, { ...defaults, risk_usual_multiple: 1.1 })).toEqual([]);
    expect(riskReasonsOf({ ...measures, amount_paise: 331 }, { ...defaults, risk_usual_multiple: 1.1 })).toEqual([
      'above_usual',
    ]);
    // ₹0.29 × 100 in floats is 28.999999999999996: the threshold is ₹0.29, and ₹0.29 is not over it.
    const tiny = { ...quiet, amount_30_days_paise: 29 };
    expect(riskReasonsOf(tiny, { ...defaults, risk_amount_30_days: 0.29 })).toEqual([]);
  });

  it('lists the rules in their order', () => {
    const everything = {
      amount_paise: 9e9,
      amount_30_days_paise: 9e9,
      bills_that_day: 9,
      usual_paise: 1,
      days_since_joining: 0,
    };
    expect(riskReasonsOf(everything, defaults)).toEqual([
      'amount_30_days',
      'bills_per_day',
      'above_usual',
      'new_member',
    ]);
  });

  it('takes the mean to the nearest paisa, halves up', () => {
    expect(meanPaise(10, 4)).toBe(3); // 2.5
    expect(meanPaise(9, 4)).toBe(2); // 2.25
    expect(meanPaise(11, 4)).toBe(3); // 2.75
    expect(meanPaise(1_260_000, 3)).toBe(420_000);
  });

  it('checks the thresholds as settings: whole bills and days, a multiple from 1 with two decimals', () => {
    const check = (changes: object) => programmeSettings.safeParse({ ...defaults, ...changes }).success;
    expect(check({ risk_bills_per_day: '4' })).toBe(true);
    expect(check({ risk_bills_per_day: 2.5 })).toBe(false);
    expect(check({ risk_days_after_joining: -1 })).toBe(false);
    expect(check({ risk_usual_multiple: 2.75 })).toBe(true);
    expect(check({ risk_usual_multiple: 2.755 })).toBe(false);
    expect(check({ risk_usual_multiple: 0.5 })).toBe(false);
    expect(check({ risk_amount_30_days: '150000.50' })).toBe(true);
    const wrong = programmeSettings.safeParse({ ...defaults, risk_usual_multiple: 0 });
    expect(wrong.error?.issues[0].message).toBe(
      'Enter how many times the usual amount, from 1 to 1000, with at most two decimals.',
    );
  });
});

describe('measuring loaded bills', () => {
  it('sums the member’s bills in the 30 days up to each, by upload time, never a later one', () => {
    const start = '2025-05-01T06:00:00.000Z';
    const measures = measureBills([
      bill(3, 120000, at(start, 30)), // exactly 30 days after the first: the first is out of its window
      bill(1, 100000, start),
      bill(2, 50000, at(start, 10)),
      bill(4, 999999, at(start, 5), 2), // another member's
    ]);
    expect(measures.get('1')!.amount_30_days_paise).toBe(100000_00);
    expect(measures.get('2')!.amount_30_days_paise).toBe(150000_00);
    expect(measures.get('3')!.amount_30_days_paise).toBe(170000_00);
    expect(measures.get('4')!.amount_30_days_paise).toBe(999999_00);
  });

  it('counts the bills of India’s calendar day up to each: 23:59 and 00:00 IST are two days', () => {
    const lateEvening = '2025-06-14T18:29:00.000Z'; // 23:59 IST on 14 June
    const midnight = '2025-06-14T18:30:00.000Z'; // 00:00 IST on 15 June
    expect([indiaDayOf(Date.parse(lateEvening)), indiaDayOf(Date.parse(midnight))]).toEqual([
      '2025-06-14',
      '2025-06-15',
    ]);
    const measures = measureBills([
      bill(1, 10, '2025-06-14T05:00:00.000Z'),
      bill(2, 10, lateEvening),
      bill(3, 10, midnight),
      bill(4, 10, '2025-06-15T10:00:00.000Z'),
      bill(5, 10, '2025-06-15T10:00:00.000Z'), // the same time: by id
    ]);
    expect([1, 2, 3, 4, 5].map(id => measures.get(String(id))!.bills_that_day)).toEqual([1, 2, 1, 2, 3]);
  });

  it('takes the usual from 3 earlier bills or more', () => {
    const measures = measureBills(
      [100, 200, 300, 400, 5000].map((amount, index) => bill(index + 1, amount, at('2025-01-01T00:00:00.000Z', index))),
    );
    expect([1, 2, 3, 4, 5].map(id => measures.get(String(id))!.usual_paise)).toEqual([
      null,
      null,
      null,
      200_00,
      250_00,
    ]);
    expect(riskReasonsOf(measures.get('5')!, defaults)).toEqual(['above_usual']);
  });

  it('counts whole days from joining when a join date is known', () => {
    const joined = '2025-03-01T10:00:00.000Z';
    const member = { id: 1, date_joined: joined };
    const measures = measureBills([
      bill(1, 10, at(joined, 6.99), 1, { user_list: member }),
      bill(2, 10, at(joined, 7), 1, { user_list: member }),
      bill(3, 10, at(joined, -1), 1, { user_list: member }),
      bill(4, 10, at(joined, 1), 2),
    ]);
    expect([1, 2, 3, 4].map(id => measures.get(String(id))!.days_since_joining)).toEqual([6, 7, 0, null]);
    const joinedElsewhere = measureBills([bill(4, 10, at(joined, 1), 2)], new Map([['2', Date.parse(joined)]]));
    expect(joinedElsewhere.get('4')!.days_since_joining).toBe(1);
  });

  it('leaves out bills it cannot measure, and counts each id once', () => {
    const measures = measureBills([
      bill(1, 10, '2025-01-01T00:00:00.000Z'),
      bill(1, 10, '2025-01-01T00:00:00.000Z'),
      { id: 2, amount: 10, date_added: '2025-01-01T00:00:00.000Z' },
      bill(3, Number.NaN, '2025-01-01T00:00:00.000Z'),
      bill(4, 10, 'not a date'),
      { id: 5, user: 1, amount: '12.50', date_added: '2025-01-02T00:00:00.000Z' },
    ]);
    expect([...measures.keys()]).toEqual(['1', '5']);
    expect(measures.get('5')).toMatchObject({ amount_paise: 1250, amount_30_days_paise: 2250, bills_that_day: 1 });
  });

  it("prefers the backend's reasons and measures, else the rules over the loaded bills", () => {
    const answered = {
      ...bill(9, 24000, '2025-01-01T00:00:00.000Z'),
      risk_reasons: ['above_usual', 'unknown_rule'],
      risk_measures: { amount_30_days: 40000, bills_that_day: 1, usual: 4000, days_since_joining: 300 },
    };
    expect(riskOf(answered, undefined, null)).toEqual({
      reasons: ['above_usual'],
      measures: answeredMeasures(answered),
    });
    expect(answeredMeasures(answered)).toEqual({
      amount_paise: 24000_00,
      amount_30_days_paise: 40000_00,
      bills_that_day: 1,
      usual_paise: 4000_00,
      days_since_joining: 300,
    });
    const loaded = [bill(1, 250000, '2025-01-01T00:00:00.000Z')];
    expect(riskOf(loaded[0], defaults, measureBills(loaded)).reasons).toEqual(['amount_30_days']);
    expect(riskOf(loaded[0], undefined, measureBills(loaded)).reasons).toEqual([]);
  });
});
