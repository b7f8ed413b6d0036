import { describe, expect, it } from 'vitest';
import { answersDuplicates, duplicatesOf, samePurchaseDuplicates } from './possibleDuplicates';

const bill = (id: number, member: number, amount: number | string, date: string) => ({
  id,
  user_list: { id: member },
  amount,
  invoice_date: date,
});

describe('the possible duplicates of bills from a backend without the field', () => {
  it('pairs the loaded bills of the same member, amount and bill date, and nothing else', () => {
    const found = samePurchaseDuplicates([
      bill(1, 7, 1250.5, '2025-06-01'),
      bill(2, 7, '1250.50', '2025-06-01'),
      bill(3, 7, 1250.5, '2025-06-01'),
      bill(4, 8, 1250.5, '2025-06-01'),
      bill(5, 7, 1250.51, '2025-06-01'),
      bill(6, 7, 1250.5, '2025-06-02'),
      bill(7, 9, 99, '2025-06-03'),
    ]);
    expect(Object.fromEntries(found)).toEqual({ '1': [2, 3], '2': [1, 3], '3': [1, 2] });
  });

  it('counts a bill loaded twice (from two lists) once, and reads the member from `user` too', () => {
    const first = { id: 1, user: 5, amount: 10, invoice_date: '2025-06-01T00:00:00Z' };
    const second = { id: 2, user: 5, amount: 10, invoice_date: '2025-06-01' };
    expect(Object.fromEntries(samePurchaseDuplicates([first, second, first]))).toEqual({ '1': [2], '2': [1] });
  });

  it('leaves out bills missing a member, an amount or a date', () => {
    const found = samePurchaseDuplicates([
      { id: 1, amount: 10, invoice_date: '2025-06-01' },
      { id: 2, amount: 10, invoice_date: '2025-06-01' },
      { id: 3, user: 4, amount: null, invoice_date: '2025-06-01' },
      { id: 4, user: 4, amount: null, invoice_date: '2025-06-01' },
      { id: 5, user: 4, amount: 'n/a', invoice_date: '2025-06-01' },
      { id: 6, user: 4, amount: 'n/a', invoice_date: '2025-06-01' },
      { id: 7, user: 4, amount: 10 },
      { id: 8, user: 4, amount: 10 },
    ]);
    expect(found.size).toBe(0);
  });

  it("prefers the backend's own answer, even an empty one, to the fallback", () => {
    const fallback = new Map([['1', [2]]]);
    expect(answersDuplicates({ id: 1, possible_duplicate_ids: [] })).toBe(true);
    expect(duplicatesOf({ id: 1, possible_duplicate_ids: [] }, fallback)).toEqual([]);
    expect(duplicatesOf({ id: 1, possible_duplicate_ids: [9] }, fallback)).toEqual([9]);
    expect(answersDuplicates({ id: 1 })).toBe(false);
    expect(duplicatesOf({ id: 1 }, fallback)).toEqual([2]);
    expect(duplicatesOf({ id: 3 }, fallback)).toEqual([]);
    expect(duplicatesOf({ id: 1 }, null)).toEqual([]);
  });
});
