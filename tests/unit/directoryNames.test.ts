import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { directoryEntryChangesForm, directoryEntryForm, splitFullName } from '@/contract/directory';
import { serialNumber, titleCase } from '@/src/lib/text';

describe('directory names and codes', () => {
  it('splits a full name at the first space', () => {
    expect(splitFullName('Ravi Kumar Sharma')).toEqual({ first_name: 'Ravi', last_name: 'Kumar Sharma' });
    expect(splitFullName('  Meera   Nair ')).toEqual({ first_name: 'Meera', last_name: 'Nair' });
    expect(splitFullName('Arjun')).toEqual({ first_name: 'Arjun', last_name: '' });
  });
});

describe("the directory forms' schemas", () => {
  const entry = {
    full_name: 'Ravi Kumar Sharma',
    email: 'ravi@example.in',
    phone: '9876543210',
    user_type: 'architect',
  };
  const problems = (schema: z.ZodType, values: Record<string, unknown>) =>
    schema.safeParse(values).error?.issues.map(({ path, message }) => [path.join('.'), message]);

  it('judges the full name by the rules of the first and last names it is split into, told under full_name', () => {
    for (const schema of [directoryEntryForm, directoryEntryChangesForm]) {
      expect(problems(schema, entry)).toBeUndefined();
      expect(problems(schema, { ...entry, full_name: 'Arjun' })).toBeUndefined();
      expect(problems(schema, { ...entry, full_name: '   ' })).toEqual([['full_name', 'This field is required.']]);
      expect(problems(schema, { ...entry, full_name: `${'a'.repeat(151)} Nair` })).toEqual([
        ['full_name', 'Ensure this field has no more than 150 characters.'],
      ]);
      expect(problems(schema, { ...entry, full_name: `Meera ${'b'.repeat(151)}` })).toEqual([
        ['full_name', 'Ensure this field has no more than 150 characters.'],
      ]);
    }
  });

  it("tells the contract's words for a bad email or phone, and takes no referral code from the form", () => {
    expect(problems(directoryEntryForm, { ...entry, email: 'not-an-email', phone: '12345' })).toEqual([
      ['email', 'Enter a valid email address.'],
      ['phone', 'Enter a valid 10-digit phone number.'],
    ]);
    expect(problems(directoryEntryForm, { ...entry, user_type: 'dealer' })).toEqual([
      ['user_type', '"dealer" is not a valid choice.'],
    ]);
    expect(Object.keys(directoryEntryForm.shape)).not.toContain('referral_code');
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
