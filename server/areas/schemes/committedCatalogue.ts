import { createHash } from 'node:crypto';
import type { SchemeProduct } from '@/contract/schemes/matchProducts';
import type { Upstream } from '@/server/gateway/upstream';
import { expiryOf } from '@/server/gateway/pollingTokens';
import { CATALOGUE_FRESH_MS, gatewayCatalogue } from './upstreamCatalogue';

/** The upstream's catalogue as last read, with a digest that changes when it does. */
export interface ReadCatalogue {
  products: readonly SchemeProduct[];
  digest: string;
}

/**
 * The upstream's catalogue for the gateway's committed figure, read in the background (the one
 * kept catalogue of the upstream, upstreamCatalogue.ts) at most every CATALOGUE_FRESH_MS, with the
 * latest token seen on a call for the figure while it lasts; a read refused or failed drops it, and
 * the next call's token reads again.
 */
export class CommittedCatalogue {
  private token: { token: string; exp: number } | null = null;
  private kept: (ReadCatalogue & { at: number }) | null = null;
  private reading = false;
  private readonly read: (token: string) => Promise<SchemeProduct[]>;

  constructor(
    upstream: Upstream,
    private readonly now: () => Date,
  ) {
    this.read = gatewayCatalogue(upstream, now);
  }

  /** Keeps a caller's token for the next read, unless one that lasts longer is kept. */
  tokenSeen(token: string): void {
    const exp = token ? expiryOf(token) : null;
    if (exp !== null && (this.token === null || this.token.exp <= exp)) this.token = { token, exp };
  }

  /** The catalogue as last read (null before the first), a read started when it is due. */
  current(): ReadCatalogue | null {
    const at = this.now().getTime();
    if (this.kept === null || at - this.kept.at >= CATALOGUE_FRESH_MS) this.readAgain(at);
    return this.kept;
  }

  private readAgain(at: number): void {
    const kept = this.token;
    // A token about to expire would not last the read.
    if (this.reading || kept === null || kept.exp <= at / 1000 + 5) return;
    this.reading = true;
    this.read(kept.token)
      .then(
        products => {
          const digest = createHash('sha256').update(JSON.stringify(products)).digest('base64url');
          this.kept = { products, digest, at };
        },
        () => {
          if (this.token === kept) this.token = null;
        },
      )
      .finally(() => (this.reading = false));
  }
}
