import type { SchemeProduct } from '@/contract/schemes/matchProducts';
import { upstreamRefused, upstreamUnavailable } from '@/server/gateway/failures';
import type { Upstream } from '@/server/gateway/upstream';
import { readListPages } from '@/server/gateway/upstreamLists';
import { isRecord } from '@/server/callParts';

/** How long a catalogue read from the upstream is used before it is read again. */
export const CATALOGUE_FRESH_MS = 5 * 60_000;
const PAGE_SIZE = 500;
/** The most category lists of products read from the upstream at once. */
const AT_ONCE = 4;

/** The catalogue could not be read whole: the upstream's status, or 502 when it answered no list. */
export class CatalogueUnread extends Error {
  constructor(readonly status: number) {
    super(`The upstream's catalogue could not be read (${status}).`);
  }
}

const idOf = (value: unknown) => (Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : null);

async function wholeList(upstream: Pick<Upstream, 'get'>, path: string, token: string) {
  const items: Record<string, unknown>[] = [];
  const read = await readListPages(upstream as Upstream, { path, token, pageSize: PAGE_SIZE }, page => {
    items.push(...page.filter(isRecord));
  });
  if (read.status !== 200) throw new CatalogueUnread(read.status);
  return items;
}

/**
 * The upstream's catalogue as the schemes match bills to it, read through the spec's calls: the
 * categories (each naming its brand), then each category's products, a few lists at a time.
 */
export async function readUpstreamCatalogue(upstream: Pick<Upstream, 'get'>, token: string): Promise<SchemeProduct[]> {
  const categories = (await wholeList(upstream, 'product/category/list/', token)).flatMap(category => {
    const id = idOf(category.id);
    const brand = idOf(category.brand);
    return id === null || brand === null ? [] : [{ id, brand }];
  });
  const products: SchemeProduct[] = [];
  for (let start = 0; start < categories.length; start += AT_ONCE) {
    const lists = await Promise.all(
      categories.slice(start, start + AT_ONCE).map(async ({ id, brand }) =>
        (await wholeList(upstream, `product/product/brand/${brand}/category/${id}/`, token)).flatMap(product => {
          const productId = idOf(product.id);
          return productId === null || typeof product.name !== 'string'
            ? []
            : [{ id: productId, name: product.name, brand, category: id }];
        }),
      ),
    );
    for (const list of lists) products.push(...list);
  }
  return products;
}

/**
 * The upstream's catalogue, read at most once every CATALOGUE_FRESH_MS: callers meanwhile share
 * the read under way, and a failed read is not kept.
 */
export function upstreamCatalogue(upstream: Pick<Upstream, 'get'>, now: () => Date) {
  let kept: { at: number; products: Promise<SchemeProduct[]> } | null = null;
  return (token: string): Promise<SchemeProduct[]> => {
    const at = now().getTime();
    if (kept && at - kept.at < CATALOGUE_FRESH_MS) return kept.products;
    const products = readUpstreamCatalogue(upstream, token);
    const reading = { at, products };
    kept = reading;
    products.catch(() => {
      if (kept === reading) kept = null;
    });
    return products;
  };
}

const catalogues = new WeakMap<Upstream, ReturnType<typeof upstreamCatalogue>>();

/**
 * The one kept catalogue of an upstream, shared by the gateway's routes and approvals; a read
 * that fails is answered as the upstream's refusal.
 */
export function gatewayCatalogue(upstream: Upstream, now: () => Date): (token: string) => Promise<SchemeProduct[]> {
  let catalogue = catalogues.get(upstream);
  if (!catalogue) {
    catalogue = upstreamCatalogue(upstream, now);
    catalogues.set(upstream, catalogue);
  }
  const read = catalogue;
  return token =>
    read(token).catch(error => {
      throw error instanceof CatalogueUnread ? upstreamRefused(error.status) : upstreamUnavailable(error);
    });
}
