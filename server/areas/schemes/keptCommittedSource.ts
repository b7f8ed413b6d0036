import type { GatewayRouteOptions } from '@/server/area';
import { ALL_BILLS, isFilled } from '@/server/gateway/upstreamCopy/keeper';
import { bearerOf } from '@/server/callParts';
import { CommittedCatalogue } from './committedCatalogue';
import type { CommittedSource } from './committedKeeper';
import { hasLiveScheme } from './records';

/**
 * The committed figure at the gateway: over its kept copy of the upstream's pending bills, once
 * the upstream's list of every bill has been read whole, and, while a scheme is live, over the
 * upstream's catalogue read in the background with a token a call for the figure brought.
 */
export function keptCommittedSource({ ctx: { db, now }, upstream }: GatewayRouteOptions): CommittedSource {
  const catalogue = new CommittedCatalogue(upstream, now);
  return {
    seen: request => catalogue.tokenSeen(bearerOf(request)),
    prepare: () => {
      if (!isFilled(db, ALL_BILLS)) return null;
      // With no live scheme no bill earns anything, whatever the catalogue.
      if (!hasLiveScheme(db)) return { job: { bills: 'kept', catalogue: [] }, beyond: '' };
      const read = catalogue.current();
      return read && { job: { bills: 'kept', catalogue: read.products }, beyond: `:${read.digest}` };
    },
  };
}
