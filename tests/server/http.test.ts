import { describe, expect, it } from 'vitest';
import { API, startServer } from './helpers';
import { mediaAddress } from './mediaAddresses';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe(
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
      "font-src 'self' data:;connect-src 'self';worker-src 'self' blob:;object-src 'none';base-uri 'self';" +
      "form-action 'self';frame-ancestors 'none'",
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('HTTP surface', () => {
  it('sends security headers on API answers, errors, media, the app and its fallback', async () => {
    const server = await startServer({ indexHtml: INDEX_HTML });
    const answers = await Promise.all([
      server.inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: {} }),
      server.inject({ method: 'GET', url: `${API}/main/dashboard/` }),
      server.inject({ method: 'GET', url: '/media/seed/brand-1.png' }),
      server.inject({ method: 'GET', url: '/' }),
      server.inject({ method: 'GET', url: '/user/list' }),
      server.inject({ method: 'GET', url: '/assets/app.js' }),
    ]);
    expect(answers.map(answer => answer.statusCode)).toEqual([400, 401, 200, 200, 200, 200]);
    for (const answer of answers) expectSecurityHeaders(answer.headers);
  });

  it("lets the app show images and download files from MEDIA_ORIGINS, and nothing else's", async () => {
    const server = await startServer({ config: { mediaOrigins: ['https://media.example.com'] } });
    const policy = (await server.inject({ method: 'GET', url: `${API}/main/dashboard/` })).headers[
      'content-security-policy'
    ];
    expect(policy).toContain("img-src 'self' data: blob: https://media.example.com;");
    expect(policy).toContain("connect-src 'self' https://media.example.com;");
    expect(policy).toContain("script-src 'self';");
  });

  it('answers client routes with index.html, and unknown API or media paths with 404 JSON', async () => {
    const server = await startServer({ indexHtml: INDEX_HTML });
    for (const url of ['/user/list', '/products/product-detail/7', '/terms&condition-list', '/login?next=%2F']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
    for (const request of [
      { method: 'GET', url: `${API}/no/such/route/` },
      { method: 'POST', url: `${API}/no/such/route/` },
      { method: 'GET', url: '/api' },
      { method: 'GET', url: '/media/seed/missing.png' },
      { method: 'POST', url: '/user/list' },
    ] as const) {
      const response = await server.inject(request);
      expect([request.url, response.statusCode, response.json()]).toEqual([
        request.url,
        404,
        { detail: 'Not found.', message: 'Not found.' },
      ]);
    }
  });

  it('answers 401 and 404 as simplejwt and DRF do, with detail (and code), keeping message', async () => {
    const server = await startServer();
    const noToken = await server.inject({ method: 'GET', url: `${API}/main/dashboard/` });
    expect([noToken.statusCode, noToken.json()]).toEqual([
      401,
      {
        detail: 'Authentication credentials were not provided.',
        message: 'Authentication credentials were not provided.',
      },
    ]);
    const badToken = await server.inject({
      method: 'GET',
      url: `${API}/main/dashboard/`,
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect([badToken.statusCode, badToken.json()]).toMatchObject([
      401,
      { detail: expect.any(String), code: 'token_not_valid', message: expect.any(String) },
    ]);
    const { access } = await server.login();
    const missing = await server.inject({
      method: 'GET',
      url: `${API}/loyalty/voucher/request/detail/99999/`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { detail: 'Not found.', message: 'Voucher request not found.' },
    ]);
  });

  it('answers malformed URLs with JSON and the same security headers', async () => {
    const server = await startServer();
    const badUrl = await server.inject({ method: 'GET', url: `${API}/user/verify-email/%ZZ/` });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'Malformed URL.' });
    expectSecurityHeaders(badUrl.headers);
    const tooLong = await server.inject({ method: 'GET', url: `${API}/user/verify-email/${'a'.repeat(200)}/` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ message: 'URL is too long.' });
  });

  it('takes uploads up to 10 MB per file and 20 files, and answers 413 beyond', async () => {
    const server = await startServer();
    server.app.post('/upload-probe', async request => {
      let bytes = 0;
      for await (const part of request.files()) bytes += (await part.toBuffer()).length;
      return { bytes };
    });
    const upload = (files: number, size: number) => {
      const parts = Array.from({ length: files }, (_, index) =>
        Buffer.concat([
          Buffer.from(`--b\r\nContent-Disposition: form-data; name="f"; filename="${index}.bin"\r\n\r\n`),
          Buffer.alloc(size, 1),
          Buffer.from('\r\n'),
        ]),
      );
      return server.inject({
        method: 'POST',
        url: '/upload-probe',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload: Buffer.concat([...parts, Buffer.from('--b--\r\n')]),
      });
    };
    const MB = 1024 * 1024;
    const fine = await upload(2, 3 * MB);
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toEqual({ bytes: 6 * MB });
    const bigFile = await upload(1, 10 * MB + 1);
    expect(bigFile.statusCode).toBe(413);
    expect(bigFile.json()).toEqual({ message: 'Uploaded file is too large.' });
    const manyFiles = await upload(21, 10);
    expect(manyFiles.statusCode).toBe(413);
    expect(manyFiles.json()).toEqual({ message: 'Too many files in one request.' });
  });

  it('serves no app when there is no built app', async () => {
    const server = await startServer();
    const response = await server.inject({ method: 'GET', url: '/user/list' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', message: 'Not found.' });
  });

  it('serves seeded media as real PNG files', async () => {
    const server = await startServer();
    const photo = server
      .db()
      .prepare('SELECT photo FROM users WHERE photo IS NOT NULL LIMIT 1')
      .pluck()
      .get() as string;
    // A member's photo is private: served at its signed address (privateDocuments.test.ts).
    const response = await server.inject({ method: 'GET', url: mediaAddress(server, photo)! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
