import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { demoTeam, closeContexts, workerBrowser, signIn, startSession } from './harness';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const copied = (source: string) => !/^(node_modules|dist|data|test-results|\.git)$/.test(path.basename(source));

/** The README's "Adding an area" blocks: each fenced block whose info names a file after its language. */
async function readmeBlocks() {
  const readme = await readFile(path.join(projectRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Adding an area'));
  const blocks = [...section.matchAll(/```(?:tsx?) (\S+)\n([\s\S]*?)```/g)].map(([, file, text]) => ({ file, text }));
  // The app's side and the reference server's, each with its line in its list of areas.
  expect(blocks.map(block => block.file)).toEqual(
    expect.arrayContaining(['src/areas.ts', 'server/areas.ts', 'server/areas/announcements/index.ts']),
  );
  return blocks;
}

/**
 * How a block edits the scratch copy. A new file is written whole. In a file that exists, each line
 * in turn: an `import` goes after the file's imports; a line the file already has (once) marks a
 * place, and the lines after it go right after it; any other line goes before the end of the file's
 * first list (a line `];`).
 */
async function apply(root: string, { file, text }: { file: string; text: string }) {
  const target = path.join(root, file);
  const existing = await readFile(target, 'utf8').catch(() => undefined);
  if (existing === undefined) {
    await mkdir(path.dirname(target), { recursive: true });
    return writeFile(target, text);
  }
  const lines = existing.split('\n');
  let place: number | undefined;
  for (const line of text.trimEnd().split('\n')) {
    if (!line.startsWith('import ') && lines.includes(line)) {
      expect(lines.indexOf(line), `${file}: "${line}" is in it more than once`).toBe(lines.lastIndexOf(line));
      place = lines.indexOf(line) + 1;
      continue;
    }
    const at = line.startsWith('import ')
      ? lines.findLastIndex(candidate => candidate.startsWith('import ')) + 1
      : (place ?? lines.findIndex(candidate => /^\](?: as const)?;$/.test(candidate)));
    expect(at, `${file}: where "${line}" goes`).toBeGreaterThan(0);
    lines.splice(at, 0, line);
    if (place !== undefined && at <= place) place += 1;
  }
  return writeFile(target, lines.join('\n'));
}

/** `npm start` in the scratch copy, on a free port and a data folder of its own: its server, its build. */
async function startCopy(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /Loyalty admin: (http:\/\/\S+)/.exec(output);
      if (started) resolve(started[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', code => reject(new Error(`The copy's server stopped (${code}):\n${output}`)));
  });
  const close = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise(resolve => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, close };
}

/** The status of the area's route for an administrator signed in on `page`. */
const routeStatus = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('accessToken');
    const response = await fetch('/api/v1/main/announcements/', { headers: { Authorization: `Bearer ${token}` } });
    return response.status;
  });

describe('adding an area as the README says', () => {
  let root: string;
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'loyalty-new-area-'));
    await cp(projectRoot, root, { recursive: true, filter: copied });
    await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
    const blocks = await readmeBlocks();
    for (const block of blocks) await apply(root, block);
    // The example compiles and keeps the rules of an area (no import of another area, no internals).
    const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
    execFileSync(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: root });
    execFileSync(bin('eslint'), ['--max-warnings=0', ...blocks.map(block => block.file)], { cwd: root });
    execFileSync(bin('vite'), ['build', '--logLevel', 'error'], { cwd: root });
    [server, browser] = await Promise.all([startCopy(root), workerBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await closeContexts(browser);
    await server?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('shows the area in the menu, loads its list from the new route, and opens its address', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const asked: string[] = [];
    page.on('response', response => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/v1/main/announcements/')) asked.push(`${response.status()} ${pathname}`);
    });
    await signIn(page, server.url);
    await page.getByRole('link', { name: 'Announcements' }).click();
    await page.waitForURL(url => url.pathname === '/announcements');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    const rows = page.getByRole('table', { name: 'Announcements' }).locator('tbody tr');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([expect.stringContaining('Double points on faucets'), expect.stringContaining('New voucher partner')]);
    // Answered by the copy's reference server, from the route the README's server area adds.
    expect(asked).toContain('200 /api/v1/main/announcements/');
    await page.getByRole('searchbox', { name: 'Search announcements' }).fill('voucher');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('New voucher partner')]);
    await expectAccessible(page, 'a new area');

    await page.goto(`${server.url}/announcements`);
    await rows.first().waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /^Search members/ }).fill('announce');
    await page.getByRole('option', { name: 'Announcements' }).waitFor();
    await page.close();
  });

  it('keeps the area to the roles the README grants it: support may, finance may not', async () => {
    const menuOf = async (page: Page) => {
      await page.goto(`${server.url}/`);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
      return menu.getByRole('link').allTextContents();
    };
    const support = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await startSession(support, server.url, demoTeam.support);
    expect(await routeStatus(support)).toBe(200);
    expect(await menuOf(support)).toContain('Announcements');
    await support.close();

    const finance = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await startSession(finance, server.url, demoTeam.finance);
    expect(await routeStatus(finance)).toBe(403);
    expect(await menuOf(finance)).not.toContain('Announcements');
    await finance.close();
  });
});
