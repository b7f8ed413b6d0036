import { describe, expect, it } from 'vitest';
import {
  financialYearBounds,
  financialYearLabel,
  financialYearOf,
} from '@/contract/programme/financialYear';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';
import { programmeSettings } from '@/contract/programme/settings';
import { benefitsInYear, benefitValue, taxBand, taxDue, taxRate } from '@/contract/programme/tax194r';

describe("India's financial year", () => {
  it('turns at midnight of 1 April in India, which is 18:30 UTC on 31 March', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe(2025);
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe(2026);
    expect(financialYearBounds(2026)).toEqual({
      start: new Date('2026-03-31T18:30:00.000Z'),
      end: new Date('2027-03-31T18:30:00.000Z'),
    });
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
  });
});

describe('section 194R', () => {
  const history = [
    { date: '2026-03-31T18:29:00Z', type: 'cash_earned', amount: 5000 }, // 31 March, 23:59 in India: last year
    { date: '2026-03-31T18:30:00Z', type: 'cash_earned', amount: '1500.50' }, // 1 April, 00:00 in India
    { date: '2026-07-01T06:00:00Z', type: 'points_earned', amount: 12000 },
    { date: '2026-08-01T06:00:00Z', type: 'points_refunded', amount: 900 },
    { date: '2026-08-02T06:00:00Z', type: 'cash_reversal', amount: 400 },
    { date: '2026-09-01T06:00:00Z', type: 'points_redeemed', amount: 3000 },
    { date: 'not a date', type: 'cash_earned', amount: 99 },
  ];

  it('counts what approved bills credited in the year, not refunds, reversals or redemptions', () => {
    expect(benefitsInYear(history, 2026)).toEqual({ points: 12000, cash: 1500.5 });
    expect(benefitsInYear(history, 2025)).toEqual({ points: 0, cash: 5000 });
  });

  it('values points at the rupee value of a point', () => {
    expect(benefitValue({ points: 12000, cash: 1500.5 }, 1)).toBe(13500.5);
    expect(benefitValue({ points: 12000, cash: 1500.5 }, 0.25)).toBe(4500.5);
  });

  it('is over the threshold above it, near it within 10% below, and taxes the whole value once over', () => {
    expect(taxBand(20000.01, 20000)).toBe('over');
    expect(taxBand(20000, 20000)).toBe('near');
    expect(taxBand(18000, 20000)).toBe('near');
    expect(taxBand(17999.99, 20000)).toBe('under');
    expect(taxDue(25000, 20000, 10)).toBe(2500);
    expect(taxDue(20000, 20000, 10)).toBe(0);
    expect(taxRate(true, defaultProgrammeSettings)).toBe(10);
  });

  it('compares and taxes in whole paise, so 90% of any threshold and a rate of 12.5% come out exact', () => {
    expect(taxBand(901.8, 1002)).toBe('near');
    expect(taxBand(901.79, 1002)).toBe('under');
    expect(taxDue(20000.44, 20000, 12.5)).toBe(2500.06);
    expect(taxDue(1.16, 1, 12.5)).toBe(0.15);
    expect(benefitValue({ points: 12345, cash: 0.1 }, 0.07)).toBe(864.25);
    expect(taxRate(false, defaultProgrammeSettings)).toBe(20);
  });

  it('takes settings as numbers or decimal text, and says what is wrong', () => {
    expect(programmeSettings.parse({ ...defaultProgrammeSettings, point_value: '0.50' }).point_value).toBe(0.5);
    const wrong = programmeSettings.safeParse({ ...defaultProgrammeSettings, tax_194r_rate_without_pan: 120 });
    expect(wrong.error?.issues[0].message).toBe('Enter a rate from 0 to 100, with at most two decimals.');
  });
});
