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

const firstId = async (page: Page, path: string) => (await seeded(page, path))[0].id;

/** The demo's pending bill with a line no catalogue product matches, whose page shows the schemes' breakdown. */
async function schemesBill(page: Page) {
  const bills = await seeded<Row & { invoice_number: string }>(page, 'bill/approve-requests/');
  const bill = bills.find(each => each.invoice_number.endsWith('/62100'));
  if (!bill) throw new Error('The demo has no pending bill 62100 (server/db/seed/schemes.ts)');
  return bill.id;
}

/** Every signed-in route of the spec's table and the schemes', with seeded records in place of its ids. */
export async function signedInRoutes(page: Page): Promise<string[]> {
  const [user, newUser, edit, salesman, architect, brand, category, voucher, voucherRequest, bill, billDone] =
    await Promise.all([
      firstId(page, 'user/users/'),
      firstId(page, 'user/new-users/'),
      firstId(page, 'user/profile-update/requests/'),
      firstId(page, 'user/directory/list/salesman/'),
      firstId(page, 'user/directory/list/architect/'),
      firstId(page, 'product/brand/list/'),
      firstId(page, 'product/category/list/'),
      firstId(page, 'loyalty/voucher/list/'),
      firstId(page, 'loyalty/voucher-requests/'),
      firstId(page, 'bill/approve-requests/'),
      firstId(page, 'bill/list/all-bills/'),
    ]);
  const [payment, paymentDone] = await Promise.all([
    firstId(page, 'loyalty/payment/pending/list/'),
    firstId(page, 'loyalty/payment/list/'),
  ]);
  const [{ products }, scheme, billWithSchemes] = await Promise.all([
    apiGet<{ products: Row[] }>(page, 'product/search/?query=a'),
    firstId(page, 'schemes/'),
    schemesBill(page),
  ]);
  const email = encodeURIComponent('admin@loyalty.test');
  return [
    '/',
    '/approvals',
    '/audit',
    '/tax/194r',
    '/user/list',
    '/user/list?tab=new',
    '/user/list?tab=edits',
    '/user/add-user',
    `/user/user-detail/${user}`,
    `/user/new-user-detail/${newUser}`,
    `/user/edit-request/detail/${edit}`,
    '/directory/list',
    '/directory/list?tab=architect',
    '/directory/add-directory',
    '/directory/add-directory-architect',
    `/directory/edit-directory-salesman/${salesman}`,
    `/directory/edit-directory-architect/${architect}`,
    `/directory/directory-detail/${salesman}`,
    '/products/list',
    '/products/add-product',
    `/products/product-detail/${products[0].id}`,
    '/products/add-category',
    `/products/edit-category/${category}`,
    '/products/add-brand',
    `/products/edit-brand/${brand}`,
    '/products/color-picker',
    '/vouchers/list',
    '/vouchers/list?tab=requests',
    '/vouchers/add-voucher',
    `/vouchers/voucher-detail/${voucher}`,
    `/vouchers/voucher-request-detail/${voucherRequest}`,
    '/bills/request/list',
    '/bills/request/list?tab=history',
    `/bills/request/detail/${bill}`,
    `/bills/request/detail/${billWithSchemes}`,
    `/bills/history/detail/${billDone}`,
    '/schemes',
    '/schemes/new',
    `/schemes/detail/${scheme}`,
    '/payments/list',
    '/payments/list?tab=requests',
    `/payments/detail/${paymentDone}`,
    `/payments/request-detail/${payment}`,
    '/notifications',
    '/settings',
    '/settings/change-phone-number/',
    `/settings/change-phone-number/${email}`,
    '/settings/change-phone-number/otp/9876543210',
    '/settings/change-email',
    `/settings/change-email/verification/${email}`,
    `/settings/verify-email/verification/${email}`,
    '/settings/change-password',
    `/settings/change-password/verification/${email}`,
    '/terms&condition-list',
    '/terms&condition-create',
    '/privacy&policy-create',
    '/no-such-page',
  ];
}
