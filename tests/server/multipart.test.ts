import { describe, expect, it } from 'vitest';
import { bearer, Multipart, startSignedIn, workbook, type SignedInServer } from './helpers';

/** Every route that reads a multipart body, with the id of a seeded row where it needs one. */
const multipartRoutes = [
  ['POST', 'user/user/admin/create/'],
  ['PUT', 'user/user/update/2/'],
  ['POST', 'product/brand/'],
  ['PUT', 'product/brand/update/1/'],
  ['POST', 'product/product/'],
  ['PUT', 'product/product/update/1/'],
  ['POST', 'product/media/1/'],
  ['PUT', 'product/media/update/1/'],
  ['PUT', 'loyalty/voucher/update/1/'],
  ['POST', 'loyalty/tds-certificate/2/'],
  ['POST', 'product/product/import/'],
  ['POST', 'loyalty/voucher/import/'],
] as const;

const MALFORMED = 'Malformed multipart body.';

/** Every row of every table, to show a refused request changed nothing. */
function snapshot(server: SignedInServer) {
  const db = server.db();
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
  return Object.fromEntries(tables.map(table => [table, db.prepare(`SELECT * FROM "${String(table)}"`).all()]));
}

/** A signed-in server, and a way to send it any body with any headers. */
async function start() {
  const server = await startSignedIn();
  const { access } = server;
  const send = (method: string, path: string, headers: object, payload: Buffer | string) =>
    server.inject({
      method: method as 'POST',
      url: `/api/v1/${path}`,
      headers: { ...headers, ...bearer(access) },
      payload,
    });
  return { server, send };
}

describe('a multipart body that breaks off', () => {
  it.each(multipartRoutes)('%s %s answers 400, never a 500', async (method, path) => {
    const { server, send } = await start();
    const before = snapshot(server);
    const whole = new Multipart(
      { name: 'Cut short' },
      { images: { data: Buffer.alloc(4096, 1) }, file: { data: workbook([['a'], [1]]), filename: 'a.xlsx' } },
    );
    const response = await send(method, path, whole.headers, whole.payload.subarray(0, 300));
    expect([response.statusCode, response.json().message]).toEqual([400, MALFORMED]);
    expect(snapshot(server)).toEqual(before);
  });

  it.each(multipartRoutes)(
    '%s %s saves nothing from text fields whose closing boundary never came',
    async (method, path) => {
      const { server, send } = await start();
      const before = snapshot(server);
      const form = new Multipart({ name: 'Half Sent Brand', color: '#123456', description: 'kept back' });
      const payload = form.payload.toString();
      // Every field arrived whole; the body stops right after the last field's boundary line.
      const cut = payload.slice(0, payload.lastIndexOf('--test-boundary-7d3f--'));
      const response = await send(method, path, form.headers, cut);
      expect([response.statusCode, response.json().message]).toEqual([400, MALFORMED]);
      expect(snapshot(server)).toEqual(before);
    },
  );

  it.each(multipartRoutes)(
    '%s %s answers 400 without a boundary or with one the body never uses',
    async (method, path) => {
      const { send } = await start();
      const form = new Multipart({ name: 'No boundary' });
      const noBoundary = await send(method, path, { 'content-type': 'multipart/form-data' }, form.payload);
      expect([noBoundary.statusCode, noBoundary.json().message]).toEqual([400, MALFORMED]);
      const garbage = await send(method, path, form.headers, 'this is not multipart at all');
      expect([garbage.statusCode, garbage.json().message]).toEqual([400, MALFORMED]);
    },
  );

  it.each(multipartRoutes)('%s %s answers 415 for another content type', async (method, path) => {
    const { send } = await start();
    const text = await send(method, path, { 'content-type': 'text/plain' }, 'name=x');
    expect(text.statusCode).toBe(415);
    expect(typeof text.json().message).toBe('string');
  });
});

describe('a text part typed application/json', () => {
  it('is read as its raw text, not as a parsed value', async () => {
    const { send } = await start();
    const boundary = 'json-part-b';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      'Content-Type: application/json',
      '',
      '{"en": "Acme"}',
      `--${boundary}`,
      'Content-Disposition: form-data; name="description"',
      'Content-Type: application/json; charset=utf-8',
      '',
      'not json, still text',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await send(
      'POST',
      'product/brand/',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: '{"en": "Acme"}', description: 'not json, still text' });
  });
});
