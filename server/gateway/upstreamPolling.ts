import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { PENDING_KINDS } from '@/contract/approvals/kinds';
import type { Db } from '../db/connection';
import type { LiveHub } from '../live/hub';
import type { Resource } from '../team/permissions';
import type { ForwardedCall } from './forwardedCall';
import { differences, publishFound } from './pendingChanges';
import { MAX_PAGES, readPendingList, type ListItems } from './pendingPages';
import { PollingTokens } from './pollingTokens';
import { partsOf } from './specCalls';
import type { Upstream } from './upstream';

/** The spec's reads of pending work: where a change made elsewhere (a member's bill from their phone) shows. */
export const PENDING_LIST_CALLS: readonly string[] = PENDING_KINDS.map(kind => `GET /${kind.pendingList}`);

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
 * by reading the upstream's pending lists (pendingPages.ts) in rounds every `pollSeconds` while
 * at least one tab has its event stream open, once for all of them, with the latest token of an
 * administrator whose role may list the resource (pollingTokens.ts), and published as `change`
 * events with `by` null (pendingChanges.ts). The first read of a list (after none was open) only
 * records it. A list no kept token may read is skipped.
 */
export class UpstreamPolling {
  private readonly tokens: PollingTokens;
  /** By list path: its items at the last read. */
  private readonly known = new Map<string, ListItems>();
  /** The lists not read whole (told once each). */
  private readonly partial = new Set<string>();
  /** The lists the upstream would not answer, with the status it gave: each told once in the log. */
  private readonly refused = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;

  constructor(private readonly options: UpstreamPollingOptions) {
    this.tokens = new PollingTokens(options);
  }

  /** A `preHandler` for every route: keeps the bearer token of a signed-in request the gateway let through. */
  readonly tokenSeen = (request: FastifyRequest): Promise<void> => this.tokens.seen(request);

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
        if (before) publishFound(live, list.resource, differences(before, items), this.options.now());
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
    for (const [adminId, kept] of this.tokens.readersOf(resource)) {
      const { keeper } = this.options;
      const read = await readPendingList(upstream, path, kept.token, page => keeper?.pendingPage(path, page));
      if (read.status === 401) {
        this.tokens.refused(adminId, kept);
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
}
