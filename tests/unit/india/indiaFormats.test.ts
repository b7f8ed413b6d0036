import { describe, expect, it } from 'vitest';
import { indiaDateAndTime } from '@/contract/india/clock';
import { indianGrouping } from '@/contract/india/grouping';

/** A fixed-seed generator, so a failure names the same values on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const intlGrouping = (fractionDigits: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

describe("India's number grouping", () => {
  it('writes what Intl writes for en-IN, rounding and all', () => {
    const random = seeded(42);
    const values = [
      0, 5, 999, 1000, 99_999, 100_000, 1_234_567, 1.005, 2.675, 0.125, 0.005, 1234567.345, 1e21, 2 ** 53 + 2,
      123456789012345.67, 0.1 + 0.2, 1e-7, 999.995, 99_999.999,
    ];
    for (let index = 0; index < 2000; index++) {
      const magnitude = 10 ** Math.floor(random() * 12);
      values.push(Math.round(random() * magnitude * 1000) / 1000, Math.floor(random() * magnitude));
    }
    for (const fractionDigits of [0, 2]) {
      const intl = intlGrouping(fractionDigits);
      for (const value of values.flatMap(value => [value, -value]).filter(value => value !== 0)) {
        const expected = intl.format(value);
        if (/^-0(\.0+)?$/.test(expected)) continue;
        expect(indianGrouping(value, fractionDigits), `${value} to ${fractionDigits} decimals`).toBe(expected);
      }
    }
  });

  it('writes no sign on a zero', () => {
    expect(indianGrouping(-0)).toBe('0');
    expect(indianGrouping(-0.001, 2)).toBe('0.00');
    expect(indianGrouping(-1234.5, 2)).toBe('-1,234.50');
  });
});

describe("India's clock", () => {
  it('writes the day and time Intl writes for Asia/Kolkata', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    const random = seeded(7);
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    const times = [Date.UTC(2026, 2, 31, 18, 30), Date.UTC(2026, 2, 31, 18, 29), Date.UTC(2026, 0, 1, 6, 30)];
    for (let index = 0; index < 3000; index++) times.push(Math.floor(from + random() * (to - from)));
    for (const time of times) {
      const parts = Object.fromEntries(intl.formatToParts(time).map(part => [part.type, part.value]));
      const expected = {
        date: `${parts.day}-${parts.month}-${parts.year}`,
        time: `${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`,
      };
      expect(indiaDateAndTime(time), new Date(time).toISOString()).toEqual(expected);
    }
  });
});
