import { describe, expect, it } from 'vitest';
import { apiGet, sharedBrowserAndServer } from './browser';

const session = sharedBrowserAndServer();

/** A heading, and the address it ends at: what a person sees there. */
const landing = (path: string, search = '') => ({ path, search });
const notFound = { heading: 'Page not found' };

describe("react-admin's own addresses of the resources", () => {
  it('each leads to the screen at the spec’s path, or says "Page not found", never an empty frame', async () => {
    const page = await session.signedInPage();
    const [user] = await apiGet<Array<{ id: number }>>(page, 'user/users/');
    const [voucher] = await apiGet<Array<{ id: number }>>(page, 'loyalty/voucher/list/');
    const [payment] = await apiGet<Array<{ id: number }>>(page, 'loyalty/payment/list/');
    const expected: Array<[string, { path: string; search: string } | typeof notFound]> = [
      ['/users', landing('/user/list')],
      ['/newUsers', landing('/user/list', '?tab=new')],
      ['/editRequests', landing('/user/list', '?tab=edits')],
      ['/brands', landing('/products/list')],
      ['/categories', landing('/products/list')],
      ['/products', landing('/products/list')],
      ['/voucherRequests', landing('/vouchers/list', '?tab=requests')],
      ['/bills', landing('/bills/request/list', '?tab=history')],
      ['/billRequests', landing('/bills/request/list')],
      ['/payments', landing('/payments/list')],
      ['/pendingPayments', landing('/payments/list', '?tab=requests')],
      ['/salesmen', landing('/directory/list', '?tab=salesman')],
      ['/architects', landing('/directory/list', '?tab=architect')],
      ['/terms', landing('/terms&condition-list')],
      ['/privacy', landing('/terms&condition-list', '?tab=privacy')],
      [`/users/${user.id}`, landing(`/user/user-detail/${user.id}`)],
      [`/users/${user.id}/show`, landing(`/user/user-detail/${user.id}`)],
      ['/users/create', landing('/user/add-user')],
      ['/brands/create', landing('/products/add-brand')],
      [`/vouchers/${voucher.id}`, landing(`/vouchers/voucher-detail/${voucher.id}`)],
      [`/payments/${payment.id}`, landing(`/payments/detail/${payment.id}`)],
      ['/users/abc', notFound],
      ['/users/1/edit', notFound],
      ['/bills/request', notFound],
      ['/brands/01', notFound],
      ['/newUsers/create', notFound],
    ];
    const wrong: string[] = [];
    for (const [address, outcome] of expected) {
      await page.goto(`${session.server.url}${address}`);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      const text = (await heading.textContent())?.trim() ?? '';
      const url = new URL(page.url());
      if ('heading' in outcome) {
        if (text !== outcome.heading) wrong.push(`${address}: "${text}" at ${url.pathname}`);
      } else if (decodeURI(url.pathname) !== outcome.path || url.search !== outcome.search || !text) {
        wrong.push(`${address}: "${text}" at ${url.pathname}${url.search}`);
      } else if (text === notFound.heading) {
        wrong.push(`${address}: not found`);
      }
    }
    expect(wrong).toEqual([]);
    await page.context().close();
  }, 180_000);
});
