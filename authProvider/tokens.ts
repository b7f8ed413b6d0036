import { jwtDecode } from 'jwt-decode';

/** The three local-storage keys of the session, as the spec names them. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userId: 'userId',
} as const;

/** Seconds before expiry a token is refreshed: a third of its lifetime, at most 30 s. */
export const refreshMarginSeconds = 30;

function refreshMarginOf({ iat, exp }: TokenClaims) {
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return refreshMarginSeconds;
  return Math.min(refreshMarginSeconds, (exp - iat) / 3);
}

interface TokenClaims {
  user_id?: string | number;
  /** The administrator's role, from a backend with a team of administrators (the spec's names none). */
  role?: unknown;
  exp?: number;
  iat?: number;
}

/** Seconds this browser's clock runs ahead of the server's, from a token's `iat` as it arrives; 0 at start-up. */
let clockSkewSeconds = 0;

const nowSeconds = () => Date.now() / 1000;

/** The token decoded last, with its claims: every permission check of a page reads the same token's role. */
let lastDecoded: { token: string; claims: TokenClaims | null } | undefined;

export function decodeClaims(token: string): TokenClaims | null {
  if (lastDecoded?.token === token) return lastDecoded.claims;
  let claims: TokenClaims | null = null;
  try {
    claims = jwtDecode<TokenClaims>(token);
  } catch (error) {
    console.error('Could not decode the access token', error);
  }
  lastDecoded = { token, claims };
  return claims;
}

/** Where the role a sign-in's answer named is kept, for tokens that do not carry it (the gateway's upstream's). */
const answeredRoleKey = 'adminRole';

export const readAccessToken = () => localStorage.getItem(storageKeys.accessToken);
export const readRefreshToken = () => localStorage.getItem(storageKeys.refreshToken);
export const readUserId = () => localStorage.getItem(storageKeys.userId);

/** The administrator's role: the token's, else its sign-in answer's; undefined on a backend without roles. */
export function readRole(): string | undefined {
  const access = readAccessToken();
  const role = access ? (decodeClaims(access)?.role ?? localStorage.getItem(answeredRoleKey)) : undefined;
  return typeof role === 'string' && role ? role : undefined;
}

/**
 * Measures the clock skew from a token issued in answer to a call made at `askedAt`: reckoning from
 * the call and the end of `iat`'s second, a slow answer makes tokens look older, so a refresh comes early, never late.
 */
export function noteFreshToken(access: string, askedAt = nowSeconds()) {
  const iat = decodeClaims(access)?.iat;
  if (typeof iat === 'number') clockSkewSeconds = askedAt - (iat + 1);
}

const roleListeners = new Set<() => void>();

/** Calls `listener` whenever a stored token names another role than the one before (a change by an owner, another sign-in). */
export function subscribeToRoleChange(listener: () => void) {
  roleListeners.add(listener);
  return () => {
    roleListeners.delete(listener);
  };
}

/** Stores a pair issued in answer to a call made at `askedAt`, with the role the answer named. */
export function storeTokens(access: string, refresh?: string, askedAt?: number, answeredRole?: string) {
  const roleBefore = readRole();
  localStorage.setItem(storageKeys.accessToken, access);
  if (answeredRole) localStorage.setItem(answeredRoleKey, answeredRole);
  else localStorage.removeItem(answeredRoleKey);
  if (readRole() !== roleBefore) roleListeners.forEach(listener => listener());
  if (refresh) localStorage.setItem(storageKeys.refreshToken, refresh);
  noteFreshToken(access, askedAt);
  const userId = decodeClaims(access)?.user_id;
  if (userId === undefined || userId === null) {
    localStorage.removeItem(storageKeys.userId);
  } else {
    localStorage.setItem(storageKeys.userId, String(userId));
  }
}

export function clearTokens() {
  [...Object.values(storageKeys), answeredRoleKey].forEach(key => localStorage.removeItem(key));
}

/** True when the token has expired, or will within its refresh margin, on the server's clock. */
export function needsRefresh(token: string) {
  const claims = decodeClaims(token);
  if (typeof claims?.exp !== 'number') return false;
  const serverNow = nowSeconds() - clockSkewSeconds;
  return claims.exp - serverNow <= refreshMarginOf(claims);
}
