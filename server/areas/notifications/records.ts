import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { mediaUrlSql } from '@/server/media';
import { choiceOf, isTrue, ranges, type Filter } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { sql } from '@/server/paging/sql';
import type { Served } from '@/contract/fields/answered';
import type { Notification } from '@/contract/notifications';

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

const DAY_MS = 86_400_000;
/** India keeps +05:30 all year. */
const INDIA_OFFSET = '+05:30';

export type TimeGroup = 'today' | 'yesterday' | 'this_week' | 'last_week';

/**
 * Where each group starts, by India's calendar: today and yesterday are calendar days;
 * this week is the five days before yesterday (the last seven days), last week the seven before.
 */
export function groupStarts(todayInIndia: string): Record<TimeGroup, string> {
  const midnight = Date.parse(`${todayInIndia}T00:00:00.000${INDIA_OFFSET}`);
  const at = (daysBack: number) => new Date(midnight - daysBack * DAY_MS).toISOString();
  return { today: at(0), yesterday: at(1), this_week: at(6), last_week: at(13) };
}

/** A notification as the API answers it (contract/notifications.ts), with whether it was read. */
export type NotificationRecord = Served<Notification, 'is_read'>;

const RECORD_SQL = `
  SELECT n.id, n.title, n.message, n.user_name, n.created_at, n.action_url, n.is_read,
         n.related_user_id, n.related_bill_id, n.related_payment_id, n.related_voucher_id,
         v.offer_name AS voucher_offer_name, v.company_name AS voucher_company_name,
         CASE WHEN v.company_logo IS NULL THEN NULL ELSE ${mediaUrlSql('v.company_logo')} END AS voucher_company_logo
  FROM notifications n LEFT JOIN vouchers v ON v.id = n.related_voucher_id`;

/** A row of RECORD_SQL: the answer's own fields, is_read as 0 or 1, the relations by id, the voucher's columns. */
type NotificationRow = Pick<Notification, 'id' | 'title' | 'message' | 'user_name' | 'created_at' | 'action_url'> & {
  is_read: number;
  related_user_id: number | null;
  related_bill_id: number | null;
  related_payment_id: number | null;
  related_voucher_id: number | null;
  voucher_offer_name: string | null;
  voucher_company_name: string | null;
  voucher_company_logo: string | null;
};

/** A notification as the API answers it: the related voucher with its logo, the other relations as ids. */
function toRecord(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    user_name: row.user_name,
    created_at: row.created_at,
    action_url: row.action_url,
    is_read: row.is_read === 1,
    related_user: row.related_user_id,
    related_bill: row.related_bill_id,
    related_payment: row.related_payment_id,
    related_voucher:
      row.related_voucher_id === null
        ? null
        : {
            id: row.related_voucher_id,
            offer_name: row.voucher_offer_name,
            company_name: row.voucher_company_name,
            company_logo: row.voucher_company_logo,
          },
  };
}

const GROUPS: TimeGroup[] = ['today', 'yesterday', 'this_week', 'last_week'];

const groupOf = (starts: Record<TimeGroup, string>, createdAt: string) =>
  GROUPS.find(key => createdAt >= starts[key]) ?? 'last_week';

/** The last two weeks' notifications in their groups, each newest first. */
export function groupedByTime(db: Db, todayInIndia: string): Record<TimeGroup, NotificationRecord[]> {
  const starts = groupStarts(todayInIndia);
  const rows = db
    .prepare(`${RECORD_SQL} WHERE n.created_at >= ? ORDER BY n.created_at DESC, n.id DESC`)
    .all(starts.last_week) as NotificationRow[];
  const groups: Record<TimeGroup, NotificationRecord[]> = { today: [], yesterday: [], this_week: [], last_week: [] };
  for (const row of rows) groups[groupOf(starts, row.created_at)].push(toRecord(row));
  return groups;
}

/** `group`: the notifications of one time group. */
const inGroup =
  (starts: Record<TimeGroup, string>): Filter =>
  (values, name) => {
    const group = choiceOf(values, name, GROUPS) as TimeGroup;
    const end = GROUPS[GROUPS.indexOf(group) - 1];
    return end === undefined
      ? sql('n.created_at >= ?', starts[group])
      : sql('n.created_at >= ? AND n.created_at < ?', starts[group], starts[end]);
  };

/** The app's type of a notification, from its title: containing bill, else payment, else user, else other. */
const TITLE_HAS = (word: string) => `n.title LIKE '%${word}%'`;
const KINDS: Record<string, string> = {
  bill: TITLE_HAS('bill'),
  payment: `NOT ${TITLE_HAS('bill')} AND ${TITLE_HAS('payment')}`,
  user: `NOT ${TITLE_HAS('bill')} AND NOT ${TITLE_HAS('payment')} AND ${TITLE_HAS('user')}`,
  other: `NOT ${TITLE_HAS('bill')} AND NOT ${TITLE_HAS('payment')} AND NOT ${TITLE_HAS('user')}`,
};
const ofKind: Filter = (values, name) => sql(KINDS[choiceOf(values, name, Object.keys(KINDS))]);

/**
 * The last two weeks' notifications as one list, newest first, each naming its `group` (a DRF
 * page of `grouped-by-time/`): searched by title, message and name.
 */
export function notificationList(db: Db, todayInIndia: string): PagedList {
  const starts = groupStarts(todayInIndia);
  return {
    from: 'notifications n',
    id: 'n.id',
    where: sql('n.created_at >= ?', starts.last_week),
    search: { fields: ['n.title', 'n.message', 'n.user_name'] },
    orderings: {
      id: 'n.id',
      created_at: 'n.created_at',
      title: 'n.title',
      user_name: 'n.user_name',
      is_read: 'n.is_read',
    },
    defaultOrdering: '-created_at',
    filters: {
      group: inGroup(starts),
      kind: ofKind,
      is_read: isTrue('n.is_read'),
      ...ranges('created_at', 'n.created_at', 'date'),
    },
    items: ids =>
      (
        db
          .prepare(`${RECORD_SQL} JOIN json_each(?) page ON page.value = n.id ORDER BY page.key`)
          .all(JSON.stringify(ids)) as NotificationRow[]
      ).map(row => ({ ...toRecord(row), group: groupOf(starts, row.created_at) })),
  };
}

/** One notification, marked read. */
export function readNotification(db: Db, id: number): NotificationRecord {
  db.prepare('UPDATE notifications SET is_read = 1 WHERE id = ?').run(id);
  const row = db.prepare(`${RECORD_SQL} WHERE n.id = ?`).get(id) as NotificationRow | undefined;
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toRecord(row);
}
