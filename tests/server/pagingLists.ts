import type { SignedInServer } from './helpers';

// The lists the reference server pages, with what the app searches in each (its endpoints
// table's searchFields), for checking pages against the whole-array answer.

export type Item = Record<string, unknown> & { id: number };

/** A field a list search looks in: a dotted path, or a value worked out from the item. */
type Field = string | ((item: Item) => unknown);

export interface ListCase {
  name: string;
  /** The list's path below the API root, given the test server (member-scoped lists pick a member). */
  path: (server: SignedInServer) => string;
  searchFields: Field[];
  /** A field to sort by (ties broken by id), compared as the database does. */
  ordering: string;
  /** A filter, and the items of the whole answer it keeps. */
  filter?: { query: string; keeps: (item: Item) => boolean };
  /** The whole answer as one list (a grouped answer flattened). */
  flatten?: (body: unknown) => Item[];
}

export function valueAt(item: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Item)[key] : undefined), item);
}

const fullName = (person: unknown) =>
  [valueAt(person, 'first_name'), valueAt(person, 'last_name')]
    .filter(part => typeof part === 'string' && part.trim())
    .join(' ');

/** Whether one of the fields holds `text`, case-insensitively: the app's search of a whole array. */
export function matches(item: Item, fields: Field[], text: string): boolean {
  const needle = text.toLowerCase();
  return fields.some(field => {
    const value = typeof field === 'function' ? field(item) : valueAt(item, field);
    return value !== null && value !== undefined && String(value).toLowerCase().includes(needle);
  });
}

/** A member with ledger entries, voucher requests and certificates to page through. */
const busyMember = (server: SignedInServer) =>
  server
    .db()
    .prepare(
      `SELECT u.id FROM users u JOIN ledger_entries l ON l.user_id = u.id
       WHERE u.is_admin = 0 AND u.deleted_at IS NULL AND u.status = 'approved' GROUP BY u.id ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    .pluck()
    .get() as number;

const userFields: Field[] = [fullName, 'email', 'phone', 'firm_name', 'user_type', 'referred_by'];
const billFields: Field[] = ['user_name', 'invoice_number', 'user_list.firm_name', 'dealer', 'amount', 'status'];
const paymentFields: Field[] = [
  item => fullName(item.user_list),
  'user_list.firm_name',
  'user_list.phone',
  'amount',
  'status',
  'account_holders_name',
  'bank_name',
];
const directoryFields: Field[] = [fullName, 'email', 'phone', 'referral_code', 'referral_count'];
const editFields: Field[] = [fullName, 'email', 'phone', 'firm_name'];

export const LIST_CASES: ListCase[] = [
  {
    name: 'users',
    path: () => 'user/users/',
    searchFields: userFields,
    ordering: 'first_name',
    filter: { query: 'user_type=dealer', keeps: item => item.user_type === 'dealer' },
  },
  {
    name: 'new users',
    path: () => 'user/new-users/',
    searchFields: [...userFields, 'firm_type'],
    ordering: 'user_type',
    filter: {
      query: 'firm_type_in=partnership,llp',
      keeps: item => ['partnership', 'llp'].includes(String(item.firm_type)),
    },
  },
  {
    name: 'profile edit requests',
    path: () => 'user/profile-update/requests/',
    searchFields: editFields,
    ordering: 'email',
  },
  {
    name: 'email edit requests',
    path: () => 'user/email-update/requests/',
    searchFields: editFields,
    ordering: 'phone',
  },
  {
    name: 'salesmen',
    path: () => 'user/directory/list/salesman/',
    searchFields: directoryFields,
    ordering: 'referral_count',
    filter: { query: 'user_type=flexible_salesperson', keeps: item => item.user_type === 'flexible_salesperson' },
  },
  {
    name: 'architects',
    path: () => 'user/directory/list/architect/',
    searchFields: directoryFields,
    ordering: 'last_name',
  },
  {
    name: 'products of a category',
    path: server => {
      const { brand_id, category_id } = server
        .db()
        .prepare('SELECT brand_id, category_id FROM products GROUP BY category_id ORDER BY COUNT(*) DESC LIMIT 1')
        .get() as { brand_id: number; category_id: number };
      return `product/product/brand/${brand_id}/category/${category_id}/`;
    },
    searchFields: ['name', 'code', 'category_name', 'brand_name'],
    ordering: 'price_in_inr',
    filter: { query: 'is_featured=true', keeps: item => item.is_featured === true },
  },
  {
    name: 'vouchers',
    path: () => 'loyalty/voucher/list/',
    searchFields: ['offer_name', 'company_name', 'points_required', 'validity'],
    ordering: 'points_required',
    filter: {
      query: 'expiry=ongoing&is_scheme=false',
      keeps: item => String(item.validity) >= '2025-06-15' && item.is_scheme === false,
    },
  },
  {
    name: 'voucher requests',
    path: () => 'loyalty/voucher-requests/',
    searchFields: [
      item => fullName(item.user_details),
      'user_details.firm_name',
      'user_details.user_type',
      'voucher_details.offer_name',
      'voucher_details.company_name',
      'voucher_details.points_required',
    ],
    ordering: 'voucher_details.offer_name',
  },
  {
    name: 'pending bills',
    path: () => 'bill/approve-requests/',
    searchFields: billFields,
    ordering: 'amount',
    filter: {
      query: 'amount_gte=1000&amount_lte=20000',
      keeps: item => Number(item.amount) >= 1000 && Number(item.amount) <= 20000,
    },
  },
  {
    name: 'all bills',
    path: () => 'bill/list/all-bills/',
    searchFields: billFields,
    ordering: 'invoice_date',
    filter: {
      query: 'status_in=approved,rejected&invoice_date_gte=2024-01-01&invoice_date_lte=2024-12-31',
      keeps: item =>
        item.status !== 'pending' &&
        String(item.invoice_date) >= '2024-01-01' &&
        String(item.invoice_date) <= '2024-12-31',
    },
  },
  {
    name: 'pending payments',
    path: () => 'loyalty/payment/pending/list/',
    searchFields: paymentFields,
    ordering: 'user_list.firm_name',
  },
  {
    name: 'payment history',
    path: () => 'loyalty/payment/list/',
    searchFields: paymentFields,
    ordering: 'amount',
    filter: {
      query: 'status=approved&date_lte=2025-06-01',
      keeps: item => item.status === 'approved' && String(item.date).slice(0, 10) <= '2025-06-01',
    },
  },
  {
    name: 'notifications',
    path: () => 'main/admin-notifications/grouped-by-time/',
    searchFields: ['title', 'message', 'user_name'],
    ordering: 'title',
    filter: { query: 'kind=bill', keeps: item => String(item.title).toLowerCase().includes('bill') },
    flatten: body =>
      ['today', 'yesterday', 'this_week', 'last_week'].flatMap(group =>
        ((body as Record<string, Item[]>)[group] ?? []).map(item => ({ ...item, group })),
      ),
  },
  {
    name: "a member's transactions",
    path: server => `loyalty/admin/users/transactions/history/${busyMember(server)}/`,
    searchFields: ['type', 'amount'],
    ordering: 'amount',
    filter: { query: 'type=cash_earned', keeps: item => item.type === 'cash_earned' },
  },
  {
    name: "a member's vouchers",
    path: server => `loyalty/admin/voucher/users-vouchers/${busyMember(server)}/`,
    searchFields: ['voucher_details.offer_name', 'voucher_details.company_name', 'voucher_code', 'status'],
    ordering: 'status',
  },
  {
    name: "a member's TDS certificates",
    path: server => `loyalty/admin/tds-certificate/user-certificates/${busyMember(server)}/`,
    searchFields: ['file_name'],
    ordering: 'file_name',
  },
];
