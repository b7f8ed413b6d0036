import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startServer, startSession, type RunningServer } from './harness';

/**
 * One browser and one real server (on a fresh data folder) for a test file, and a way
 * to open a signed-in page in a new browser context.
 */
export function sharedBrowserAndServer(env: Record<string, string> = {}) {
  const state = {} as { browser: Browser; server: RunningServer };
  beforeAll(async () => {
    [state.browser, state.server] = await Promise.all([launchBrowser(), startServer(env)]);
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.close();
  });
  return {
    get server() {
      return state.server;
    },
    /**
     * A page of a browser context of its own, with a session of its own (as the demo's owner
     * unless `credentials` say), opened at `path`. The login page's own journey is session.test.ts's.
     */
    async signedInPage(path = '/', credentials?: { email: string; password: string }): Promise<Page> {
      const context = await state.browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
      const page = await context.newPage();
      await startSession(page, state.server.url, credentials);
      await page.goto(`${state.server.url}${path}`);
      return page;
    },
  };
}

/** The JSON of an API call made with the page's own session. */
export function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async apiPath => {
    const response = await fetch(`/api/v1/${apiPath}`, {
      // The server's full answer, in strict mode too (server/specShapes): tests check what it stored.
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'X-Spec-Shapes': 'full' },
    });
    return response.json();
  }, path);
}
