import { isRecord } from '../callParts';
import type { Upstream } from './upstream';
import { readListPages } from './upstreamLists';

/**
 * A pending list is read in pages of PAGE_SIZE (DRF's `page_size`, where the upstream honours it),
 * at most MAX_PAGES of them: 10,000 items. A longer queue is a backlog, not something a team
 * watches live: the items past the last page read are not watched (a change to one is found when
 * it comes into the pages read), and the items pushed past it by new ones are published as gone
 * (a refresh in the open tabs, nothing worse). An upstream whose largest page is smaller covers
 * fewer items the same way.
 */
export const PAGE_SIZE = 500;
export const MAX_PAGES = 20;

/** A pending list as read: each item's id, with its status where it has one. */
export type ListItems = Map<number, string | null>;

/**
 * What a read of a pending list gave: its items, and why not all were read (`pages`: MAX_PAGES
 * read; `elsewhere`: a `next` page not on the list's own address); or the upstream's status.
 */
export type ListRead =
  { status: 200; items: ListItems; unread: null | 'pages' | 'elsewhere' } | { status: number; items?: undefined };

/**
 * Reads a pending list with `token`: a whole array, or DRF's pages, for MAX_PAGES pages at most
 * (readListPages). Throws when the upstream does not answer.
 */
export async function readPendingList(
  upstream: Upstream,
  path: string,
  token: string,
  onPage?: (results: unknown[]) => void,
): Promise<ListRead> {
  const items: ListItems = new Map();
  const read = await readListPages(upstream, { path, token, pageSize: PAGE_SIZE, maxPages: MAX_PAGES }, results => {
    onPage?.(results);
    for (const item of results) {
      const id = isRecord(item) ? item.id : undefined;
      if (typeof id !== 'number' || !Number.isSafeInteger(id)) continue;
      items.set(id, isRecord(item) && typeof item.status === 'string' ? item.status : null);
    }
  });
  return read.unread === undefined ? { status: read.status } : { status: 200, items, unread: read.unread };
}
