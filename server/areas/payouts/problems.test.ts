import { describe, expect, it } from 'vitest';
import { chooseMode } from '@/contract/payouts/modes';
import { nameSimilarity } from '@/contract/payouts/names';
import { lineProblems, type LineFacts } from '@/contract/payouts/problems';
import { isKnownIfsc } from './ifsc';
import { workingDaysAfter } from './workingDays';

const facts = (changes: Partial<LineFacts> = {}): LineFacts => ({
  account_holder: 'Asha Rao',
  account_number: '012345678901',
  ifsc: 'SBIN0000001',
  ifsc_known: true,
  member_name: 'Asha Rao',
  max_holder_name: 40,
  name_match_threshold: 60,
  shared_with: [],
  paid_same_recently: null,
  tax_194r: { benefits: 1000, threshold: 20000, higher_rate: false },
  kyc: null,
  ...changes,
});

const codes = (changes: Partial<LineFacts>) =>
  lineProblems(facts(changes)).map(problem => [problem.code, problem.blocking]);

describe('a line’s problems', () => {
  it('finds none in a line that is right', () => {
    expect(lineProblems(facts())).toEqual([]);
  });

  it('holds a line for its account, its holder, a shared account or a recent same payout', () => {
    expect(codes({ ifsc_known: false })).toEqual([['ifsc_unknown', true]]);
    expect(codes({ account_number: '12345678' })).toEqual([['account_number', true]]);
    expect(codes({ account_number: '1234567890123456789' })).toEqual([['account_number', true]]);
    expect(codes({ account_holder: '  ' })).toEqual([['holder_empty', true]]);
    expect(codes({ account_holder: 'Asha Rao', max_holder_name: 5 })).toEqual([['holder_too_long', true]]);
    expect(codes({ account_holder: 'Vikram Singh' })).toEqual([['name_mismatch', true]]);
    expect(codes({ shared_with: ['Vikram Singh'] })).toEqual([['shared_account', true]]);
    expect(codes({ paid_same_recently: '2025-06-12T10:00:00.000Z' })).toEqual([['recent_duplicate', true]]);
  });

  it('holds a line whose member’s PAN or account is not verified, saying its state; none without KYC', () => {
    const verified = { pan_present: true, pan: 'verified', account: 'verified' } as const;
    expect(lineProblems(facts({ kyc: verified }))).toEqual([]);
    expect(lineProblems(facts({ kyc: { ...verified, pan: 'inoperative', account: 'failed' } }))).toEqual([
      { code: 'pan_not_verified', blocking: true, words: 'PAN not verified (inoperative).' },
      { code: 'account_not_verified', blocking: true, words: 'Payout account not verified (the penny drop failed).' },
    ]);
    expect(lineProblems(facts({ kyc: { ...verified, pan_present: false, pan: 'unchecked' } }))).toEqual([
      { code: 'pan_not_verified', blocking: true, words: 'PAN not verified (none on record).' },
    ]);
    expect(codes({ kyc: { ...verified, account: 'awaiting_confirmation' } })).toEqual([['account_not_verified', true]]);
    expect(lineProblems(facts({ kyc: null }))).toEqual([]);
  });

  it('tells the member’s 194R position without holding the line', () => {
    const [over] = lineProblems(facts({ tax_194r: { benefits: 25000.5, threshold: 20000, higher_rate: true } }));
    expect(over).toEqual({
      code: 'tax_194r',
      blocking: false,
      words:
        'Benefits this financial year: ₹25,000.50, over the section 194R threshold of ₹20,000; no PAN on record, so the higher rate applies.',
    });
    const kyc = { pan_present: true, pan: 'inoperative', account: 'verified' } as const;
    const inoperative = lineProblems(
      facts({ kyc, tax_194r: { benefits: 25000, threshold: 20000, higher_rate: true } }),
    );
    expect(inoperative.find(problem => problem.code === 'tax_194r')?.words).toBe(
      'Benefits this financial year: ₹25,000, over the section 194R threshold of ₹20,000; the PAN is inoperative, so the higher rate applies.',
    );
  });
});

describe('names', () => {
  it('match in any order, without honorifics, an initial costing a little', () => {
    expect(nameSimilarity('Asha Rao', 'RAO ASHA')).toBe(100);
    expect(nameSimilarity('Mr. Asha Rao', 'Asha Rao')).toBe(100);
    expect(nameSimilarity('A Rao', 'Asha Rao')).toBeGreaterThanOrEqual(60);
    expect(nameSimilarity('Vikram Singh', 'Asha Rao')).toBeLessThan(30);
    expect(nameSimilarity('', 'Asha Rao')).toBe(0);
  });
});

describe('the mode', () => {
  const limits = { upi_limit: 100_000, imps_limit: 50_000, rtgs_from: 200_000 };
  const all = { upi: false, modes: ['NEFT', 'IMPS', 'RTGS'] as const };
  it('is chosen by amount: IMPS up to its limit, NEFT, RTGS from ₹2 lakh', () => {
    expect(chooseMode(50_000, limits, { ...all, modes: [...all.modes] })).toBe('IMPS');
    expect(chooseMode(50_000.01, limits, { ...all, modes: [...all.modes] })).toBe('NEFT');
    expect(chooseMode(200_000, limits, { ...all, modes: [...all.modes] })).toBe('RTGS');
    expect(chooseMode(5_000, limits, { upi: true, modes: ['UPI', 'IMPS', 'NEFT'] })).toBe('UPI');
  });
  it('gives way to the next a format takes', () => {
    expect(chooseMode(1_000, limits, { upi: false, modes: ['NEFT', 'RTGS'] })).toBe('NEFT');
    expect(chooseMode(300_000, limits, { upi: false, modes: ['NEFT'] })).toBe('NEFT');
  });
});

describe('the IFSC list and the working days', () => {
  it('knows RBI’s branches, offline', () => {
    expect(isKnownIfsc('SBIN0000001')).toBe(true);
    expect(isKnownIfsc('sbin0000001')).toBe(true);
    expect(isKnownIfsc('SBIN0999999')).toBe(false);
    expect(isKnownIfsc('ABCD0123456')).toBe(false);
  });
  it('skips the weekend, counting from the release’s day in India', () => {
    // Friday 13 June 2025, 20:00 IST: Monday, Tuesday, Wednesday.
    expect(workingDaysAfter('2025-06-13T14:30:00.000Z', 3)).toBe('2025-06-18');
    // 23:30 UTC on Friday is Saturday in India: Monday to Wednesday still.
    expect(workingDaysAfter('2025-06-13T23:30:00.000Z', 3)).toBe('2025-06-18');
    expect(workingDaysAfter('2025-06-16T05:00:00.000Z', 3)).toBe('2025-06-19');
  });
});
