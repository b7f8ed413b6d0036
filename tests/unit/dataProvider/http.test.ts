import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { request } from '@/dataProvider/http';
import { serverMessageOf } from '@/src/lib/errors';
import { fakeServer, makeToken, signInWith } from '../fakes';

describe('HTTP layer', () => {
  it('sends the bearer token on signed-in calls and none on calls made before sign-in', async () => {
    const { access } = signInWith(makeToken());
    const server = fakeServer(() => ({ body: {} }));
    await request('main/dashboard/');
    await request('user/send-verification-email/', { method: 'POST', body: { email: 'a@b.in' }, authenticated: false });
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
    expect(server.calls[1].headers.Authorization).toBeUndefined();
  });

  it('accepts spec paths with a leading slash and drops empty query values', async () => {
    const server = fakeServer(() => ({ body: [] }));
    await request('/bill/list/all-bills/', { query: { search: '', page: 2 }, authenticated: false });
    expect(server.calls[0]).toMatchObject({ path: 'bill/list/all-bills/', query: { page: '2' } });
  });

  it("carries the server's message, else its detail, else the caller's default", async () => {
    fakeServer(() => ({ status: 400, body: { message: 'Invalid input.' } }));
    await expect(request('x/', { authenticated: false })).rejects.toMatchObject({
      message: 'Invalid input.',
      status: 400,
    });
    fakeServer(() => ({ status: 403, body: { detail: 'Not allowed.' } }));
    await expect(request('x/', { authenticated: false })).rejects.toMatchObject({
      message: 'Not allowed.',
      status: 403,
    });
    fakeServer(() => ({ status: 500 }));
    await expect(
      request('x/', { authenticated: false, fallbackMessage: 'Failed to fetch users' }),
    ).rejects.toMatchObject({
      message: 'Failed to fetch users',
      status: 500,
    });
  });

  it('reads the messages of DRF and simplejwt: detail, non_field_errors, a list of strings', async () => {
    const cases: [unknown, string][] = [
      [
        {
          detail: 'Given token not valid for any token type',
          code: 'token_not_valid',
          messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
        },
        'Given token not valid for any token type',
      ],
      [{ message: '', detail: 'Not found.' }, 'Not found.'],
      [{ non_field_errors: ['This request has already been decided.'] }, 'This request has already been decided.'],
      [['This request has already been decided.'], 'This request has already been decided.'],
    ];
    for (const [body, message] of cases) {
      fakeServer(() => ({ status: 400, body }));
      const error = (await request('x/', { authenticated: false }).catch(caught => caught)) as HttpError;
      expect(error.message).toBe(message);
      expect(serverMessageOf(error)).toBe(message);
    }
  });

  it('maps field errors, in our shape and the DRF shape, for react-admin forms', async () => {
    fakeServer(() => ({
      status: 400,
      body: { message: 'Invalid input.', errors: { email: ['This field is required.'] } },
    }));
    const error = (await request('x/', { authenticated: false }).catch(caught => caught)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body.errors).toEqual({ email: 'This field is required.' });

    fakeServer(() => ({ status: 400, body: { phone: ['Enter a valid phone.', 'Too short.'], non_field: 'x' } }));
    const drfError = (await request('x/', { authenticated: false }).catch(caught => caught)) as HttpError;
    expect(drfError.body.errors).toEqual({ phone: 'Enter a valid phone. Too short.' });
  });

  it('reports a network failure as status 0 with the network message key', async () => {
    fakeServer(() => new TypeError('Failed to fetch'));
    await expect(request('x/', { authenticated: false })).rejects.toMatchObject({
      status: 0,
      message: 'app.errors.network',
    });
  });

  it('sends FormData as multipart, letting the browser set the boundary', async () => {
    const server = fakeServer(() => ({ status: 201, body: { id: 1 } }));
    const form = new FormData();
    form.append('name', 'Asian Paints');
    await request('product/brand/', { method: 'POST', body: form, authenticated: false });
    expect(server.calls[0].headers['Content-Type']).toBeUndefined();
    expect(server.calls[0].body).toEqual({ name: 'Asian Paints' });
  });
});
