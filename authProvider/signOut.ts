import { postWithoutToken } from './sessionCalls';

/**
 * Asks the backend to revoke a session's refresh token (simplejwt's blacklist call). Signing
 * out never fails because of it: a backend without the call, or out of reach, is ignored.
 */
export async function revokeRefreshToken(refresh: string | null): Promise<void> {
  if (!refresh) return;
  await postWithoutToken('user/token/blacklist/', { refresh }).catch(() => undefined);
}

/**
 * Whether this tab signed out (rather than its session expiring or never starting) and has
 * not reached the login page since: the sign-out says where to go next, so a page still drawn
 * without a token meanwhile must not send the person to /login to come back to it.
 */
let signingOut = false;

export const markSigningOut = () => {
  signingOut = true;
};

export const forgetSigningOut = () => {
  signingOut = false;
};

export const isSigningOut = () => signingOut;
