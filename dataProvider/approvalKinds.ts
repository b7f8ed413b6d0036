import type { ListSource } from './endpoints';
import type { ListRecord } from './list';
import { pendingEndpoints } from './endpoints/pending';
import { fullName } from './endpoints/searchFields';
import { userEndpoints } from './endpoints/users';
import { voucherEndpoints } from './endpoints/vouchers';

/** The kinds of pending work the approvals inbox merges (`dataProvider/approvals.ts`), each from a list of the spec's backend. */
export const approvalKinds = ['newUser', 'profileEdit', 'emailEdit', 'bill', 'voucherRequest', 'payout'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

/**
 * The resources whose lists hold every pending item (edit requests merge profile and email
 * edits): their totals add up to the inbox's count without fetching the inbox itself.
 */
export const pendingResources = ['newUsers', 'editRequests', 'billRequests', 'voucherRequests', 'pendingPayments'];

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
}

/**
 * The inbox's sort by how long its items have waited, which its Waiting column shows: by
 * `submitted_at` turned round, so that ascending is the shortest wait first.
 */
export const longestWaitingFirst = { field: '-submitted_at', order: 'DESC' } as const;

type Item = Record<string, unknown>;
/** A nested record of an item (its member, its voucher), or an empty one. */
export const objectAt = (item: Item, field: string) => (item[field] ?? {}) as Item;
const pathOf = (list: string | ListSource[] | undefined, index = 0) =>
  typeof list === 'string' ? list : (list?.[index].path ?? '');

export interface KindSource {
  path: string;
  /** The field telling when it was asked for, which a paging backend orders by. */
  dateField: string;
  /** Whom it concerns: the record holding their name, firm, email and phone. */
  personOf: (item: Item) => Item;
  figureOf?: (item: Item) => Pick<Approval, 'amount' | 'points'>;
}

const ownPerson = (item: Item) => item;

/** Where each kind comes from: the very lists the other screens fetch. */
export const kindSources: Record<ApprovalKind, KindSource> = {
  newUser: { path: pathOf(userEndpoints.resources.newUsers.list), dateField: 'date_joined', personOf: ownPerson },
  profileEdit: {
    path: pathOf(userEndpoints.resources.editRequests.list, 0),
    dateField: 'created_at',
    personOf: ownPerson,
  },
  emailEdit: {
    path: pathOf(userEndpoints.resources.editRequests.list, 1),
    dateField: 'created_at',
    personOf: ownPerson,
  },
  bill: {
    path: pathOf(pendingEndpoints.resources.billRequests.list),
    dateField: 'date_added',
    personOf: bill => ({ first_name: bill.user_name, ...objectAt(bill, 'user_list') }),
    figureOf: bill => ({ amount: bill.amount }),
  },
  voucherRequest: {
    path: pathOf(voucherEndpoints.resources.voucherRequests.list),
    dateField: 'requested_on',
    personOf: request => objectAt(request, 'user_details'),
    figureOf: request => ({ points: objectAt(request, 'voucher_details').points_required ?? request.points }),
  },
  payout: {
    path: pathOf(pendingEndpoints.resources.pendingPayments.list),
    dateField: 'date',
    personOf: payment => objectAt(payment, 'user_list'),
    figureOf: payment => ({ amount: payment.amount }),
  },
};

/** A date as milliseconds, or null when missing or unreadable (sorted last). */
export function timeOf(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** An item of a kind's list as a row of the inbox. */
export function toApproval(kind: ApprovalKind, item: Item): Approval {
  const { dateField, personOf, figureOf } = kindSources[kind];
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
  };
}
