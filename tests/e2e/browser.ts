import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { closeContexts, demoAdmin, startServer, startSession, workerBrowser, type RunningServer } from './harness';

const CONTEXT_OPTIONS = { viewport: { width: 1400, height: 900 }, acceptDownloads: true };

/**
 * The worker's browser and one real server (on a fresh data folder) for a test file, and a way
 * to open a signed-in page; the file's contexts close at its end.
 */
export function sharedBrowserAndServer(env: Record<string, string> = {}) {
  const state = {} as { browser: Browser; server: RunningServer };
  /** The file's browser context of each administrator (by email), while it is open. */
  const contexts = new Map<string, Promise<BrowserContext>>();
  const contextOf = (email: string) => {
    let context = contexts.get(email);
    if (!context) {
      context = state.browser.newContext(CONTEXT_OPTIONS);
      void context.then(opened => opened.on('close', () => contexts.delete(email)));
      contexts.set(email, context);
    }
    return context;
  };
  beforeAll(async () => {
    [state.browser, state.server] = await Promise.all([workerBrowser(), startServer(env)]);
  });
  afterAll(async () => {
    await closeContexts(state.browser);
    await state.server?.close();
  });
  return {
    get browser() {
      return state.browser;
    },
    get server() {
      return state.server;
    },
    /**
     * A new page, signed in (as the demo's owner unless `credentials` say), opened at `path`, its
     * local storage holding nothing but the session. The file's pages of one administrator share
     * a browser context, its session and the code it loaded: a test closes its page, not the
     * context; one that needs a session of its own opens a context of its own. The login page's
     * own journey is session.test.ts's. `ownContext`: a context of its own, for a page whose
     * clock the test moves (Playwright's clock is the whole context's).
     */
    async signedInPage(path = '/', credentials = demoAdmin, { ownContext = false } = {}): Promise<Page> {
      const context = ownContext ? await state.browser.newContext(CONTEXT_OPTIONS) : await contextOf(credentials.email);
      const page = await context.newPage();
      await startSession(page, state.server.url, credentials, { resume: !ownContext });
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
