import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodePng } from '@/server/png';
import { bearer, Multipart, startSignedIn, type SignedInServer } from './helpers';

const KB = 1024;
const MB = 1024 * KB;
const PNG = encodePng(2, 2, () => [20, 120, 200]);
const BOUNDARY = 'flood-boundary-1f2e';

const count = (server: SignedInServer, table: string) =>
  server.db().prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/** A product form for the seeded brand 1 and its first category. */
function productFields(server: SignedInServer, extra: Record<string, string> = {}) {
  const category = server.db().prepare('SELECT id FROM categories WHERE brand_id = 1').pluck().get() as number;
  return {
    name: 'Limit Tester',
    code: `LIM-${Math.random().toString(36).slice(2, 8)}`,
    brand: '1',
    category: String(category),
    price_in_inr: '100',
    ...extra,
  };
}

/** `fields` text fields of `size` bytes each, made while the server reads them (the same bytes every time). */
function flood(fields: number, size: number): Readable {
  const value = Buffer.alloc(size, 'a');
  return Readable.from(
    (function* () {
      for (let index = 0; index < fields; index++) {
        yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="field${index}"\r\n\r\n`);
        yield value;
        yield Buffer.from('\r\n');
      }
      yield Buffer.from(`--${BOUNDARY}--\r\n`);
    })(),
    { objectMode: false },
  );
}

/** The most the server's memory (heap and buffers) grew by while `run` ran, in bytes. */
async function peakGrowth(run: () => Promise<unknown>): Promise<number> {
  const used = () => {
    const { heapUsed, external, arrayBuffers } = process.memoryUsage();
    return heapUsed + external + arrayBuffers;
  };
  const baseline = used();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 2);
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, used()) - baseline;
}

describe('per-route multipart limits', () => {
  let tmp: string;
  const savedTmp = process.env.TMPDIR;
  beforeEach(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'loyalty-limits-'));
    process.env.TMPDIR = tmp;
  });
  afterEach(() => {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    rmSync(tmp, { recursive: true, force: true });
  });

  it('answers a 270 MB field flood with 413 while the server grows by less than 50 MB', async () => {
    const server = await startSignedIn();
    const { access } = server;
    const before = count(server, 'products');
    const send = (headers: Record<string, string>) =>
      server.inject({
        method: 'POST',
        url: '/api/v1/product/product/',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...bearer(access), ...headers },
        payload: flood(300, 900 * KB),
      });
    let chunked: Awaited<ReturnType<typeof send>> | undefined;
    const growth = await peakGrowth(async () => (chunked = await send({ 'transfer-encoding': 'chunked' })));
    expect(growth).toBeLessThan(50 * MB);
    expect([chunked?.statusCode, chunked?.json().message]).toEqual([413, 'A text field is longer than 32 KB.']);
    // Declared up front, the same body is refused before any of it is read.
    const declared = await send({ 'content-length': String(300 * (900 * KB + 80) + 30) });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toMatch(/^The request body is larger than [\d.]+ MB\.$/);
    expect(count(server, 'products')).toBe(before);
  }, 30_000);

  it('answers 413, naming the limit, for too many fields, too many files or a file too large, and saves nothing', async () => {
    const server = await startSignedIn();
    const before = count(server, 'products');
    const manyFields = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`extra${index}`, 'x']));
    const cases: [Multipart, string][] = [
      [new Multipart(productFields(server, manyFields)), 'Too many text fields: at most 20.'],
      [
        new Multipart(productFields(server, { description: 'x'.repeat(33 * KB) })),
        'A text field is longer than 32 KB.',
      ],
      [
        new Multipart(productFields(server), {
          product_pdf: { data: Buffer.from('%PDF-1.4\n'), filename: 'a.pdf', type: 'application/pdf' },
          other: { data: PNG },
        }),
        'Too many files: at most 1.',
      ],
      [
        new Multipart(productFields(server), {
          product_pdf: { data: Buffer.alloc(10 * MB + 1), filename: 'a.pdf', type: 'application/pdf' },
        }),
        'The file is larger than 10 MB.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await server.api('POST', 'product/product/', body);
      expect([response.statusCode, response.json()]).toEqual([413, { message }]);
    }
    expect(count(server, 'products')).toBe(before);
  });

  it('leaves no temporary file behind, whether the upload is taken or refused', async () => {
    const server = await startSignedIn();
    const taken = await server.api(
      'POST',
      'product/brand/',
      new Multipart({ name: 'Tempfile Brand' }, { logo: { data: PNG, filename: 'logo.png', type: 'image/png' } }),
    );
    expect(taken.statusCode).toBe(201);
    const refused = await server.api(
      'POST',
      'product/brand/',
      new Multipart({ name: 'Too Big Brand' }, { logo: { data: Buffer.alloc(10 * MB + 1), filename: 'big.png' } }),
    );
    expect(refused.statusCode).toBe(413);
    expect(readdirSync(tmp).filter(name => name.startsWith('loyalty-upload-'))).toEqual([]);
  });
});
