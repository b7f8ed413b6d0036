import { postWithoutToken, stringField } from './sessionCalls';
import { expireSession } from './sessionExpiry';
import { needsRefresh, readAccessToken, readRefreshToken, storeTokens } from './tokens';

/** Raised when the session cannot go on: the caller must sign in again. */
export class SessionExpiredError extends Error {
  readonly status = 401;
  constructor() {
    super('Please log in again.');
    this.name = 'SessionExpiredError';
  }
}

const refreshLockName = 'loyalty-admin-token-refresh';

let refreshInFlight: Promise<string> | null = null;

/** The access token to send now, refreshed when it has expired or is about to; null when signed out. */
export async function getValidAccessToken(): Promise<string | null> {
  const token = readAccessToken();
  if (!token) return null;
  if (!needsRefresh(token)) return token;
  return refreshAccessToken(token);
}

/** Exchanges the refresh token: one call however many ask, and across tabs a Web Lock lets the others adopt it. */
export function refreshAccessToken(staleToken: string | null = readAccessToken()): Promise<string> {
  refreshInFlight ??= withCrossTabLock(() => refreshUnlessDone(staleToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  let result!: T;
  await locks.request(refreshLockName, async () => {
    result = await task();
  });
  return result;
}

async function refreshUnlessDone(staleToken: string | null): Promise<string> {
  const current = readAccessToken();
  if (current && current !== staleToken && !needsRefresh(current)) return current;

  const refresh = readRefreshToken();
  if (!refresh) {
    expireSession();
    throw new SessionExpiredError();
  }
  const answer = await postWithoutToken('user/token/refresh/', { refresh });
  const access = stringField(answer.body, 'access');
  if (answer.ok && access) {
    storeTokens(access, stringField(answer.body, 'refresh'), answer.askedAt, stringField(answer.body, 'role'));
    return access;
  }
  if (answer.status >= 500) {
    throw new Error(`Token refresh failed with status ${answer.status}`);
  }
  expireSession();
  throw new SessionExpiredError();
}
