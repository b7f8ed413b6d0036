/** A new entry's referral code: PS or AR and six random digits; the server keeps them unique. */
export function newReferralCode(userType: string) {
  const digits = String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000).padStart(6, '0');
  return `${userType === 'architect' ? 'AR' : 'PS'}${digits}`;
}
