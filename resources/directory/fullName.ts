/** The single full-name box is split at the first space: first word, then the rest. */
export function splitFullName(fullName: string) {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { first_name: trimmed, last_name: '' }
    : { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

/** A new entry's referral code: PS or AR and six random digits; the server keeps them unique. */
export function newReferralCode(userType: string) {
  const digits = String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000).padStart(6, '0');
  return `${userType === 'architect' ? 'AR' : 'PS'}${digits}`;
}
