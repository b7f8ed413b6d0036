import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { BILL_KIND, NEW_USER_KIND, PAYOUT_KIND, VOUCHER_REQUEST_KIND } from '@/contract/approvals/kinds';
import { financialYearOf } from '@/contract/programme/financialYear';
import { benefitsInYear, type HistoryLine } from '@/contract/programme/tax194r';
import { roleMay } from '@/contract/team/roles';
import type { KeepCopied } from '../../area';
import type { Db } from '../../db/connection';
import { API_PREFIX } from '../../context';
import { bearerOf, isRecord } from '../../callParts';
import type { Upstream } from '../upstream';
import { readListPages } from '../upstreamLists';
import { PAGE_SIZE, type ListItems } from '../pendingPages';
import { keepYearlyBenefits } from './keptBenefits';
import { keepMembers } from './keptMembers';
import { keepRequests, recordRequestStatus, type RequestKind } from './keptRequests';

type Keep = KeepCopied;

const keepOf =
  (kind: RequestKind): Keep =>
  (db, items) =>
    keepRequests(db, kind, items);

/** The upstream's list of every bill, which the register's credits are learnt from. */
export const ALL_BILLS = BILL_KIND.decidedList;

/**
 * The lists the gateway reads whole at its first start, page by page, to fill what it keeps of the
 * figures; one without a `keep` is kept by the area that declares it (`copiedLists`).
 */
export const FILLED_LISTS: readonly { path: string; keep?: Keep }[] = [
  { path: NEW_USER_KIND.decidedList, keep: keepMembers },
  { path: NEW_USER_KIND.pendingList, keep: keepMembers },
  // The pending bills are among every bill.
  { path: ALL_BILLS },
  { path: PAYOUT_KIND.decidedList, keep: keepOf('payout') },
  { path: PAYOUT_KIND.pendingList, keep: keepOf('payout') },
  { path: VOUCHER_REQUEST_KIND.pendingList, keep: keepOf('voucher') },
];

/** When the upstream's list at `path` was first read whole (an ISO text), or null while it has not been. */
export const filledAt = (db: Db, path: string): string | null =>
  (db.prepare('SELECT filled_at FROM upstream_fills WHERE list = ?').pluck().get(path) as string | undefined) ?? null;

/**
 * Since when the gateway knows every credit the register counts: null when it knows them all (the
 * bills list read whole, and no approved bill's credit unknown); else since that read, or before
 * it since the gateway's database was made.
 */
export function creditsKnownSince(db: Db): string | null {
  const filled = filledAt(db, ALL_BILLS);
  const unknown = db
    .prepare("SELECT 1 FROM upstream_bills WHERE status = 'approved' AND financial_year IS NULL LIMIT 1")
    .get();
  if (filled !== null && unknown === undefined) return null;
  return filled ?? (db.prepare('SELECT MIN(applied_at) FROM schema_migrations').pluck().get() as string);
}

/** Whether the upstream's list at `path` has been read whole once. */
export const isFilled = (db: Db, path: string): boolean => filledAt(db, path) !== null;

/**
 * The pending lists the polling reads, how their items are kept (by the area that declares the
 * list, where no `keep` is given), and how one gone from them is read again.
 */
const PENDING: Readonly<Record<string, { keep?: Keep; table?: string; kind?: RequestKind; read?: string }>> = {
  [NEW_USER_KIND.pendingList]: { keep: keepMembers },
  [BILL_KIND.pendingList]: { table: 'upstream_bills', read: BILL_KIND.read },
  [PAYOUT_KIND.pendingList]: {
    keep: keepOf('payout'),
    table: 'upstream_requests',
    kind: 'payout',
    read: PAYOUT_KIND.read,
  },
  [VOUCHER_REQUEST_KIND.pendingList]: {
    keep: keepOf('voucher'),
    table: 'upstream_requests',
    kind: 'voucher',
    read: VOUCHER_REQUEST_KIND.read,
  },
};

/** The most items gone from a pending list read again in one round; the others in the next. */
const GONE_PER_ROUND = 100;

export interface CopyKeeperOptions {
  db: Db;
  upstream: Upstream;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The lists the areas keep by their own rules (server/area.ts's `copiedListsOf`). */
  copiedLists: Readonly<Record<string, Keep>>;
}

/** The waits before a fill that left lists unread starts again: a minute, doubling up to an hour. */
const FIRST_RETRY_MS = 60_000;
const LAST_RETRY_MS = 3_600_000;

/** How long the administrators' calls must have left the gateway alone before the first fill reads a page. */
const QUIET_MS = 1_000;
/** The longest the first fill waits for that before it reads a page anyway. */
const LONGEST_YIELD_MS = 30_000;

/**
 * What the gateway keeps of the upstream's lists for the figures, and how it is brought up to
 * date. At the first start (a list not yet in upstream_fills), each list of FILLED_LISTS is read
 * whole, a page at a time, with the token of the first administrator seen who may list bills; a
 * list the upstream refuses or fails is read again with a later one, a minute on, then twice as
 * long each time up to an hour (a backend without the list is not asked at every call); it reads a
 * page only once the administrators' calls have left the gateway alone for QUIET_MS (at most
 * LONGEST_YIELD_MS), and pauses after each as long as it took. Then: the answers and
 * decisions the gateway forwards (the areas' `gatewayCalls` and `decisionCalls` keep them), and each
 * round of the polling of the pending lists, whose new items are kept and whose items gone are read again.
 */
export class CopyKeeper {
  private filling: Promise<void> | null = null;
  private stopped = false;
  /** Every list read whole once: nothing left to fill. */
  private complete = false;
  /** After a fill that left a list unread: when the next may start (ms), and the wait after it. */
  private retryAt = 0;
  private retryAfterMs = FIRST_RETRY_MS;
  /** The lists and statuses already logged as unread: each is logged once. */
  private readonly warned = new Set<string>();
  /** When an administrator's call last came in or was answered (ms). */
  private lastCallAt = 0;

  /** The lists of FILLED_LISTS that something keeps: a list whose area is not registered is not read. */
  private readonly filledLists: readonly { path: string; keep: Keep }[];

  constructor(private readonly options: CopyKeeperOptions) {
    this.filledLists = FILLED_LISTS.flatMap(({ path, keep }) => {
      const kept = this.keepOf(path, keep);
      return kept ? [{ path, keep: kept }] : [];
    });
  }

  /** How the items of the list at `path` are kept: as given here, else as the area that declares it keeps them. */
  private keepOf(path: string, keep: Keep | undefined): Keep | undefined {
    return keep ?? this.options.copiedLists[path];
  }

  private filled(path: string): boolean {
    return isFilled(this.options.db, path);
  }

  /** Whether every list has been read whole once (once true, it stays). */
  private get filledAll(): boolean {
    this.complete ||= this.filledLists.every(list => this.filled(list.path));
    return this.complete;
  }

  /** A `preHandler`: the first fill starts with the token of a signed-in administrator who may list bills. */
  readonly tokenSeen = async (request: FastifyRequest): Promise<void> => {
    if (this.filling || this.stopped || !request.routeOptions.config.signedIn || !request.grantedPermission) return;
    if (Date.now() < this.retryAt) return;
    if (this.complete || !roleMay(request.adminRole, 'bills', 'list') || this.filledAll) return;
    const token = bearerOf(request);
    if (!token) return;
    this.filling = this.fill(token)
      .catch((error: unknown) => this.options.log.error({ err: error }, "The figures' first fill stopped"))
      .finally(() => (this.filling = null));
  };

  /**
   * An `onRequest` and `onResponse` hook: the first fill yields to the administrators' calls, since
   * a deep page of a long list can hold the upstream for a while.
   */
  readonly callSeen = async (request: FastifyRequest): Promise<void> => {
    if (request.url.startsWith(`${API_PREFIX}/`)) this.lastCallAt = Date.now();
  };

  /** Waits until the administrators' calls have left the gateway alone for QUIET_MS, at most LONGEST_YIELD_MS. */
  private async yieldToCalls(): Promise<void> {
    const until = Date.now() + LONGEST_YIELD_MS;
    for (let quiet = Date.now() - this.lastCallAt; !this.stopped && quiet < QUIET_MS && Date.now() < until;) {
      await new Promise(resolve => setTimeout(resolve, QUIET_MS - quiet));
      quiet = Date.now() - this.lastCallAt;
    }
  }

  /** Ends a fill under way at its next page (the gateway closing). */
  stop(): void {
    this.stopped = true;
  }

  private async fill(token: string): Promise<void> {
    const unread = await this.fillLists(token);
    if (unread === 0) return;
    this.retryAt = Date.now() + this.retryAfterMs;
    this.retryAfterMs = Math.min(this.retryAfterMs * 2, LAST_RETRY_MS);
  }

  /** Logs once that a list could not be read whole, for each list and reason. */
  private warnOnce(list: string, reason: string | number, details: object, message: string): void {
    if (this.warned.has(`${list} ${reason}`)) return;
    this.warned.add(`${list} ${reason}`);
    this.options.log.warn({ list, ...details }, message);
  }

  /** Reads each list not yet filled, page by page; how many are left unread. */
  private async fillLists(token: string): Promise<number> {
    const { db, upstream, now } = this.options;
    let unread = 0;
    for (const { path, keep } of this.filledLists) {
      // The gateway closing closes its database: nothing of it is read or written after.
      if (this.stopped) return unread + 1;
      if (this.filled(path)) continue;
      try {
        await this.yieldToCalls();
        let asked = Date.now();
        const read = await readListPages(upstream, { path, token, pageSize: PAGE_SIZE }, async items => {
          if (this.stopped) throw new Error('The gateway is closing.');
          keep(db, items, null);
          // As long a pause as the page took: the fill never takes more than half of the upstream's time.
          await new Promise(resolve => setTimeout(resolve, Date.now() - asked));
          await this.yieldToCalls();
          asked = Date.now();
        });
        if (read.status !== 200 || read.unread !== null) {
          this.warnOnce(
            path,
            read.status,
            { status: read.status, unread: read.unread },
            "The upstream's list could not be read whole",
          );
          unread += 1;
          continue;
        }
        if (this.stopped) return unread + 1;
        db.prepare('INSERT INTO upstream_fills (list, filled_at) VALUES (?, ?)').run(path, now().toISOString());
      } catch (error) {
        if (this.stopped) return unread + 1;
        const reason = error instanceof Error ? error.message : String(error);
        this.warnOnce(path, reason, { reason }, "The upstream's list could not be read");
        unread += 1;
      }
    }
    return unread;
  }

  /** A page of a pending list as the polling read it: its items kept. */
  readonly pendingPage = (path: string, items: unknown[]): void => {
    const pending = PENDING[path];
    if (pending) this.keepOf(path, pending.keep)?.(this.options.db, items, this.options.now().toISOString());
  };

  /**
   * A pending list read whole by the polling with `token`: the items kept as pending that it no
   * longer holds were decided (or removed) elsewhere, and are read again, each by the spec's call.
   */
  readonly pendingRead = async (path: string, items: ListItems, token: string): Promise<void> => {
    const pending = PENDING[path];
    const keep = this.keepOf(path, pending?.keep);
    if (!pending?.table || !pending.read || !keep) return;
    const { db, upstream, now } = this.options;
    const kept = db
      .prepare(
        `SELECT id FROM ${pending.table} WHERE status = 'pending'${pending.kind ? ' AND kind = ?' : ''} ORDER BY id`,
      )
      .pluck()
      .all(...(pending.kind ? [pending.kind] : [])) as number[];
    const gone = kept.filter(id => !items.has(id)).slice(0, GONE_PER_ROUND);
    for (const id of gone) {
      const answer = await upstream.get(`${pending.read}${id}/`, token);
      if (this.stopped) return;
      // Gone from the pending list: decided, whether or not the answer says how (the spec's voucher request does not).
      const said = isRecord(answer.body) && answer.body.status !== 'pending' ? answer.body.status : undefined;
      if (answer.status === 200) {
        keep(db, [{ ...(answer.body as object), status: said ?? 'decided' }], now().toISOString());
        if (!pending.kind) await this.creditsOfApproval(id, token);
      } else if (answer.status === 404) this.removed(pending.kind, id);
      else return;
    }
  };

  /** Bills a forwarded answer showed approved elsewhere: their members' credits read in the background, with `token`. */
  readonly approvedElsewhere = (ids: readonly number[], token: string): void => {
    void (async () => {
      for (const id of ids) await this.creditsOfApproval(id, token);
    })().catch(error =>
      this.options.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        "A member's transaction history could not be read",
      ),
    );
  };

  /**
   * A bill found approved elsewhere without its figures: its member's credits in the year of the
   * approval are read from their transaction history, one read for the member.
   */
  private async creditsOfApproval(id: number, token: string): Promise<void> {
    const { db, upstream } = this.options;
    if (this.stopped) return;
    const bill = db
      .prepare(
        "SELECT user_id, decided_at FROM upstream_bills WHERE id = ? AND status = 'approved' AND points_earned IS NULL",
      )
      .get(id) as { user_id: number; decided_at: string | null } | undefined;
    if (!bill?.decided_at) return;
    const history: HistoryLine[] = [];
    const path = `loyalty/admin/users/transactions/history/${bill.user_id}/`;
    const read = await readListPages(upstream, { path, token, pageSize: PAGE_SIZE }, items => {
      history.push(...(items as HistoryLine[]));
    });
    if (this.stopped || read.status !== 200 || read.unread !== null) return;
    const year = financialYearOf(new Date(bill.decided_at));
    keepYearlyBenefits(db, bill.user_id, year, benefitsInYear(history, year));
  }

  private removed(kind: RequestKind | undefined, id: number): void {
    if (kind) recordRequestStatus(this.options.db, kind, id, 'removed');
    else this.options.db.prepare("UPDATE upstream_bills SET status = 'removed' WHERE id = ?").run(id);
  }
}
