import type { Db } from '../db/connection';
import { findAdmin } from './accounts';
import type { TokenClaims, Tokens } from './tokens';

export interface TokenPair {
  access: string;
  refresh: string;
}

/** A used refresh token still answers for this long after its first use, so racing tabs both get through. */
export const REFRESH_REUSE_GRACE_MS = 60_000;

interface RefreshRow {
  jti: string;
  user_id: number;
  family: string;
  issued_at: string | null;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  successor_jti: string | null;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * Sign-in sessions, rotated per the OAuth 2.0 security BCP. Each sign-in starts a family
 * of refresh tokens; a refresh uses its token up and answers the family's next one. The
 * same token presented again within the grace answers that same successor (never a new
 * session); presented later, it is taken as stolen and the whole family is revoked.
 * Every token carries the account's token version, raised by a password change.
 */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly tokens: Tokens,
    private readonly now: () => Date,
    /** Whether access tokens carry the administrator's `role` claim (not in SPEC_SHAPES=strict, whose backend has no roles). */
    private readonly roleClaims = true,
  ) {}

  /** A new family for a sign-in. */
  async open(userId: number): Promise<TokenPair> {
    const version = findAdmin(this.db, userId)?.token_version ?? 0;
    const refresh = this.tokens.claims(userId, 'refresh', version);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?').run(this.now().toISOString());
      this.record(refresh, refresh.jti);
    })();
    return this.pair(refresh);
  }

  /** The pair that follows a valid refresh token, or null (see the class). */
  async rotate(refreshToken: string): Promise<TokenPair | null> {
    const claims = await this.tokens.verify(refreshToken, 'refresh');
    if (!claims) return null;
    // Synchronous from here to the successor's row, so two refreshes at once agree on one successor.
    const row = this.findRow(claims.jti);
    const account = row && findAdmin(this.db, row.user_id);
    if (!row || row.revoked_at || row.user_id !== claims.userId || account?.token_version !== claims.version) {
      return null;
    }
    if (row.used_at === null) {
      const successor = this.tokens.claims(row.user_id, 'refresh', claims.version);
      this.db.transaction(() => {
        this.record(successor, row.family);
        this.db
          .prepare('UPDATE refresh_tokens SET used_at = ?, successor_jti = ? WHERE jti = ?')
          .run(this.now().toISOString(), successor.jti, row.jti);
      })();
      return this.pair(successor);
    }
    const successor = row.successor_jti === null ? undefined : this.findRow(row.successor_jti);
    if (this.now().getTime() - Date.parse(row.used_at) > REFRESH_REUSE_GRACE_MS || !successor?.issued_at) {
      this.revokeFamily(row.family);
      return null;
    }
    return this.pair({
      userId: successor.user_id,
      type: 'refresh',
      jti: successor.jti,
      version: claims.version,
      iat: seconds(successor.issued_at),
      exp: seconds(successor.expires_at),
    });
  }

  /** Signs out: revokes the family of a refresh token, if it is one of ours. */
  async close(refreshToken: string): Promise<void> {
    const claims = await this.tokens.verify(refreshToken, 'refresh');
    const row = claims ? this.findRow(claims.jti) : undefined;
    if (row) this.revokeFamily(row.family);
  }

  revokeAll(userId: number): void {
    this.db
      .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
      .run(this.now().toISOString(), userId);
  }

  private revokeFamily(family: string): void {
    this.db
      .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL')
      .run(this.now().toISOString(), family);
  }

  private findRow(jti: string): RefreshRow | undefined {
    return this.db.prepare('SELECT * FROM refresh_tokens WHERE jti = ?').get(jti) as RefreshRow | undefined;
  }

  private record(refresh: TokenClaims, family: string): void {
    this.db
      .prepare('INSERT INTO refresh_tokens (jti, user_id, family, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(
        refresh.jti,
        refresh.userId,
        family,
        new Date(refresh.iat * 1000).toISOString(),
        new Date(refresh.exp * 1000).toISOString(),
      );
  }

  private async pair(refresh: TokenClaims): Promise<TokenPair> {
    const role = this.roleClaims ? (findAdmin(this.db, refresh.userId)?.admin_role ?? undefined) : undefined;
    const access = await this.tokens.sign(refresh.userId, 'access', refresh.version, role);
    return { access: access.token, refresh: await this.tokens.encode(refresh) };
  }
}
