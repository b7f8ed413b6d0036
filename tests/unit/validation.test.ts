import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isCalendarDate, isEmail, isId, isMoney, normaliseEmail } from '../../src/lib/validation';

describe('the shared input rules (as the server applies them)', () => {
  it('finds control characters; multi-line text may hold tabs and line breaks', () => {
    for (const text of ['a\u0000b', 'a\u0007b', 'a\u007fb', 'a\u0085b', 'a\tb', 'a\nb']) {
      expect([text, hasControlCharacters(text)]).toEqual([text, true]);
    }
    expect(hasControlCharacters('Line one\r\n\tindented', { multiline: true })).toBe(false);
    expect(hasControlCharacters('bell\u0007', { multiline: true })).toBe(true);
    expect(hasControlCharacters('Plain text, ünïcode — fine')).toBe(false);
  });

  it('takes ids as plain decimal digits only', () => {
    expect(['1', '42', '9007199254740991'].map(isId)).toEqual([true, true, true]);
    const loose = ['0', '01', '0x1', '1e2', ' 1', '+1', '-1', '1.0', '', '9007199254740993'];
    expect(loose.filter(isId)).toEqual([]);
  });

  it('takes money with at most two decimals, no sign or exponent, above 0 where required', () => {
    expect(['0', '10', '10.5', '1999.50'].map(text => isMoney(text))).toEqual([true, true, true, true]);
    const bad = ['-0', '-1', '1e-7', '0.001', '1.', '.5', 'abc', ''];
    expect(bad.filter(text => isMoney(text))).toEqual([]);
    expect([isMoney('0', { positive: true }), isMoney('0.00', { positive: true })]).toEqual([false, false]);
    expect(isMoney('0.01', { positive: true })).toBe(true);
  });

  it('takes real calendar dates only', () => {
    expect(['2028-02-29', '2026-12-31'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-01', '31-12-2026'].filter(isCalendarDate)).toEqual([]);
  });

  it('compares emails trimmed and lower-cased, and refuses control characters in them', () => {
    expect(normaliseEmail('  Admin@Loyalty.TEST ')).toBe('admin@loyalty.test');
    expect([isEmail('a@b.co'), isEmail('a\u0000@b.co'), isEmail('a@b')]).toEqual([true, false, false]);
  });
});
