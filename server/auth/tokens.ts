import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SignJWT, errors, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  jti: string;
  /** The account's token version when it was issued; raised by a password change, which ends older tokens. */
  version: number;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** An access token's `role` claim: the administrator's role when it was issued, for the app to read (never trusted by the server). */
  role?: string;
}

export interface TokenSettings {
  secret: Uint8Array;
  accessTokenLifetime: number;
  refreshTokenLifetime: number;
  now: () => Date;
}

const SECRET_BYTES = 32;

/** The signing secret: 32 random bytes made on first start (mode 0600) and reused afterwards. */
export function loadSecret(file: string): Uint8Array {
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(SECRET_BYTES), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = readFileSync(file);
  if (secret.length !== SECRET_BYTES) throw new Error(`${file} must hold exactly ${SECRET_BYTES} bytes.`);
  return new Uint8Array(secret);
}

export class Tokens {
  constructor(private readonly settings: TokenSettings) {}

  /** New claims (a new jti) for a token of this type issued now. */
  claims(userId: number, type: TokenType, version: number): TokenClaims {
    const iat = Math.floor(this.settings.now().getTime() / 1000);
    const exp = iat + (type === 'access' ? this.settings.accessTokenLifetime : this.settings.refreshTokenLifetime);
    return { userId, type, jti: randomUUID(), version, iat, exp };
  }

  /** The signed token of these claims; the same claims always give the same token. */
  encode(claims: TokenClaims): Promise<string> {
    return new SignJWT({
      user_id: claims.userId,
      token_type: claims.type,
      ver: claims.version,
      ...(claims.role !== undefined && { role: claims.role }),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .setJti(claims.jti)
      .sign(this.settings.secret);
  }

  async sign(
    userId: number,
    type: TokenType,
    version: number,
    role?: string,
  ): Promise<TokenClaims & { token: string }> {
    const claims = { ...this.claims(userId, type, version), ...(role !== undefined && { role }) };
    return { ...claims, token: await this.encode(claims) };
  }

  /** The token's claims, or null when it is malformed, forged, expired or of another type. */
  async verify(token: string, type: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.settings.secret, {
        algorithms: ['HS256'],
        currentDate: this.settings.now(),
        requiredClaims: ['exp', 'iat', 'jti'],
      });
      const { user_id: userId, ver: version = 0 } = payload;
      if (payload.token_type !== type || !Number.isSafeInteger(userId) || !Number.isSafeInteger(version)) return null;
      return {
        userId: userId as number,
        type,
        jti: payload.jti as string,
        version: version as number,
        iat: payload.iat as number,
        exp: payload.exp as number,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
