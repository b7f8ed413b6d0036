import { describe, expect, it } from 'vitest';
import { bearer, Multipart, startSignedIn } from './helpers';

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
] as const;

describe('a multipart body that breaks off', () => {
  it.each(multipartRoutes)('%s %s answers 400, never a 500', async (method, path) => {
    const server = await startSignedIn();
    const { access } = await server.login();
    const whole = new Multipart({ name: 'Cut short' }, { images: { data: Buffer.alloc(4096, 1) } });
    const response = await server.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { ...whole.headers, ...bearer(access) },
      payload: whole.payload.subarray(0, 300),
    });
    expect([response.statusCode, response.json().message]).toEqual([400, 'Malformed multipart body.']);
  });
});
