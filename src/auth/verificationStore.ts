/** A link works this long after it is sent, and a verification counts this long after it is verified (server rule). */
export const verificationWindowMs = 15 * 60 * 1000;

/** A verification email sent from this tab: the id the server answered and when it was sent (ms). */
export interface SentVerification {
  id: string;
  sentAt: number;
}

/** True while the link of `sent` can still be opened. */
export const linkStillOpen = (sent: SentVerification, now = Date.now()) => now - sent.sentAt < verificationWindowMs;

/** True while `sent` may still be a usable verification: its link open, or opened within the window after. */
export const mayStillCount = (sent: SentVerification, now = Date.now()) => now - sent.sentAt < 2 * verificationWindowMs;

function parse(stored: string | null): SentVerification | undefined {
  if (!stored) return undefined;
  try {
    const value = JSON.parse(stored) as Partial<SentVerification>;
    return typeof value.id === 'string' && typeof value.sentAt === 'number'
      ? { id: value.id, sentAt: value.sentAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verification ids the server answered when a verification email was sent. Each ties a verified
 * link to this browser tab, so they live in session storage, per `prefix` and key (an email).
 */
export function verificationStore(prefix: string) {
  const keyOf = (key: string) => `${prefix}:${key.trim().toLowerCase()}`;
  const get = (key: string) => parse(sessionStorage.getItem(keyOf(key)));
  return {
    remember: (key: string, verificationId: string | undefined, sentAt = Date.now()) => {
      if (verificationId) sessionStorage.setItem(keyOf(key), JSON.stringify({ id: verificationId, sentAt }));
    },
    get,
    idOf: (key: string) => get(key)?.id,
    forget: (key: string) => sessionStorage.removeItem(keyOf(key)),
    /** Forgets every key of this prefix. */
    forgetAll: () => {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith(`${prefix}:`)) sessionStorage.removeItem(key);
    },
  };
}
