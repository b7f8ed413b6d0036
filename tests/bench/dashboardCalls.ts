import type { ChildProcess } from 'node:child_process';
import type { Page, Request } from 'playwright-core';
import { waitForQuietNetwork } from '../e2e/harness';
import { median } from './figures';
import { loopDelayOver, type LoopDelay } from './loopDelay';

/** The dashboard's calls over its visits, and how late the server's event loop ran in each visit. */
export interface DashboardFigures {
  /** By call (`GET main/dashboard/`, its query included): from the request sent to its answer read, at each visit (ms). */
  calls: Map<string, number[]>;
  loopDelays: LoopDelay[];
}

/** A call to the API as the figures name it, or null for any other request (the app's files). */
function callOf(request: Request): string | null {
  const { pathname, search } = new URL(request.url());
  return pathname.startsWith('/api/v1/') ? `${request.method()} ${pathname.slice('/api/v1/'.length)}${search}` : null;
}

/** The dashboard as an admin sees it loaded: its counts, the liability card's figures, no request in flight. */
async function loaded(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 60_000 });
  await page.getByRole('link', { name: /^Review all pending \(\d/ }).waitFor({ timeout: 60_000 });
  await page.getByTestId('liability_total').getByText('₹').waitFor({ timeout: 60_000 });
  // Not Playwright's `networkidle`: the live event stream stays open, and the network would never be idle.
  await waitForQuietNetwork(page, 500, 60_000);
}

/**
 * Waits until the server answers the schemes' committed figure as current (without `as_of`): after
 * a seeding it works it out over every pending bill once, in a thread of its own. How long it took,
 * from the call (ms).
 */
export async function committedWorkedOut(page: Page): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/v1/schemes/committed/', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return (await response.json()) as Record<string, unknown>;
    });
    if (!('as_of' in answer)) return Date.now() - started;
    if (Date.now() - started > 600_000) throw new Error('The committed figure was not worked out in ten minutes.');
    await page.waitForTimeout(250);
  }
}

/**
 * The dashboard opened `visits` times from its address, each time until loaded, in a server
 * started with `loopDelay` (serverProcess.ts): each call's time, and the event loop's delays.
 */
export async function measureDashboard(page: Page, url: string, server: ChildProcess, visits = 5) {
  const figures: DashboardFigures = { calls: new Map(), loopDelays: [] };
  for (let visit = 0; visit < visits; visit += 1) {
    const answered: Request[] = [];
    const onAnswered = (request: Request) => void (callOf(request) && answered.push(request));
    page.on('requestfinished', onAnswered);
    figures.loopDelays.push(
      await loopDelayOver(server, async () => {
        await page.goto(`${url}/`);
        await loaded(page);
      }),
    );
    page.off('requestfinished', onAnswered);
    for (const request of answered) {
      const { requestStart, responseEnd } = request.timing();
      const times = figures.calls.get(callOf(request)!) ?? [];
      times.push(responseEnd - Math.max(requestStart, 0));
      figures.calls.set(callOf(request)!, times);
    }
  }
  return figures;
}

/** Each call's median, slowest first. */
export const callMedians = ({ calls }: DashboardFigures) =>
  [...calls].map(([call, times]) => ({ call, ms: median(times) })).sort((a, b) => b.ms - a.ms);

/** The median over the visits of each visit's longest delay of the event loop (ms). */
export const loopDelayMedian = ({ loopDelays }: DashboardFigures) => median(loopDelays.map(delay => delay.maxMs));

/**
 * The longest the server's thread worked between two turns of its event loop, in the median visit
 * (each visit's longest; the first, after the sign-in's writes, counts the pending lists afresh)
 * and in all (ms).
 */
export const heldFigures = ({ loopDelays }: DashboardFigures) => {
  const held = loopDelays.map(delay => delay.heldMs);
  return { median: median(held), longest: Math.max(...held) };
};
