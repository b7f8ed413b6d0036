import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoAdmin } from '../e2e/harness';
import { serveBuiltPage } from './referencePage';

/** The page: react-admin's Admin, Login and a dashboard of four lists (tests/bench/referenceDashboard). */
const pageRoot = path.join(import.meta.dirname, 'referenceDashboard');

export interface ReferenceDashboard {
  /** The page's origin, without a trailing slash. */
  url: string;
  close: () => Promise<void>;
}

/** react-admin's dashboard, `/api/` proxied to the API at `apiServer`. */
export async function serveReferenceDashboard(apiServer: string): Promise<ReferenceDashboard> {
  const { url, close } = await serveBuiltPage(pageRoot, { apiServer });
  return { url: url.replace(/\/$/, ''), close };
}

/**
 * Signs in as the demo admin through react-admin's own login page and waits for the dashboard's
 * first rows. A session kept from a previous run is dropped first: the login page would send it on.
 */
export async function signInToReference(page: Page, reference: ReferenceDashboard) {
  await page.goto(`${reference.url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel(/^Username/).fill(demoAdmin.email);
  await page.getByLabel(/^Password/).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${reference.url}/`);
  // A row's primary text is its record's id (referenceDashboard/Dashboard.tsx).
  await page
    .getByText(/^#\d+$/)
    .first()
    .waitFor();
}
