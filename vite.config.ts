import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API server of `npm run dev` listens on DEV_API_PORT; Vite proxies the API and media to it.
const apiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? '8081'}`;

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;

const compressors = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes `file.br` and `file.gz` beside each built text file, for the server to send
 * (`preCompressed` in server/static.ts) without compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir = 'dist' }, bundle) {
      const files = Object.keys(bundle).filter(file => COMPRESSIBLE.test(file) && !file.startsWith('.'));
      await Promise.all(
        files.map(async file => {
          const data = await readFile(path.join(dir, file));
          await Promise.all(
            Object.entries(compressors).map(async ([extension, compress]) =>
              writeFile(path.join(dir, `${file}.${extension}`), await compress(data)),
            ),
          );
        }),
      );
    },
  };
}

/**
 * The favicon as a data URL in index.html: fetched as a file, it is a request made before the
 * login card is painted, which Lighthouse's simulation counts against the largest paint.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const svg = await readFile(path.resolve(import.meta.dirname, 'src/assets/logo.svg'), 'utf8');
        return html.replace(
          'href="/src/assets/logo.svg"',
          `href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"`,
        );
      },
    },
  };
}

/**
 * index.html's classic scripts (`<script vite-ignore src="/src/….js">`: they run as the document
 * is read, before the app's module) copied under assets/ with their content's hash in the name, as
 * Vite names modules, so the server lets a browser keep them for good.
 */
function classicScripts(): Plugin {
  const hashed = new Map<string, { fileName: string; source: string }>();
  return {
    name: 'classic-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        for (const [, file] of html.matchAll(/<script vite-ignore src="\/(src\/[^"]+)\.js">/g)) {
          const source = await readFile(path.resolve(import.meta.dirname, `${file}.js`), 'utf8');
          const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
          hashed.set(file, { fileName: `assets/${path.basename(file)}-${hash}.js`, source });
        }
        return html.replace(
          /<script vite-ignore src="\/(src\/[^"]+)\.js">/g,
          (_tag, file: string) => `<script vite-ignore src="/${hashed.get(file)!.fileName}">`,
        );
      },
    },
    generateBundle() {
      for (const { fileName, source } of hashed.values()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * What the first load of /login runs (every module the entry imports statically: Rolldown's
 * `$initial` tag) goes in the entry's one chunk. Left to itself, Rolldown splits it into a dozen
 * small chunks shared with lazy screens; a phone on HTTP/1.1 fetches six at a time, so each
 * further six costs a round trip before the login card can paint. Only what the first load runs:
 * a library part only lazy screens use (ra-core's exporter, inflection) loads with them.
 */
const firstLoad = { name: 'index', tags: ['$initial' as const] };

/** `@/…` names a file from the repository's root, as tsconfig.json's `paths` say. */
export const rootAlias = { find: /^@\//, replacement: `${import.meta.dirname}/` };

export default defineConfig({
  plugins: [react(), inlineFavicon(), classicScripts(), precompress()],
  resolve: {
    alias: [
      rootAlias,
      { find: 'object.entries', replacement: path.resolve(import.meta.dirname, 'src/lib/objectEntries.cjs') },
    ],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // A lazy screen's chunks are found by the browser as it reads the screen's imports: appending
    // Vite's <link rel=modulepreload> for each would hold the main thread right after the first load.
    // The page's own stay in index.html.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: { output: { codeSplitting: { groups: [firstLoad] } } },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
});
