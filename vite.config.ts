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
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
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

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
});
