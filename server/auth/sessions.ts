import type { Db } from '../db/connection';
import { findAdmin } from './accounts';
import type { Tokens } from './tokens';

export interface TokenPair {
  access: string;
  refresh: string;
}

/** A used refresh token still works this long after its first use, so racing tabs both get through. */
export const REFRESH_REUSE_GRACE_MS = 60_000;

interface RefreshRow {
  user_id: number;
  used_at: string | null;
  revoked_at: string | null;
}

/** Sign-in sessions: token pairs whose refresh tokens rotate and are recorded by jti. */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly tokens: Tokens,
    private readonly now: () => Date,
  ) {}

  async open(userId: number): Promise<TokenPair> {
    const access = await this.tokens.sign(userId, 'access');
    const refresh = await this.tokens.sign(userId, 'refresh');
    const now = this.now().toISOString();
    this.db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?').run(now);
    this.db
      .prepare('INSERT INTO refresh_tokens (jti, user_id, expires_at) VALUES (?, ?, ?)')
      .run(refresh.jti, userId, new Date(refresh.exp * 1000).toISOString());
    return { access: access.token, refresh: refresh.token };
  }

  /**
   * A new pair for a valid refresh token, or null. Presenting a used token after the
   * grace period is taken as theft: every refresh token of that user is revoked.
   */
  async rotate(refreshToken: string): Promise<TokenPair | null> {
    const claims = await this.tokens.verify(refreshToken, 'refresh');
    if (!claims) return null;
    const row = this.db
      .prepare('SELECT user_id, used_at, revoked_at FROM refresh_tokens WHERE jti = ?')
      .get(claims.jti) as RefreshRow | undefined;
    if (!row || row.revoked_at || row.user_id !== claims.userId || !findAdmin(this.db, row.user_id)) return null;
    const now = this.now();
    if (row.used_at === null) {
      this.db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE jti = ?').run(now.toISOString(), claims.jti);
    } else if (now.getTime() - Date.parse(row.used_at) > REFRESH_REUSE_GRACE_MS) {
      this.revokeAll(row.user_id);
      return null;
    }
    return this.open(row.user_id);
  }

  revokeAll(userId: number): void {
    this.db
      .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
      .run(this.now().toISOString(), userId);
  }
}
