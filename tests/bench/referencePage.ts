import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview, type InlineConfig } from 'vite';

export interface ServedPage {
  /** The page's origin, with a trailing slash. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Builds the React page at `pageRoot` with Vite into a temporary folder, puts `files` beside it
 * (as JSON) and serves them with Vite's preview on a free port, `/api/` proxied to `apiServer` when given.
 */
export async function serveBuiltPage(
  pageRoot: string,
  { files = {}, apiServer }: { files?: Record<string, unknown>; apiServer?: string } = {},
): Promise<ServedPage> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'loyalty-bench-reference-'));
  const config: InlineConfig = {
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // One page on this machine, fetched over no network: its single chunk's size is no concern.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5_000 },
    preview: { host: '127.0.0.1', port: 0, proxy: apiServer ? { '/api/': apiServer } : undefined },
  };
  const removeBuild = () => rmSync(outDir, { recursive: true, force: true });
  try {
    await build(config);
    for (const [name, content] of Object.entries(files))
      writeFileSync(path.join(outDir, name), JSON.stringify(content));
    const server = await preview(config);
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error(`the page at ${pageRoot} is served at no address`);
    return {
      url,
      close: async () => {
        await server.close();
        removeBuild();
      },
    };
  } catch (error) {
    removeBuild();
    throw error;
  }
}
