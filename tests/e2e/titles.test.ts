import { describe, expect, it } from 'vitest';
import { apiGet, sharedBrowserAndServer } from './browser';
import { signedInRoutes } from './routeSample';

const session = sharedBrowserAndServer();

describe('page titles', () => {
  it('names every signed-in page in its tab: "{page} · Loyalty Admin"', async () => {
    const page = await session.signedInPage();
    const untitled: string[] = [];
    for (const route of await signedInRoutes(page)) {
      await page.goto(`${session.server.url}${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const title = await page.title();
      if (!/^.+ · Loyalty Admin$/.test(title)) untitled.push(`${route}: ${title}`);
    }
    expect(untitled).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('names the record on detail pages', async () => {
    const page = await session.signedInPage();
    const [bill] = await apiGet<Array<{ id: number }>>(page, 'bill/approve-requests/');
    const [payment] = await apiGet<Array<{ id: number }>>(page, 'loyalty/payment/pending/list/');
    const [user] = await apiGet<Array<{ id: number; first_name: string; last_name: string }>>(page, 'user/users/');
    const expected = [
      ['/', 'Dashboard · Loyalty Admin'],
      ['/user/list', 'Users · Loyalty Admin'],
      [`/bills/request/detail/${bill.id}`, `Bill #${bill.id} · Loyalty Admin`],
      [`/payments/request-detail/${payment.id}`, `Payment Request #${payment.id} · Loyalty Admin`],
      [`/user/user-detail/${user.id}`, `User ${user.first_name} ${user.last_name} · Loyalty Admin`],
      ['/no-such-page', 'Page not found · Loyalty Admin'],
    ];
    for (const [path, title] of expected) {
      await page.goto(`${session.server.url}${path}`);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    await page.context().close();
  });
});
