import { describe, expect, it } from 'vitest';
import { newReferralCode } from './referralCode';

describe('directory names and codes', () => {
  it('makes PS or AR referral codes of six digits', () => {
    expect(newReferralCode('flexible_salesperson')).toMatch(/^PS\d{6}$/);
    expect(newReferralCode('architect')).toMatch(/^AR\d{6}$/);
  });
});
