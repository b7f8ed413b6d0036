import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/src/i18n';
import { breakdownLineText } from './breakdownWords';
import { workedOut, workedOutWords } from '../fixtures/schemeFixtures';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe("a bill's breakdown in the issue's words", () => {
  it('writes each kind of line: per unit, per ₹100, a multiplier, a cap, an outdone scheme', () => {
    expect(workedOut.lines.map(line => breakdownLineText(line, translate))).toEqual(workedOutWords);
  });

  it('writes a cap of cash in rupees', () => {
    const from = { scheme_id: 3, scheme_name: 'Monsoon', version: 1 };
    const cap = {
      ...from,
      kind: 'cap',
      cap: 'budget',
      allowed: { points: 0, cash_paise: 125050 },
      of: { points: 0, cash_paise: 300000 },
    };
    expect(breakdownLineText({ ...cap, points: 0, cash_paise: -174950 } as never, translate)).toBe(
      'Budget reached: ₹1,250.50 of ₹3,000.00',
    );
  });
});
