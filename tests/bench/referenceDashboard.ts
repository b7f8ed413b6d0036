import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build, preview, type InlineConfig } from 'vite';
import { demoAdmin } from '../e2e/harness';

/** The page: react-admin's Admin, Login and a dashboard of four lists (tests/bench/referenceDashboard). */
const pageRoot = path.join(import.meta.dirname, 'referenceDashboard');

export interface ReferenceDashboard {
  /** The page's origin, without a trailing slash. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Builds react-admin's dashboard with Vite into a temporary folder and serves it with Vite's
 * preview on a free port, `/api/` proxied to the API at `apiServer`.
 */
export async function serveReferenceDashboard(apiServer: string): Promise<ReferenceDashboard> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'loyalty-bench-reference-dashboard-'));
  const config: InlineConfig = {
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // The plain way: react-admin loaded eagerly, in one chunk.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5_000 },
    preview: { host: '127.0.0.1', port: 0, proxy: { '/api/': apiServer } },
  };
  const removeBuild = () => rmSync(outDir, { recursive: true, force: true });
  try {
    await build(config);
    const server = await preview(config);
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('the reference dashboard is served at no address');
    const close = async () => {
      await server.close();
      removeBuild();
    };
    return { url: url.replace(/\/$/, ''), close };
  } catch (error) {
    removeBuild();
    throw error;
  }
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
