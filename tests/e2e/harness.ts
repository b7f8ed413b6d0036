import { mkdtempSync, mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page, type Request, type Route } from 'playwright-core';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { copySeededDataFolder } from '../seedTemplates';

const projectRoot = path.resolve(import.meta.dirname, '../..');
export const artifactsDir = path.join(projectRoot, 'test-results');

export const demoAdmin = { email: 'admin@loyalty.test', password: 'Admin@12345' };

/** The demo's administrators of each role (README), the owner being `demoAdmin`. */
export const demoTeam = {
  owner: demoAdmin,
  finance: { email: 'finance@loyalty.test', password: 'Finance@12345' },
  catalogue: { email: 'catalogue@loyalty.test', password: 'Catalogue@12345' },
  support: { email: 'support@loyalty.test', password: 'Support@12345' },
};

export interface RunningServer {
  url: string;
  dataDir: string;
  outbox: () => Array<Record<string, string>>;
  close: () => Promise<void>;
}

/** How long a seeded data folder is copied for the servers starting after it (seedTemplates.ts). */
const SEED_WINDOW_MS = 15 * 60_000;

/** The folder of the built app the browser tests are served: DIST_DIR lets parallel runs each test their own build. */
export function builtAppDir(): string {
  const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(projectRoot, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('The app is not built: run `npm run build` before the browser tests.');
  }
  return distDir;
}

/** The real server on a temporary data folder, serving the built app on a free port. */
export async function startServer(env: Record<string, string> = {}, distDir = builtAppDir()): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000',
    // The journeys are written against whole arrays; a file asks for DRF pages with LIST_PAGING=on.
    LIST_PAGING: 'off',
    ...env,
  });
  // A copy of a data folder seeded in the same quarter hour (seedTemplates.ts), not a new seed.
  await copySeededDataFolder(config, { window: SEED_WINDOW_MS });
  const app = await buildApp({ ...config, distDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    outbox: () => {
      const file = path.join(dataDir, 'outbox.jsonl');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map(line => JSON.parse(line));
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let browserOfThisWorker: Promise<Browser> | undefined;

/**
 * This worker's browser, launched at its first use and shared by the files the worker runs one
 * after another (each closes the contexts it opened: `closeContexts`); it ends with the worker.
 */
export function workerBrowser(): Promise<Browser> {
  browserOfThisWorker ??= launchBrowser();
  return browserOfThisWorker;
}

/** Closes every context of `browser`: what a file opened, at its end. */
export async function closeContexts(browser: Browser | undefined) {
  await Promise.all(browser?.contexts().map(context => context.close()) ?? []);
}

/** Debian's Chromium, headless, with nothing that reaches outside this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** A screenshot kept under test-results/screenshots/ for people to look at. */
export async function keepScreenshot(page: Page, name: string) {
  const folder = path.join(artifactsDir, 'screenshots');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/** The requests of a page still unanswered, from when `trackRequests` was first called on it. */
const unanswered = new WeakMap<Page, Set<Request>>();

/** The live event stream stays open while signed in: it never counts as traffic still to wait for. */
const isLiveStream = (request: Request) => request.url().includes('/api/v1/live/events/');

function trackRequests(page: Page): Set<Request> {
  const known = unanswered.get(page);
  if (known) return known;
  const inFlight = new Set<Request>();
  page.on('request', request => {
    if (!isLiveStream(request)) inFlight.add(request);
  });
  page.on('requestfinished', request => inFlight.delete(request));
  page.on('requestfailed', request => inFlight.delete(request));
  unanswered.set(page, inFlight);
  return inFlight;
}

/**
 * Playwright's `networkidle` without the live event stream, which never ends: resolves once the
 * page has had no request in flight (of those `counts` keeps) for `quietMs`.
 */
export async function waitForQuietNetwork(
  page: Page,
  quietMs = 500,
  timeoutMs = 20_000,
  counts: (request: Request) => boolean = () => true,
) {
  const inFlight = trackRequests(page);
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) {
      throw new Error(`Requests still in flight after ${timeoutMs} ms: ${[...inFlight].map(r => r.url()).join(', ')}`);
    }
    await page.waitForTimeout(50);
    if ([...inFlight].some(counts)) quietSince = Date.now();
  }
}

/** The session's keys in local storage (authProvider/tokens.ts): what a page kept starts from. */
const SESSION_KEYS = ['accessToken', 'refreshToken', 'userId'];

/**
 * Signs in as the login page does, without drawing it: the same call from the page (same
 * address, agent and headers), the session kept under the spec's three local-storage keys
 * (authProvider/tokens.ts), from a blank page of the app's origin, whose storage is cleared first.
 * With `resume`, a session the context already holds (its access token good for another minute)
 * is kept instead: the pages of one context share one session. The rest of the storage is
 * cleared while no other page of the context is open (another open page would take the clearing
 * as a change made in another tab). `signIn` is the journey through the login page itself.
 */
export async function startSession(page: Page, baseUrl: string, credentials = demoAdmin, { resume = false } = {}) {
  trackRequests(page);
  const blank = `${baseUrl}/__session-start`;
  await page.route(blank, route =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Signing in</title>' }),
  );
  await page.goto(blank);
  await page.unroute(blank);
  const alone = page.context().pages().length === 1;
  const refused = await page.evaluate(
    async ({ email, password, resume, alone, keys }) => {
      const claimsOf = (token: string) =>
        JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
          exp: number;
          user_id: unknown;
        };
      const access = localStorage.getItem(keys[0]);
      const live =
        access !== null && localStorage.getItem(keys[1]) !== null && claimsOf(access).exp * 1000 > Date.now() + 60_000;
      const keep = (key: string) => resume && live && keys.includes(key);
      if (alone) for (const key of Object.keys(localStorage)) if (!keep(key)) localStorage.removeItem(key);
      if (resume && live) return null;
      const response = await fetch('/api/v1/user/admin/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok || typeof body.access !== 'string') return `${response.status} ${JSON.stringify(body)}`;
      localStorage.setItem('accessToken', body.access);
      if (typeof body.refresh === 'string') localStorage.setItem('refreshToken', body.refresh);
      const userId = claimsOf(body.access).user_id;
      if (userId !== undefined && userId !== null) localStorage.setItem('userId', String(userId));
      return null;
    },
    { ...credentials, resume, alone, keys: SESSION_KEYS },
  );
  if (refused) throw new Error(`Sign-in as ${credentials.email} refused: ${refused}`);
}

export async function signIn(page: Page, baseUrl: string, credentials = demoAdmin) {
  trackRequests(page);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Holds the answers of calls matching `pattern` until released. */
export async function holdAnswers(page: Page, pattern: string, answer: (route: Route) => Promise<void>) {
  let release = () => {};
  const released = new Promise<void>(resolve => (release = resolve));
  await page.route(pattern, async route => {
    await released;
    await answer(route);
  });
  return () => release();
}
