import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const copied = (source: string) => !/^(node_modules|dist|data|test-results|\.git)$/.test(path.basename(source));

/** The README's "Adding an area" blocks: each fenced block whose info names a file after its language. */
async function readmeBlocks() {
  const readme = await readFile(path.join(projectRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Adding an area'));
  const blocks = [...section.matchAll(/```(?:tsx?) (\S+)\n([\s\S]*?)```/g)].map(([, file, text]) => ({ file, text }));
  expect(blocks.length).toBeGreaterThanOrEqual(5);
  return blocks;
}

/** A new file is written whole; in a list, an import goes after the imports and an entry before the list's end. */
async function apply(root: string, { file, text }: { file: string; text: string }) {
  const target = path.join(root, file);
  const existing = await readFile(target, 'utf8').catch(() => undefined);
  if (existing === undefined) {
    await mkdir(path.dirname(target), { recursive: true });
    return writeFile(target, text);
  }
  const lines = existing.split('\n');
  for (const line of text.trimEnd().split('\n')) {
    const at = line.startsWith('import ')
      ? lines.findLastIndex(candidate => candidate.startsWith('import ')) + 1
      : lines.findIndex(candidate => /^\](?: as const)?;$/.test(candidate));
    expect(at, `${file}: where "${line}" goes`).toBeGreaterThan(0);
    lines.splice(at, 0, line);
  }
  return writeFile(target, lines.join('\n'));
}

describe('adding an area as the README says', () => {
  let root: string;
  let server: RunningServer;
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
    [server, browser] = await Promise.all([startServer({}, path.join(root, 'dist')), launchBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('shows the area in the menu, loads its list through the data provider, and opens its address', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const asked: string[] = [];
    // The backend of the example: DRF's router convention, answering the spec's way (whole arrays).
    await page.route('**/api/v1/main/announcements/**', async route => {
      asked.push(new URL(route.request().url()).pathname);
      await route.fulfill({
        json: [
          { id: 1, title: 'Double points on faucets', starts_on: '2026-12-01' },
          { id: 2, title: 'New voucher partner', starts_on: '2026-12-15' },
        ],
      });
    });
    await signIn(page, server.url);
    await page.getByRole('link', { name: 'Announcements' }).click();
    await page.waitForURL(url => url.pathname === '/announcements');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    const rows = page.getByRole('table', { name: 'Announcements' }).locator('tbody tr');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([expect.stringContaining('Double points on faucets'), expect.stringContaining('New voucher partner')]);
    expect(asked).toContain('/api/v1/main/announcements/');
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
});
