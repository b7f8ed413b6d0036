import { isRecord } from '../callParts';
import type { Upstream } from './upstream';

/**
 * The path (below the API root, with its query) of a DRF answer's `next` page, when it is the same
 * list on the upstream's own address: the token goes nowhere else. Null when there is none;
 * `false` when it points elsewhere.
 */
function nextPage(upstream: Upstream, path: string, next: unknown): string | null | false {
  if (typeof next !== 'string' || next === '') return null;
  const list = upstream.url(path);
  let url: URL;
  try {
    url = new URL(next, list);
  } catch {
    return false;
  }
  return url.origin === list.origin && url.pathname === list.pathname ? `${path}${url.search}` : false;
}

/**
 * What a read of a list gave: why not all was read (`pages`: the most pages read; `elsewhere`: a
 * `next` page not on the list's own address), or the upstream's status.
 */
export type PagesRead = { status: 200; unread: null | 'pages' | 'elsewhere' } | { status: number; unread?: undefined };

/**
 * Reads a list of the upstream with `token`, a page of `pageSize` at a time (`query` its other
 * parameters): a whole array, or DRF's pages (`{count, next, results}`), following `next` on the
 * same list of the same upstream only, for `maxPages` at most, each page's items given to `onPage`
 * in turn, so no more than a page is held. Throws when the upstream does not answer.
 */
export async function readListPages(
  upstream: Upstream,
  {
    path,
    query = '',
    token,
    pageSize,
    maxPages = Infinity,
  }: {
    path: string;
    query?: string;
    token: string;
    pageSize: number;
    maxPages?: number;
  },
  onPage: (items: unknown[]) => void | Promise<void>,
): Promise<PagesRead> {
  // `page` too: a backend that pages only when asked (as the reference server) would answer the whole list.
  let page: string | null | false = `${path}?${query ? `${query}&` : ''}page=1&page_size=${pageSize}`;
  for (let read = 0; typeof page === 'string' && read < maxPages; read += 1) {
    const answer = await upstream.get(page, token);
    if (answer.status !== 200) return { status: answer.status };
    const { body } = answer;
    const results = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.results) ? body.results : null;
    // A 200 that is no list: the upstream is not the spec's backend here.
    if (results === null) return { status: 502 };
    await onPage(results);
    page = Array.isArray(body) ? null : nextPage(upstream, path, (body as Record<string, unknown>).next);
  }
  return { status: 200, unread: page === null ? null : page === false ? 'elsewhere' : 'pages' };
}
