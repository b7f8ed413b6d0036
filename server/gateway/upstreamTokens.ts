import { createHash } from 'node:crypto';
import { decodeJwt, errors, importSPKI, jwtVerify, type JWTPayload } from 'jose';
import type { TokenCheck } from './config';
import type { Upstream } from './upstream';

/** Who an upstream access token names, and until when it works (seconds since the epoch). */
export interface UpstreamIdentity {
  userId: number;
  exp: number;
}

/** How many tokens checked by the upstream are remembered at most. */
const REMEMBERED_TOKENS = 10_000;

/** simplejwt's `user_id` claim: a whole number, or one written as text. */
function userIdOf(payload: JWTPayload): number | null {
  const raw = payload.user_id;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The identity of an access token's claims, or null when they are not an access token's. */
function identityOf(payload: JWTPayload): UpstreamIdentity | null {
  const userId = userIdOf(payload);
  if (userId === null || payload.token_type !== 'access' || typeof payload.exp !== 'number') return null;
  return { userId, exp: payload.exp };
}

/**
 * Reads the identity of the upstream's access tokens: checked with the configured key (HS256, or
 * RS256 with a public key), or, without one, by asking the upstream for the account the token
 * names, remembered until the token expires.
 */
export class UpstreamTokens {
  private readonly remembered = new Map<string, UpstreamIdentity>();
  private readonly key: Promise<Uint8Array | CryptoKey> | null;

  constructor(
    private readonly check: TokenCheck,
    private readonly upstream: Upstream,
    private readonly now: () => Date,
  ) {
    this.key =
      check.kind === 'hmac'
        ? Promise.resolve(check.key)
        : check.kind === 'rsa'
          ? importSPKI(check.publicKeyPem, 'RS256')
          : null;
  }

  /** The identity of a valid access token, or null: malformed, forged, expired, or refused by the upstream. */
  async identify(token: string): Promise<UpstreamIdentity | null> {
    return this.key ? this.verified(token, await this.key) : this.askedUpstream(token);
  }

  private async verified(token: string, key: Uint8Array | CryptoKey): Promise<UpstreamIdentity | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [this.check.kind === 'rsa' ? 'RS256' : 'HS256'],
        currentDate: this.now(),
        requiredClaims: ['exp'],
      });
      return identityOf(payload);
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  private async askedUpstream(token: string): Promise<UpstreamIdentity | null> {
    const nowSeconds = this.now().getTime() / 1000;
    const digest = createHash('sha256').update(token).digest('base64url');
    const known = this.remembered.get(digest);
    if (known && known.exp > nowSeconds) return known;
    let identity: UpstreamIdentity | null;
    try {
      identity = identityOf(decodeJwt(token));
    } catch {
      return null;
    }
    if (identity === null || identity.exp <= nowSeconds) return null;
    const answer = await this.upstream.get(`user/retrieve/${identity.userId}/`, token);
    if (answer.status === 401 || answer.status === 403) return null;
    if (answer.status !== 200) throw new Error(`The upstream answered ${answer.status} to a token's check.`);
    this.remember(digest, identity, nowSeconds);
    return identity;
  }

  private remember(digest: string, identity: UpstreamIdentity, nowSeconds: number) {
    if (this.remembered.size >= REMEMBERED_TOKENS) {
      for (const [key, value] of this.remembered) if (value.exp <= nowSeconds) this.remembered.delete(key);
      if (this.remembered.size >= REMEMBERED_TOKENS) this.remembered.delete(this.remembered.keys().next().value!);
    }
    this.remembered.set(digest, identity);
  }
}

/** The user id an access token from the upstream's own answer names (trusted: it came straight from the upstream). */
export function userIdInAnswer(token: unknown): number | null {
  if (typeof token !== 'string') return null;
  try {
    return userIdOf(decodeJwt(token));
  } catch {
    return null;
  }
}
