import { postWithoutToken } from './sessionCalls';

/** Asks the backend to revoke the refresh token (simplejwt's blacklist); a backend without it is ignored. */
export async function revokeRefreshToken(refresh: string | null): Promise<void> {
  if (!refresh) return;
  await postWithoutToken('user/token/blacklist/', { refresh }).catch(() => undefined);
}

/**
 * Whether this tab signed out and has not reached the login page since: the sign-out says where to
 * go, so a page still drawn without a token must not send the person to /login to come back to it.
 */
let signingOut = false;

export const markSigningOut = () => {
  signingOut = true;
};

export const forgetSigningOut = () => {
  signingOut = false;
};

export const isSigningOut = () => signingOut;
