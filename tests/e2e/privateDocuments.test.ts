import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, sharedBrowserAndServer } from './browser';
import { demoAdmin, keepScreenshot } from './harness';

// Signed addresses of private documents live 5 seconds here, so a test can outlive one.
const LIFETIME_SECONDS = 5;
const session = sharedBrowserAndServer({ MEDIA_URL_LIFETIME: String(LIFETIME_SECONDS) });

const SIGNED = /^http:\/\/127\.0\.0\.1:\d+\/media\/private\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]{43}$/;

interface Member {
  id: number;
  first_name: string;
  last_name: string;
  pan_card: string | null;
  photo: string | null;
}

const loadedImage = (page: Page, name: string) =>
  page
    .getByRole('img', { name, exact: true })
    .evaluate(image => ({ src: (image as HTMLImageElement).src, width: (image as HTMLImageElement).naturalWidth }));

describe('private documents in the app', () => {
  it('renders a PAN card from a signed address, and an image that fails refetches its record once', async () => {
    const page = await session.signedInPage('/user/list');
    const member = (await apiGet<Member[]>(page, 'user/users/')).find(user => user.pan_card)!;
    const panPath = new URL(member.pan_card!, session.server.url).pathname;

    // The first load of the PAN card fails, as an expired address would.
    let panRequests = 0;
    await page.route('**/media/private/**', async route => {
      if (new URL(route.request().url()).pathname !== panPath) return route.continue();
      panRequests += 1;
      return panRequests === 1
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found."}' })
        : route.continue();
    });
    const retrieves: number[] = [];
    page.on('request', request => {
      if (request.url().includes(`/api/v1/user/retrieve/${member.id}/`)) retrieves.push(panRequests);
    });

    await page.goto(`${session.server.url}/user/user-detail/${member.id}`);
    await expect.poll(async () => (await loadedImage(page, 'PAN Card')).width, { timeout: 10_000 }).toBeGreaterThan(0);
    const { src } = await loadedImage(page, 'PAN Card');
    expect(src).toMatch(SIGNED);
    // Failed once, then loaded (a busy browser may ask for the image once more; the record is still fetched once).
    expect(panRequests).toBeGreaterThanOrEqual(2);
    // Loaded once for the page, then once more after the failure, and not again.
    expect(retrieves.filter(failedBefore => failedBefore === 1)).toHaveLength(1);
    // The address works in a plain request too, with no Authorization header.
    expect((await page.request.get(src)).status()).toBe(200);
    await keepScreenshot(page, 'private-pan-card');
    await page.close();
  });

  it('downloads a photo whose address expired after refetching it', async () => {
    const page = await session.signedInPage('/user/list');
    const member = (await apiGet<Member[]>(page, 'user/new-users/')).find(user => user.photo)!;
    await page.goto(`${session.server.url}/user/new-user-detail/${member.id}`);
    // The photo is described by the member's name (by CSS: the error popup hides the page from roles).
    const photo = page.locator(`img[alt="${`${member.first_name} ${member.last_name}`.trim()}"]`);
    await expect.poll(() => photo.evaluate(image => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const before = await photo.getAttribute('src');

    // The address stops working once its lifetime has passed.
    await expect
      .poll(async () => (await page.request.get(new URL(before!, session.server.url).href)).status(), {
        timeout: (LIFETIME_SECONDS + 20) * 1000,
        interval: 500,
      })
      .toBe(404);
    await page.getByRole('button', { name: 'Download photo' }).click();
    await page.getByText('Failed to download image').waitFor();
    await expect.poll(() => photo.getAttribute('src')).not.toBe(before);
    await expect.poll(() => photo.evaluate(image => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download photo' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.(jpg|png)$/);
    await page.close();
  });
});

describe('the page a reset link opens', () => {
  it('says when, from which browser and address the reset was asked, and to close it if it was not you', async () => {
    const page = await session.signedInPage('/');
    const asked = await page.evaluate(async email => {
      const response = await fetch('/api/v1/user/send-verification-email/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return response.status;
    }, demoAdmin.email);
    expect(asked).toBe(200);
    const link = session.server.outbox().at(-1)!.link;
    const linkPage = await page.context().newPage();
    await linkPage.goto(link);
    await linkPage.getByRole('heading', { name: 'Verify your email' }).waitFor();
    const text = (await linkPage.locator('main').textContent()) ?? '';
    expect(text).toMatch(
      /Asked on \d{2}-\d{2}-\d{4}, \d{2}:\d{2} (AM|PM) \(India time\), from Chrome on Linux, address 127\.0\.0\.x\./,
    );
    expect(text).toContain("If this wasn't you, close this page: nothing changes.");
    await keepScreenshot(linkPage, 'verification-link-page');
    await page.close();
  });
});
