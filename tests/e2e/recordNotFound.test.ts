import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { sharedBrowserAndServer } from './browser';

const session = sharedBrowserAndServer();

/** No record has this id. */
const missing = 999999;

/** Each record page at an id it cannot show: its heading (the page's own title), then its message. */
const pages: Array<[path: string, heading: string, message: string]> = [
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
];

describe('a record page without its record', () => {
  it("/users/1, the signed-in administrator's own id and not a member's: 'User not found' under the page's h1, named in the tab", async () => {
    const page = await session.signedInPage();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe('1');
    await page.goto(`${session.server.url}/users/1`);
    await page.waitForURL(url => url.pathname === '/user/user-detail/1');
    await page.getByRole('heading', { level: 1, name: 'User Detail' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('User not found');
    expect(await page.title()).toBe('User Detail · Loyalty Admin');
    await expectAccessible(page, 'user not found');
    await page.context().close();
  });

  // In three parts, each a test of its own: a page whose record is missing asks again a few times before it says so.
  const parts = 3;
  for (let part = 0; part < parts; part++) {
    it(`says why under the page's own h1 on every record page, named in the tab; axe finds nothing serious (part ${part + 1} of ${parts})`, async () => {
      const page = await session.signedInPage();
      await page.setViewportSize({ width: 1366, height: 900 });
      const shown = pages.filter((_, index) => index % parts === part);
      const seen: string[] = [];
      for (const [path] of shown) {
        await page.goto(`${session.server.url}${path}`);
        const alert = page.getByRole('main').getByRole('alert');
        await alert.waitFor();
        const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
        seen.push([path, headings.join(' + '), await alert.textContent(), await page.title()].join(' | '));
        await expectAccessible(page, `${path} without its record`);
      }
      expect(seen).toEqual(
        shown.map(([path, heading, message]) => [path, heading, message, `${heading} · Loyalty Admin`].join(' | ')),
      );
      await page.context().close();
    }, 120_000);
  }
});
