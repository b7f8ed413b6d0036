import { describe, expect, it } from 'vitest';
import { apiGet, sharedBrowserAndServer } from './browser';
import { expectAccessible } from './accessibility';
import { signedInRoutes } from './routeSample';

const session = sharedBrowserAndServer();

describe('page titles', () => {
  // The screens in three parts, each a test of its own, so that a busy machine's slower
  // sweep stays well within a test's time.
  const parts = 3;
  for (let part = 0; part < parts; part++) {
    it(`names every signed-in page in its tab: "{page} · Loyalty Admin", and axe finds nothing serious on it at 1366 px (part ${part + 1} of ${parts})`, async () => {
      const page = await session.signedInPage();
      await page.setViewportSize({ width: 1366, height: 900 });
      const untitled: string[] = [];
      const routes = (await signedInRoutes(page)).filter((_, index) => index % parts === part);
      for (const route of routes) {
        await page.goto(`${session.server.url}${route}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const title = await page.title();
        if (!/^.+ · Loyalty Admin$/.test(title)) untitled.push(`${route}: ${title}`);
        await expectAccessible(page, `${route} at 1366 px`);
      }
      expect(untitled).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  it('names the record on detail pages', async () => {
    const page = await session.signedInPage();
    const [bill] = await apiGet<Array<{ id: number }>>(page, 'bill/approve-requests/');
    const [payment] = await apiGet<Array<{ id: number }>>(page, 'loyalty/payment/pending/list/');
    const [user] = await apiGet<Array<{ id: number; first_name: string; last_name: string }>>(page, 'user/users/');
    const [brand] = await apiGet<Array<{ id: number; name: string }>>(page, 'product/brand/list/');
    const expected = [
      ['/', 'Dashboard · Loyalty Admin'],
      ['/user/list', 'Users · Loyalty Admin'],
      [`/bills/request/detail/${bill.id}`, `Bill #${bill.id} · Loyalty Admin`],
      [`/payments/request-detail/${payment.id}`, `Payment Request #${payment.id} · Loyalty Admin`],
      [`/user/user-detail/${user.id}`, `User ${user.first_name} ${user.last_name} · Loyalty Admin`],
      [`/products/edit-brand/${brand.id}`, `Edit ${brand.name} · Loyalty Admin`],
      ['/no-such-page', 'Page not found · Loyalty Admin'],
    ];
    for (const [path, title] of expected) {
      await page.goto(`${session.server.url}${path}`);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    await page.context().close();
  });
});
