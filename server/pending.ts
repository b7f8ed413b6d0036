import type { PendingKind } from '@/contract/approvals/kinds';
import { shownMember } from './members/records';

/**
 * A kind of pending work an area's list holds (the approvals inbox's kind of the same name, as the
 * app's area declares it in its endpoints' `pending`): where its rows wait, as its list shows them,
 * for what measures the queue (the programme's movement) to count and age them without knowing
 * the area.
 */
export interface PendingQueue {
  /** Its place in the inbox's order (the app's `order` of the kind). */
  order: number;
  /** Its list of pending items, under /api/v1/. */
  list: string;
  /** SQL: the table its rows are read from, with an alias. */
  from: string;
  /** SQL: when a row was submitted (an ISO text). */
  submitted: string;
  /** SQL: which rows of `from` wait, as its list shows them. */
  where: string;
}

/** The pending queues the areas declare, by kind. */
export type PendingQueues = Readonly<Record<string, PendingQueue>>;

/** A declared queue with its kind. */
export type KindQueue = PendingQueue & { kind: string };

/** The queue of a kind (contract/approvals/kinds.ts), its rows where `rows` says. */
export const pendingQueue = (
  kind: PendingKind,
  rows: Pick<PendingQueue, 'from' | 'submitted' | 'where'>,
): PendingQueues => ({ [kind.name]: { order: kind.order, list: kind.pendingList, ...rows } });

/** The pending requests (bills too) of a table as their lists show them: those of members the lists show. */
export const pendingRequests = (
  table: string,
  submitted: string,
): Pick<PendingQueue, 'from' | 'submitted' | 'where'> => ({
  from: `${table} r`,
  submitted: `r.${submitted}`,
  where: `r.status = 'pending' AND ${shownMember('r.user_id')}`,
});

/** Every queue the areas declare, in the inbox's order. */
export const pendingQueuesOf = (areas: readonly { pending?: PendingQueues }[]): KindQueue[] =>
  areas
    .flatMap(area => Object.entries(area.pending ?? {}).map(([kind, queue]) => ({ kind, ...queue })))
    .sort((a, b) => a.order - b.order);
