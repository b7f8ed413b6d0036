import type { AuthProvider } from 'react-admin';
import { roleMay, type Action } from '@/contract/team/roles';
import { signIn, type LoginMessages } from './login';
import { expireSession } from './sessionExpiry';
import { forgetSigningOut, markSigningOut, revokeRefreshToken } from './signOut';
import { clearTokens, readAccessToken, readRefreshToken, readRole, readUserId } from './tokens';

export { getValidAccessToken, refreshAccessToken, SessionExpiredError } from './refresh';
export { AWAITING_ACCESS, LoginError } from './login';
export { forgetSigningOut, isSigningOut } from './signOut';
export { acknowledgeSessionExpiry, isSessionExpired, subscribeToSessionExpiry } from './sessionExpiry';
export { readAccessToken, readRole, readUserId, storageKeys, subscribeToRoleChange } from './tokens';

/** What the administrator's role may do, answered at once, so that a screen's first frame matches `canAccess`. */
export const canAccessNow = ({ resource, action }: { resource: string; action: string }): boolean =>
  roleMay(readRole(), resource, action as Action);

interface Credentials {
  email: string;
  password: string;
}

/** The react-admin auth provider; `messages` are the spec's sign-in texts, as this folder holds no strings. */
export function createAuthProvider(messages: LoginMessages): AuthProvider {
  return {
    async login({ email, password }: Credentials) {
      forgetSigningOut();
      return { message: await signIn(email, password, messages) };
    },
    async logout() {
      const refresh = readRefreshToken();
      markSigningOut();
      clearTokens();
      // In the background: signing out never waits on the backend.
      void revokeRefreshToken(refresh);
      return '/login';
    },
    async checkAuth() {
      if (!readAccessToken()) throw { message: false, redirectTo: '/login' };
    },
    async checkError(error: { status?: number } | undefined) {
      if (error?.status === 401) {
        expireSession();
        throw { message: false, redirectTo: '/login' };
      }
    },
    async getIdentity() {
      return { id: readUserId() ?? '' };
    },
    /** The role of the access token (contract/team/roles.ts), or 'admin' from a backend without roles. */
    async getPermissions() {
      return readRole() ?? 'admin';
    },
    /** What the role may do (contract/team/roles.ts); without a role, everything. */
    async canAccess(params: { resource: string; action: string }) {
      return canAccessNow(params);
    },
  };
}
