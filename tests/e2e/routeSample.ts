import type { Page } from 'playwright-core';
import { apiGet } from './browser';

interface Row {
  id: number;
}

const seeded = async <T extends Row = Row>(page: Page, path: string) => {
  const rows = await apiGet<T[] | { results: T[] }>(page, path);
  const list = Array.isArray(rows) ? rows : rows.results;
  if (!list.length) throw new Error(`Nothing seeded at ${path}`);
  return list;
};

const first = async <T extends Row = Row>(page: Page, path: string) => (await seeded<T>(page, path))[0];

/** The demo's pending bill with a line no catalogue product matches, whose page shows the schemes' breakdown. */
async function schemesBill(page: Page) {
  const bills = await seeded<Row & { invoice_number: string }>(page, 'bill/approve-requests/');
  const bill = bills.find(each => each.invoice_number.endsWith('/62100'));
  if (!bill) throw new Error('The demo has no pending bill 62100 (server/db/seed/schemes.ts)');
  return bill.id;
}

type Member = Row & { first_name: string; last_name: string };

/** The seeded records the addresses name, and what their pages are titled by. */
export interface SeededRecords {
  ids: Record<string, number | string>;
  member: Member;
  brandName: string;
}

/** Reads the seeded records every address of `signedInAddresses` names, with the page's session. */
export async function seededRecords(page: Page): Promise<SeededRecords> {
  const [member, newUser, edit, salesman, architect, brand, category, voucher, voucherRequest, bill, billDone] =
    await Promise.all([
      first<Member>(page, 'user/users/'),
      first(page, 'user/new-users/'),
      first(page, 'user/profile-update/requests/'),
      first(page, 'user/directory/list/salesman/'),
      first(page, 'user/directory/list/architect/'),
      first<Row & { name: string }>(page, 'product/brand/list/'),
      first(page, 'product/category/list/'),
      first(page, 'loyalty/voucher/list/'),
      first(page, 'loyalty/voucher-requests/'),
      first(page, 'bill/approve-requests/'),
      first(page, 'bill/list/all-bills/'),
    ]);
  const [payment, paymentDone, { products }, scheme, billWithSchemes] = await Promise.all([
    first(page, 'loyalty/payment/pending/list/'),
    first(page, 'loyalty/payment/list/'),
    apiGet<{ products: Row[] }>(page, 'product/search/?query=a'),
    first(page, 'schemes/'),
    schemesBill(page),
  ]);
  const ids = {
    user: member.id,
    newUser: newUser.id,
    edit: edit.id,
    salesman: salesman.id,
    architect: architect.id,
    brand: brand.id,
    category: category.id,
    voucher: voucher.id,
    voucherRequest: voucherRequest.id,
    bill: bill.id,
    billDone: billDone.id,
    billWithSchemes,
    payment: payment.id,
    paymentDone: paymentDone.id,
    product: products[0].id,
    scheme: scheme.id,
    email: encodeURIComponent('admin@loyalty.test'),
  };
  return { ids, member, brandName: brand.name };
}

/** The address with each `{record}` replaced by the seeded record's id. */
export const addressOf = (template: string, { ids }: SeededRecords) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in ids)) throw new Error(`No seeded record for {${name}}`);
    return String(ids[name]);
  });

/** Every signed-in address of the spec's table and of the areas beyond it, `{record}` for a seeded record's id. */
export const signedInAddresses = [
  '/',
  '/approvals',
  '/audit',
  '/tax/194r',
  '/programme',
  '/admins',
  '/user/list',
  '/user/list?tab=new',
  '/user/list?tab=edits',
  '/user/add-user',
  '/user/user-detail/{user}',
  '/user/new-user-detail/{newUser}',
  '/user/edit-request/detail/{edit}',
  '/directory/list',
  '/directory/list?tab=architect',
  '/directory/add-directory',
  '/directory/add-directory-architect',
  '/directory/edit-directory-salesman/{salesman}',
  '/directory/edit-directory-architect/{architect}',
  '/directory/directory-detail/{salesman}',
  '/products/list',
  '/products/add-product',
  '/products/product-detail/{product}',
  '/products/add-category',
  '/products/edit-category/{category}',
  '/products/add-brand',
  '/products/edit-brand/{brand}',
  '/products/color-picker',
  '/vouchers/list',
  '/vouchers/list?tab=requests',
  '/vouchers/add-voucher',
  '/vouchers/voucher-detail/{voucher}',
  '/vouchers/voucher-request-detail/{voucherRequest}',
  '/bills/request/list',
  '/bills/request/list?tab=history',
  '/bills/request/detail/{bill}',
  '/bills/request/detail/{billWithSchemes}',
  '/bills/history/detail/{billDone}',
  '/schemes',
  '/schemes/new',
  '/schemes/detail/{scheme}',
  '/payouts',
  '/payouts/new',
  '/payouts/settings',
  '/kyc',
  '/kyc/shared',
  '/kyc/settings',
  '/kyc/members/{user}',
  '/payments/list',
  '/payments/list?tab=requests',
  '/payments/detail/{paymentDone}',
  '/payments/request-detail/{payment}',
  '/notifications',
  '/settings',
  '/settings/change-phone-number/',
  '/settings/change-phone-number/{email}',
  '/settings/change-phone-number/otp/9876543210',
  '/settings/change-email',
  '/settings/change-email/verification/{email}',
  '/settings/verify-email/verification/{email}',
  '/settings/change-password',
  '/settings/change-password/verification/{email}',
  '/terms&condition-list',
  '/terms&condition-create',
  '/privacy&policy-create',
  '/no-such-page',
];

/** No record has this id. */
const missing = 999999;

/** Each record page at an id it cannot show: its heading (the page's own title), then its message. */
export const missingRecordPages: Array<[address: string, heading: string, message: string]> = [
  [`/user/user-detail/${missing}`, 'User Detail', 'User not found'],
  [`/user/new-user-detail/${missing}`, 'New User Request', 'User not found.'],
  [`/user/edit-request/detail/${missing}`, 'Profile Edit Request', 'Request not found.'],
  [`/directory/directory-detail/${missing}`, 'Pacific Architect', 'Directory entry not found.'],
  [`/directory/edit-directory-salesman/${missing}`, 'Edit Pacific Salesmen', 'Directory entry not found.'],
  [`/directory/edit-directory-architect/${missing}`, 'Edit Pacific Architect', 'Directory entry not found.'],
  [`/products/product-detail/${missing}`, 'Product Details', 'No product found.'],
  [`/products/edit-brand/${missing}`, 'Edit Brand', 'Failed to fetch brand data'],
  [`/products/edit-category/${missing}`, 'Edit Category', 'Failed to fetch category details.'],
  [`/vouchers/voucher-detail/${missing}`, 'Voucher Details', 'Voucher not found.'],
  [`/vouchers/voucher-request-detail/${missing}`, 'Voucher Request', 'Voucher request not found.'],
  [`/bills/request/detail/${missing}`, 'Bill Request', 'Failed to fetch bill details.'],
  [`/bills/history/detail/${missing}`, 'Bill History', 'Failed to fetch bill details.'],
  [`/payments/detail/${missing}`, 'Payment Details', 'Failed to fetch: payment details'],
  [`/payments/request-detail/${missing}`, 'Payment Request', 'Failed to fetch: payment details'],
  [`/payouts/batches/${missing}`, `Batch #${missing}`, 'Payout batch not found.'],
  [`/kyc/members/${missing}`, 'KYC', 'Member not found.'],
];

/** Titles that name the record shown, by address. */
export const namedTitles = (records: SeededRecords): Record<string, string> => ({
  '/': 'Dashboard · Loyalty Admin',
  '/user/list': 'Users · Loyalty Admin',
  '/bills/request/detail/{bill}': `Bill #${records.ids.bill} · Loyalty Admin`,
  '/payments/request-detail/{payment}': `Payment Request #${records.ids.payment} · Loyalty Admin`,
  '/user/user-detail/{user}': `User ${records.member.first_name} ${records.member.last_name} · Loyalty Admin`,
  '/products/edit-brand/{brand}': `Edit ${records.brandName} · Loyalty Admin`,
  '/no-such-page': 'Page not found · Loyalty Admin',
});
