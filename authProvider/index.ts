import type { AuthProvider } from 'react-admin';
import { signIn, type LoginMessages } from './login';
import { expireSession } from './sessionExpiry';
import { revokeRefreshToken } from './signOut';
import { clearTokens, readAccessToken, readRefreshToken, readUserId } from './tokens';

export { getValidAccessToken, refreshAccessToken, SessionExpiredError } from './refresh';
export { LoginError } from './login';
export { acknowledgeSessionExpiry, isSessionExpired, subscribeToSessionExpiry } from './sessionExpiry';
export { readAccessToken, readUserId, storageKeys } from './tokens';

interface Credentials {
  email: string;
  password: string;
}

/**
 * The react-admin auth provider. `messages` are the spec's sign-in texts, passed in so
 * that this folder holds no user-facing strings of its own.
 */
export function createAuthProvider(messages: LoginMessages): AuthProvider {
  return {
    async login({ email, password }: Credentials) {
      return { message: await signIn(email, password, messages) };
    },
    async logout() {
      const refresh = readRefreshToken();
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
    async getPermissions() {
      return 'admin';
    },
  };
}
