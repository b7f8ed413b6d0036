import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SignJWT, errors, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
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

  async sign(userId: number, type: TokenType): Promise<TokenClaims & { token: string }> {
    const iat = Math.floor(this.settings.now().getTime() / 1000);
    const exp = iat + (type === 'access' ? this.settings.accessTokenLifetime : this.settings.refreshTokenLifetime);
    const jti = randomUUID();
    const token = await new SignJWT({ user_id: userId, token_type: type })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(jti)
      .sign(this.settings.secret);
    return { token, userId, type, jti, exp };
  }

  /** The token's claims, or null when it is malformed, forged, expired or of another type. */
  async verify(token: string, type: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.settings.secret, {
        algorithms: ['HS256'],
        currentDate: this.settings.now(),
        requiredClaims: ['exp', 'iat', 'jti'],
      });
      const userId = payload.user_id;
      if (payload.token_type !== type || typeof userId !== 'number' || !Number.isSafeInteger(userId)) return null;
      return { userId, type, jti: payload.jti as string, exp: payload.exp as number };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
