import { describe, expect, it } from 'vitest';
import { newReferralCode, splitFullName } from '../../resources/directory/fullName';
import { serialNumber, titleCase } from '../../src/lib/text';

describe('directory names and codes', () => {
  it('splits a full name at the first space', () => {
    expect(splitFullName('Ravi Kumar Sharma')).toEqual({ first_name: 'Ravi', last_name: 'Kumar Sharma' });
    expect(splitFullName('  Meera   Nair ')).toEqual({ first_name: 'Meera', last_name: 'Nair' });
    expect(splitFullName('Arjun')).toEqual({ first_name: 'Arjun', last_name: '' });
  });

  it('makes PS or AR referral codes of six digits', () => {
    expect(newReferralCode('flexible_salesperson')).toMatch(/^PS\d{6}$/);
    expect(newReferralCode('architect')).toMatch(/^AR\d{6}$/);
  });
});

describe('text helpers', () => {
  it('title-cases statuses and types', () => {
    expect(titleCase('pending')).toBe('Pending');
    expect(titleCase('non_flexible_salesperson')).toBe('Non Flexible Salesperson');
    expect(titleCase(null)).toBe('');
  });

  it('zero-pads serial numbers to two digits', () => {
    expect([0, 8, 9, 99].map(serialNumber)).toEqual(['01', '09', '10', '100']);
  });
});
