import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { breakdownLineText } from './breakdownWords';
import { workedOut, workedOutWords } from './schemeFixtures';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe("a bill's breakdown in the issue's words", () => {
  it('writes each kind of line: per unit, per ₹100, a multiplier, a cap, an outdone scheme', () => {
    expect(workedOut.lines.map(line => breakdownLineText(line, translate))).toEqual(workedOutWords);
  });

  it('names the scheme that outdid one where the line says, and a cap of cash in rupees', () => {
    const from = { scheme_id: 3, scheme_name: 'Monsoon', version: 1 };
    const outdone = { ...from, kind: 'outdone', would_give: { points: 5, cash_paise: 0 }, points: 0, cash_paise: 0 };
    expect(breakdownLineText({ ...outdone, outdone_by: { scheme_name: 'Festival' } } as never, translate)).toBe(
      'Monsoon scheme not counted: Festival gives more',
    );
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
