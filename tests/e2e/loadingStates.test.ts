import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations } from './accessibility';
import { sharedBrowserAndServer } from './browser';
import { holdAnswers, waitForQuietNetwork } from './harness';
import { signedInRoutes } from './routeSample';

const session = sharedBrowserAndServer();

/** The screen's code, as opposed to the answers held. */
const isCode = (request: Request) => !new URL(request.url()).pathname.startsWith('/api/');

/** Spinners and react-admin's table placeholders show after their first second (src/ui/PageLoading.tsx); others at once. */
const LOADING_DRAWN_MS = 1200;

describe('screens while their data loads', () => {
  // Axe runs after each page's data has come in titles.test.ts; here every answer is held, so
  // what a page shows meanwhile (placeholders, spinners) is checked too, on every run.
  const parts = 4;
  for (let part = 0; part < parts; part++) {
    it(`every signed-in page, its answers held, shows nothing axe finds serious at 1366 px (part ${part + 1} of ${parts})`, async () => {
      const page = await session.signedInPage();
      await page.setViewportSize({ width: 1366, height: 900 });
      const routes = (await signedInRoutes(page)).filter((_, index) => index % parts === part);
      const problems: string[] = [];
      for (const route of routes) {
        const release = await holdAnswers(page, '**/api/v1/**', held => held.continue().catch(() => {}));
        await page.goto(`${session.server.url}${route}`);
        await waitForQuietNetwork(page, 300, 20_000, isCode);
        await page.waitForTimeout(LOADING_DRAWN_MS);
        problems.push(
          ...(await blockingViolations(page, { whileLoading: true })).map(violation => `${route}: ${violation}`),
        );
        release();
        await page.unroute('**/api/v1/**');
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
