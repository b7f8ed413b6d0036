import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { PENDING_KINDS } from '@/contract/approvals/kinds';
import type { LiveChange } from '@/contract/team/live';
import { roleMay } from '@/contract/team/roles';
import { bearerOf, isRecord } from '../callParts';
import type { Db } from '../db/connection';
import type { LiveHub } from '../live/hub';
import type { Resource } from '../team/permissions';
import type { ForwardedCall } from './forwardedCall';
import { gatewayAdmin, roleOf } from './signIns';
import { partsOf } from './specCalls';
import type { Upstream } from './upstream';
import { readListPages } from './upstreamLists';

/** The spec's reads of pending work: where a change made elsewhere (a member's bill from their phone) shows. */
export const PENDING_LIST_CALLS: readonly string[] = PENDING_KINDS.map(kind => `GET /${kind.pendingList}`);

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

/** A pending list: its path below the API root, and the resource its call's permission names. */
export interface PendingList {
  path: string;
  resource: Resource;
}

/** The pending lists, each with the resource of the reference route table's permission of its call. */
export function pendingLists(calls: readonly ForwardedCall[]): PendingList[] {
  return PENDING_LIST_CALLS.map(call => {
    const { method, pattern } = partsOf(call);
    const permission = calls.find(
      forwarded => forwarded.method === method && forwarded.pattern === pattern,
    )?.permission;
    if (permission === undefined || typeof permission === 'function' || permission.action !== 'list') {
      throw new Error(`The pending list ${call} has no 'list' permission of its own in the reference route table.`);
    }
    return { path: pattern.slice(1), resource: permission.resource };
  });
}

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

/** The changes between two reads of a list: an item that appeared is `create`d, one that left or changed status `edit`ed. */
export function differences(before: ListItems, after: ListItems): { action: 'create' | 'edit'; id: number }[] {
  const changes: { action: 'create' | 'edit'; id: number }[] = [];
  for (const [id, status] of after) {
    if (!before.has(id)) changes.push({ action: 'create', id });
    else if (before.get(id) !== status) changes.push({ action: 'edit', id });
  }
  for (const id of before.keys()) if (!after.has(id)) changes.push({ action: 'edit', id });
  return changes;
}

/** The expiry (seconds since the epoch) an access token states, or null. */
export function expiryOf(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

interface KeptToken {
  token: string;
  exp: number;
}

export interface UpstreamPollingOptions {
  db: Db;
  live: LiveHub;
  upstream: Upstream;
  lists: readonly PendingList[];
  owners: readonly string[];
  pollSeconds: number;
  now: () => Date;
  log: FastifyBaseLogger;
  /** What else is done with a pending list read (the gateway's copy, upstreamCopy/keeper.ts). */
  keeper?: PendingKeeper;
}

/** What is done with each page of a pending list as read, and with a list read whole, with the token it was read with. */
export interface PendingKeeper {
  pendingPage: (path: string, items: unknown[]) => void;
  pendingRead: (path: string, items: ListItems, token: string) => Promise<void>;
}

/**
 * Changes made elsewhere (a member's upload from their phone, the programme's own staff), found
 * by reading the upstream's pending lists every `pollSeconds` while at least one tab has its
 * event stream open, once for all of them, and published as `change` events with `by` null. The
 * first read of a list (after none was open) only records it.
 *
 * The gateway has no account of its own at the upstream: it reads with the access token of an
 * administrator it let in, the latest one seen on a signed-in request (the stream's own included)
 * of an administrator whose role may list the resource; a token is dropped when it expires, when
 * the upstream refuses it (401), or when its administrator is disabled. A list no kept token may
 * read is skipped. Tokens are never logged.
 */
export class UpstreamPolling {
  /** By administrator: their latest token. */
  private readonly tokens = new Map<number, KeptToken>();
  /** By list path: its items at the last read. */
  private readonly known = new Map<string, ListItems>();
  /** The lists not read whole (told once each). */
  private readonly partial = new Set<string>();
  /** The lists the upstream would not answer, with the status it gave: each told once in the log. */
  private readonly refused = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;

  constructor(private readonly options: UpstreamPollingOptions) {}

  /** A `preHandler` for every route: keeps the bearer token of a signed-in request the gateway let through. */
  readonly tokenSeen = async (request: FastifyRequest): Promise<void> => {
    if (!request.routeOptions.config.signedIn || !request.grantedPermission) return;
    const token = bearerOf(request);
    const kept = this.tokens.get(request.userId);
    if (!token || kept?.token === token) return;
    const exp = expiryOf(token);
    // Another tab's older token does not replace a later one.
    if (exp === null || (kept && kept.exp >= exp)) return;
    this.tokens.delete(request.userId);
    this.tokens.set(request.userId, { token, exp });
  };

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.tokens.clear();
    this.known.clear();
  }

  /** The next round `pollSeconds` after this one ended: rounds never overlap, however slow the upstream. */
  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.round().finally(() => this.schedule()), this.options.pollSeconds * 1000);
    this.timer.unref();
  }

  /** One read of every pending list (the timer's, or a test's), while a stream is open; with none, what was read is forgotten. */
  async round(): Promise<void> {
    const { live, lists, log } = this.options;
    for (const list of lists) {
      if (this.stopped) return;
      if (!live.listened) {
        this.known.clear();
        return;
      }
      try {
        const items = await this.read(list);
        if (items === null || this.stopped) continue;
        const before = this.known.get(list.path);
        this.known.set(list.path, items);
        if (before) this.publish(list.resource, differences(before, items));
      } catch (error) {
        // Down or slow: the other lists would wait as long; the next round tries again.
        log.warn(
          { list: list.path, reason: error instanceof Error ? error.message : String(error) },
          "The upstream's pending list could not be read",
        );
        return;
      }
    }
  }

  /** A list's items, read with the latest token that may; null when none may or the upstream would not answer it. */
  private async read({ path, resource }: PendingList): Promise<ListItems | null> {
    const { upstream, log } = this.options;
    for (const [adminId, kept] of this.readers(resource)) {
      const { keeper } = this.options;
      const read = await readPendingList(upstream, path, kept.token, page => keeper?.pendingPage(path, page));
      if (read.status === 401) {
        if (this.tokens.get(adminId) === kept) this.tokens.delete(adminId);
        continue;
      }
      // The upstream does not let this account read the list: another one may.
      if (read.status === 403) continue;
      if (!read.items) {
        // Once per list and status: a backend without the list would otherwise say so every round.
        const refusal = `${path} ${read.status}`;
        if (!this.refused.has(refusal)) {
          this.refused.add(refusal);
          log.warn({ list: path, status: read.status }, "The upstream's pending list could not be read");
        }
        return null;
      }
      this.refused.forEach(refusal => refusal.startsWith(`${path} `) && this.refused.delete(refusal));
      if (read.unread !== null && !this.partial.has(path)) {
        this.partial.add(path);
        log.warn(
          { list: path, unread: read.unread },
          read.unread === 'pages'
            ? `A pending list of the upstream is longer than ${MAX_PAGES} pages: the rest is not watched`
            : "A pending list's next page is not on the upstream's own address: not followed",
        );
      }
      if (read.unread === null) await keeper?.pendingRead(path, read.items, kept.token);
      return read.items;
    }
    return null;
  }

  /** The kept tokens of administrators whose role may list `resource`, latest first; the expired and the disabled dropped. */
  private readers(resource: Resource): [number, KeptToken][] {
    const { db, owners, now } = this.options;
    // A token about to expire would not last the read.
    const soon = now().getTime() / 1000 + 5;
    const readers: [number, KeptToken][] = [];
    for (const [adminId, kept] of this.tokens) {
      const admin = gatewayAdmin(db, adminId);
      const role = admin && admin.admin_disabled_at === null ? roleOf(admin, owners) : null;
      if (kept.exp <= soon || role === null) this.tokens.delete(adminId);
      else if (roleMay(role, resource, 'list')) readers.push([adminId, kept]);
    }
    return readers.sort(([, left], [, right]) => right.exp - left.exp);
  }

  private publish(resource: Resource, changes: { action: 'create' | 'edit'; id: number }[]): void {
    const at = this.options.now().toISOString();
    for (const { action, id } of changes) {
      const change: LiveChange = { resource, action, id, by: null, at };
      this.options.live.publish(change);
    }
  }
}
