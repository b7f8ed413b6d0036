import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection';
import { apiGet } from '@/tests/e2e/browser';
import { startGatewayInFront, type GatewayInFront } from '@/tests/e2e/gatewayInFront';
import { closeContexts, demoTeam, keepScreenshot, startSession, workerBrowser } from '@/tests/e2e/harness';
import {
  accessibleEverywhere,
  applyAnswer,
  buildBatchOfEvery,
  downloadMatchesShown,
  keepLine,
  lineRow,
  openRelease,
  previewSampleAnswer,
  succeeded,
} from './journeySteps';

// The payouts' journey at the gateway, in front of the reference server in the spec's bare shapes:
// the batches the gateway's own, the payouts and members the upstream's.

let browser: Browser;
let front: GatewayInFront;
let url: string;

/** A call of the gateway's API with `token`, answered as JSON. */
async function call(token: string | null, method: string, apiPath: string, body?: object) {
  const response = await fetch(`${url}/api/v1/${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${apiPath}: ${response.status}`).toBe(true);
  return response.json();
}

const signIn = async (credentials: { email: string; password: string }) =>
  (await call(null, 'POST', 'user/admin/login/', credentials)).access as string;

/**
 * When the upstream demo's payouts paid through batches were asked for: the gateway knows a
 * payout's request date, not its approval's, so its switch-over is set at the first of them.
 */
function switchOver(): string {
  const db = openDatabase(path.join(front.upstream.dataDir, 'db.sqlite'));
  try {
    return db
      .prepare(
        `SELECT MIN(requested_at) FROM payment_requests WHERE status = 'approved'
         AND decided_at >= (SELECT paid_outside_before FROM payout_settings)`,
      )
      .pluck()
      .get() as string;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  [browser, front] = await Promise.all([workerBrowser(), startGatewayInFront()]);
  url = front.url;
  // The owner gives finance its role, and sets when the programme began paying through batches.
  const owner = await signIn(demoTeam.owner);
  // Finance's first sign-in is refused until an owner gives a role, and makes them known to the gateway.
  await fetch(`${url}/api/v1/user/admin/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoTeam.finance),
  });
  const team = (await call(owner, 'GET', 'team/admins/')) as { id: number; email: string }[];
  const finance = team.find(admin => admin.email === demoTeam.finance.email)!;
  await call(owner, 'PATCH', `team/admins/${finance.id}/`, { role: 'finance' });
  const settings = await call(owner, 'GET', 'payouts/settings/');
  await call(owner, 'PUT', 'payouts/settings/', { ...settings, paid_outside_before: switchOver() });
});

afterAll(async () => {
  await closeContexts(browser);
  await front?.close();
});

async function signedInPage(pagePath: string, credentials = demoTeam.owner): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await startSession(page, url, credentials);
  await page.goto(`${url}${pagePath}`);
  return page;
}

describe('payouts through the bank, at the gateway', () => {
  it('finance builds a batch of the programme’s approved payouts, the owner keeps a held line and releases it, the file is downloaded, the bank’s answer read back; a failed payout can only be paid again', async () => {
    const finance = await signedInPage('/payouts/new', demoTeam.finance);
    await finance.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Payouts' }).waitFor();
    await finance.getByRole('table', { name: 'Payouts to pay' }).getByRole('row').nth(7).waitFor();
    const address = await buildBatchOfEvery(finance);
    await lineRow(finance, 'B1L1').getByText('Held').waitFor();
    expect(await finance.getByText('3 lines held').count()).toBe(1);
    expect(await finance.getByRole('button', { name: 'Release', exact: true }).isDisabled()).toBe(true);
    await finance.getByText(/You built this batch: another finance administrator or the owner releases it/).waitFor();
    await accessibleEverywhere(finance, 'a draft batch at the gateway');

    const owner = await signedInPage(address);
    await keepLine(owner, 'B1L1');
    const release = await openRelease(owner);
    await release.getByRole('button', { name: 'Release', exact: true }).dblclick();
    await succeeded(owner, /2 held lines were dropped/);
    await downloadMatchesShown(owner);
    const { answer } = await previewSampleAnswer(owner);
    await applyAnswer(owner, answer);

    // No cancellation here: the page says the failed and returned payouts are paid again, and lists them so.
    await owner.getByText(/A failed or returned payout can only be paid again/).waitFor();
    expect(await owner.getByRole('button', { name: /^Cancel payout to / }).count()).toBe(0);
    await accessibleEverywhere(owner, 'a batch the bank answered, at the gateway');
    await keepScreenshot(owner, 'gateway-payouts-answered-batch');
    const reopened = await apiGet<{ results: { reopened: boolean }[] }>(owner, 'payouts/payable/?reopened=true&page=1');
    expect(reopened.results.map(one => one.reopened)).toEqual([true, true]);
    await finance.close();
    await owner.close();
  });
});
