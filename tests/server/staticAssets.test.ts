import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API, startServer } from './helpers';

const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const APP_JS = `console.log(${JSON.stringify('app '.repeat(500))});\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built app as Vite and its precompress step leave it: each text file beside its .br and .gz. */
async function serverWithBuiltApp() {
  const server = await startServer({ indexHtml: INDEX_HTML });
  const distDir = server.config.distDir as string;
  const files = { 'index.html': INDEX_HTML, 'assets/app-1a2b3c.js': APP_JS };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(distDir, file), text);
    writeFileSync(path.join(distDir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(distDir, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(distDir, 'assets/plain-4d5e6f.js'), APP_JS);
  return server;
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: body => body,
};

describe('the built app over HTTP', () => {
  it('sends each text file in the encoding the browser accepts, varying by Accept-Encoding', async () => {
    const server = await serverWithBuiltApp();
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
      { acceptEncoding: 'gzip', encoding: 'gzip' },
      { acceptEncoding: 'br;q=0.5, gzip', encoding: 'gzip' },
      { acceptEncoding: 'identity', encoding: 'identity' },
      { acceptEncoding: undefined, encoding: 'identity' },
    ];
    const documents = [
      { url: '/assets/app-1a2b3c.js', type: /^text\/javascript|^application\/javascript/, text: APP_JS },
      { url: '/', type: /^text\/html/, text: INDEX_HTML },
      { url: '/index.html', type: /^text\/html/, text: INDEX_HTML },
      { url: '/bills/request/detail/7', type: /^text\/html/, text: INDEX_HTML },
    ];
    for (const { url, type, text } of documents) {
      for (const { acceptEncoding, encoding } of cases) {
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        const response = await server.inject({ method: 'GET', url, headers });
        const what = `${url} with Accept-Encoding ${acceptEncoding}`;
        expect(response.statusCode, what).toBe(200);
        expect(response.headers['content-encoding'] ?? 'identity', what).toBe(encoding);
        expect(response.headers['content-type'], what).toMatch(type);
        expect(response.headers.vary, what).toMatch(/accept-encoding/i);
        expect(decoders[encoding](response.rawPayload).toString(), what).toBe(text);
      }
    }
  });

  it('sends a file the build did not compress as it is', async () => {
    const server = await serverWithBuiltApp();
    const response = await server.inject({
      method: 'GET',
      url: '/assets/plain-4d5e6f.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect([response.statusCode, response.headers['content-encoding'], response.body]).toEqual([
      200,
      undefined,
      APP_JS,
    ]);
  });

  it('lets browsers keep hashed assets for a year and revalidate index.html on every visit', async () => {
    const server = await serverWithBuiltApp();
    for (const url of ['/assets/app-1a2b3c.js', '/assets/plain-4d5e6f.js']) {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const response = await server.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
        expect(response.headers['cache-control'], `${url} as ${acceptEncoding}`).toBe(IMMUTABLE);
      }
    }
    for (const url of ['/', '/index.html', '/login', '/user/list?page=2']) {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const response = await server.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
        expect(response.headers['cache-control'], `${url} as ${acceptEncoding}`).toBe('no-cache');
      }
    }
  });

  it('answers a missing hashed asset with 404, not with index.html', async () => {
    const server = await serverWithBuiltApp();
    const response = await server.inject({ method: 'GET', url: '/assets/app-000000.js' });
    expect([response.statusCode, response.json()]).toEqual([404, { detail: 'Not found.', message: 'Not found.' }]);
  });

  it('leaves media and API answers as they were: media cacheable by default, the API not marked immutable', async () => {
    const server = await serverWithBuiltApp();
    const media = await server.inject({ method: 'GET', url: '/media/seed/brand-1.png' });
    expect([media.statusCode, media.headers['cache-control']]).toEqual([200, 'public, max-age=0']);
    const api = await server.inject({
      method: 'GET',
      url: `${API}/main/dashboard/`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(api.statusCode).toBe(401);
    expect(api.headers['cache-control']).toBeUndefined();
  });
});
