import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { BenchResult } from './report';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Budget for the JavaScript a first visit to /login loads, gzipped. */
export const loginFirstLoadBudgetKb = 245;
/**
 * A phone on HTTP/1.1 opens six connections to a host: a seventh file waits a round trip
 * before the login card can paint (see `firstLoadModules` in vite.config.ts).
 */
export const loginFirstLoadFilesBudget = 6;

const kb = (bytes: number) => bytes / 1024;

/** Gzipped size of the JavaScript a first visit to /login loads, and of every lazy chunk. */
export async function benchBundle(browser: Browser, baseUrl: string, distDir: string): Promise<BenchResult> {
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('response', response => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) loaded.add(url.pathname.replace(/^\//, ''));
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await context.close();

  const firstLoad = [...loaded].map(file => ({ file, gz: gzipped(file) }));
  const firstLoadKb = kb(firstLoad.reduce((sum, chunk) => sum + chunk.gz, 0));
  const sources = (chunk: ManifestChunk) => `${chunk.src ?? ''} ${chunk.name ?? ''}`.toLowerCase();
  const heavyInFirstLoad = Object.values(manifest).filter(
    chunk => loaded.has(chunk.file) && /xlsx|browser-image-compression|dompurify/.test(sources(chunk)),
  );

  const lines = [
    `First visit to /login: ${firstLoadKb.toFixed(1)} KB gzipped in ${firstLoad.length} files (budget ${loginFirstLoadBudgetKb} KB)`,
    ...firstLoad
      .sort((a, b) => b.gz - a.gz)
      .map(chunk => `  ${chunk.file.padEnd(48)} ${kb(chunk.gz).toFixed(1).padStart(7)} KB`),
    'Lazy chunks (loaded when a screen first opens):',
    ...Object.values(manifest)
      .filter(chunk => chunk.file.endsWith('.js') && !loaded.has(chunk.file))
      .map(chunk => ({ file: chunk.file, gz: gzipped(chunk.file) }))
      .sort((a, b) => b.gz - a.gz)
      .map(chunk => `  ${chunk.file.padEnd(48)} ${kb(chunk.gz).toFixed(1).padStart(7)} KB`),
  ];
  return {
    title: 'Bundle size',
    lines,
    budgets: [
      {
        name: `first load of /login ≤ ${loginFirstLoadBudgetKb} KB gzipped`,
        ok: firstLoadKb <= loginFirstLoadBudgetKb,
      },
      {
        name: `first load of /login in at most ${loginFirstLoadFilesBudget} files`,
        ok: firstLoad.length <= loginFirstLoadFilesBudget,
      },
      {
        name: 'no heavy library (xlsx, image compression, sanitiser) in the first load',
        ok: heavyInFirstLoad.length === 0,
      },
    ],
  };
}
