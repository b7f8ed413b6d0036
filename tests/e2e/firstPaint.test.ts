import { describe, expect, it } from 'vitest';
import { sharedBrowserAndServer } from './browser';
import { signIn, waitForQuietNetwork } from './harness';

const session = sharedBrowserAndServer();

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('first paint', () => {
  it('gets the built app compressed, its hashed files cacheable for a year and index.html revalidated', async () => {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    const responses: Array<{ path: string; headers: Record<string, string> }> = [];
    page.on('response', response => {
      const { origin, pathname } = new URL(response.url());
      if (origin === session.server.url && !pathname.startsWith('/api/')) {
        responses.push({ path: pathname, headers: response.headers() });
      }
    });
    await page.goto(`${session.server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();

    const [document, ...files] = responses;
    expect(document.path).toBe('/login');
    expect(document.headers['content-type']).toMatch(/^text\/html/);
    expect(document.headers['content-encoding']).toBe('br');
    expect(document.headers['cache-control']).toBe('no-cache');
    expect(document.headers.vary).toMatch(/accept-encoding/i);
    const scripts = files.filter(file => file.path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    for (const file of files) {
      expect(file.path, 'every file of the app is under /assets/').toMatch(/^\/assets\/[^/]+-[\w-]{8}\.\w+$/);
      expect([file.path, file.headers['cache-control']]).toEqual([file.path, IMMUTABLE]);
      expect([file.path, file.headers['content-encoding']]).toEqual([file.path, 'br']);
      expect(file.headers.vary).toMatch(/accept-encoding/i);
    }

    const gzipOnly = await fetch(`${session.server.url}${scripts[0].path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect([gzipOnly.status, gzipOnly.headers.get('content-encoding')]).toEqual([200, 'gzip']);
    await context.close();
  });

  it('keeps the dashboard still while its totals and tables load (layout shift at most 0.05)', async () => {
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      const context = await session.browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, session.server.url);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver(list => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${session.server.url}/`);
      await page.getByRole('table', { name: 'New Payment Requests' }).locator('tbody tr').first().waitFor();
      await waitForQuietNetwork(page);
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      const cumulative = shifts.reduce((sum, value) => sum + value, 0);
      expect(cumulative, `layout shift at ${viewport.width} px`).toBeLessThanOrEqual(0.05);
      await context.close();
    }
  });
});
