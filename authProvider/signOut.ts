import { postWithoutToken } from './sessionCalls';

/**
 * Asks the backend to revoke a session's refresh token (simplejwt's blacklist call). Signing
 * out never fails because of it: a backend without the call, or out of reach, is ignored.
 */
export async function revokeRefreshToken(refresh: string | null): Promise<void> {
  if (!refresh) return;
  await postWithoutToken('user/token/blacklist/', { refresh }).catch(() => undefined);
}
