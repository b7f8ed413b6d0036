import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from './db/connection';
import { PRIVATE_PREFIX } from './media';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Short-lived addresses of private documents: `/media/private/<name>?expires=…&signature=…`,
 * the signature an HMAC-SHA256 of the stored path and the expiry, keyed from the server secret.
 */
export class MediaSigner {
  private readonly key: Buffer;

  constructor(
    secret: Uint8Array,
    /** Seconds a signed address works. */
    private readonly lifetime: number,
    private readonly now: () => Date,
  ) {
    this.key = createHmac('sha256', secret).update('private media addresses').digest();
  }

  private signature(stored: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${stored}\n${expires}`).digest();
  }

  /** The address a stored path is served at: signed for private documents, plain for catalogue media. */
  url(stored: string | null): string | null {
    if (stored === null) return null;
    if (!stored.startsWith(PRIVATE_PREFIX)) return `/media/${stored}`;
    const expires = toSeconds(this.now()) + this.lifetime;
    const signature = this.signature(stored, expires).toString('base64url');
    return `/media/${stored}?expires=${expires}&signature=${signature}`;
  }

  /** Seconds the address stays valid when its signature matches and it has not expired, else null. */
  remaining(stored: string, expires: string, signature: string): number | null {
    if (!/^\d{1,12}$/.test(expires) || !/^[\w-]{43}$/.test(signature)) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signature(stored, Number(expires));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const remaining = Number(expires) - toSeconds(this.now());
    return remaining > 0 ? remaining : null;
  }

  /** Makes `media_url(column)` (see `mediaUrlSql`) answer these addresses in this connection's SQL. */
  register(db: Db): void {
    db.function('media_url', { deterministic: false }, (stored: unknown) =>
      typeof stored === 'string' ? this.url(stored) : null,
    );
  }
}
