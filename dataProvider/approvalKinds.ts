import type { PendingKind } from '@/contract/approvals/kinds';
import { readUserId } from '@/authProvider';
import type { ListRecord } from './list';
import { fullName } from './personName';

/**
 * A kind of pending work the approvals inbox merges (the approvals area's `inboxList.ts`): its name,
 * declared in contract/approvals/kinds.ts. Each comes from a list of an area, which the area's
 * endpoints name (`pending`); the area's index declares how its rows read and are decided (`approvalKinds`).
 */
export type ApprovalKind = string;

/** One pending item of any kind, as a row of the inbox. */
export interface Approval extends ListRecord {
  /** `{kind}-{id}`: ids of different kinds may be equal. */
  id: string;
  kind: ApprovalKind;
  /** The item's own id, for its detail page and its decision. */
  itemId: number | string;
  member: string;
  firm?: unknown;
  email?: unknown;
  phone?: unknown;
  /** Rupees of a bill or a payout. */
  amount?: unknown;
  /** Points of a voucher request. */
  points?: unknown;
  /** When it was asked for (milliseconds since 1970), or null when the backend sends no date. */
  submitted_at: number | null;
  /** The item as its own list answers it, for its decision dialog. */
  item: Record<string, unknown>;
  /**
   * Four eyes (contract/team/fourEyes.ts): `yours` when another administrator approved it first
   * and it awaits a second approval, `own` when the signed-in one did; absent otherwise.
   */
  second_approval?: 'yours' | 'own';
}

type Item = Record<string, unknown>;

/** Where the approvals inbox finds one kind of pending work: one of the area's own lists. */
export interface PendingSource {
  /** The kind, its order and its four eyes as the contract declares them. */
  kind: PendingKind;
  /** The area's resource whose list holds every pending item of the kind. */
  resource: string;
  /** Which source of a merged list (edit requests merge two), when it has several. */
  source?: number;
  /** Whom it concerns: the record holding their name, firm, email and phone (the item itself by default). */
  personOf?: (item: Item) => Item;
  figureOf?: (item: Item) => Pick<Approval, 'amount' | 'points'>;
}
export type PendingSources = readonly PendingSource[];

/** A kind of pending work with the path of the list it comes from. */
export interface KindSource extends Required<Pick<PendingSource, 'resource' | 'personOf'>> {
  path: string;
  /** The field telling when it was asked for, which a paging backend orders by. */
  dateField: string;
  figureOf?: PendingSource['figureOf'];
  /** Whether a second approval may be awaited on it (four eyes, contract/team/fourEyes.ts). */
  fourEyes: boolean;
}
/** Every kind declared, in the inbox's order (their keys' order). */
export type KindSources = Record<ApprovalKind, KindSource>;

/** The `second_approval` of an item: whose second approval its first one awaits. */
function secondApprovalOf(item: Item): Approval['second_approval'] {
  const by = (item.awaiting_second_approval as { by?: { id?: unknown } } | null | undefined)?.by?.id;
  if (by === undefined || by === null) return undefined;
  return String(by) === readUserId() ? 'own' : 'yours';
}

/**
 * The inbox's sort by how long its items have waited, which its Waiting column shows: by
 * `submitted_at` turned round, so that ascending is the shortest wait first.
 */
export const longestWaitingFirst = { field: '-submitted_at', order: 'DESC' } as const;

/** A nested record of an item (its member, its voucher), or an empty one. */
export const objectAt = (item: Item, field: string) => (item[field] ?? {}) as Item;

/** A date as milliseconds, or null when missing or unreadable (sorted last). */
export function timeOf(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** An item of a kind's list as a row of the inbox. */
export function toApproval(kind: ApprovalKind, { dateField, personOf, figureOf }: KindSource, item: Item): Approval {
  const person = personOf(item);
  return {
    id: `${kind}-${item.id}`,
    kind,
    itemId: item.id as Approval['itemId'],
    member: fullName(person),
    firm: person.firm_name,
    email: person.email,
    phone: person.phone,
    ...figureOf?.(item),
    submitted_at: timeOf(item[dateField]),
    item,
    ...(item.awaiting_second_approval ? { second_approval: secondApprovalOf(item) } : {}),
  };
}
