import { describe, expect, it } from 'vitest';
import { API, bearer, startServer } from './helpers';

const ROUTES = [
  ['GET', 'user/users/'],
  ['GET', 'user/new-users/'],
  ['GET', 'user/retrieve/2/'],
  ['DELETE', 'user/user/delete/2/'],
  ['POST', 'user/verify/62/'],
  ['POST', 'user/user/admin/create/'],
  ['PUT', 'user/user/update/2/'],
  ['GET', 'user/profile-update/requests/'],
  ['GET', 'user/email-update/requests/'],
  ['POST', 'user/profile-update/allowed/1/'],
  ['POST', 'user/profile-update/rejected/1/'],
  ['POST', 'user/email-update/allow/1/'],
  ['POST', 'user/email-update/reject/1/'],
  ['GET', 'user/admin/profile-update/proposed/1/'],
  ['GET', 'user/user-type-choices/'],
  ['GET', 'user/firm-type-choices/'],
  ['GET', 'main/role/list/'],
  ['GET', 'main/countries/'],
  ['GET', 'main/states/1/'],
  ['GET', 'user/directory/list/salesman/'],
  ['GET', 'user/directory/list/architect/'],
  ['GET', 'user/directory/retrieve/1/'],
  ['POST', 'user/directory/'],
  ['PUT', 'user/directory/update/1/'],
  ['DELETE', 'user/directory/delete/1/'],
  ['GET', 'loyalty/voucher-requests/'],
  ['GET', 'bill/approve-requests/'],
  ['GET', 'loyalty/payment/pending/list/'],
  ['GET', 'product/brand/list/'],
  ['GET', 'product/category/list/'],
  ['GET', 'programme/settings/'],
  ['PUT', 'programme/settings/'],
  ['GET', 'programme/liability/'],
  ['GET', 'programme/movement/'],
  ['GET', 'programme/tax-194r/'],
] as const;

describe('signed-in routes', () => {
  it('answer 401 without a token or with a bad one, and change nothing', async () => {
    const server = await startServer();
    const snapshot = () => server.db().prepare('SELECT COUNT(*) FROM users WHERE deleted_at IS NULL').pluck().get();
    const before = snapshot();
    for (const [method, path] of ROUTES) {
      const missing = await server.inject({ method, url: `${API}/${path}` });
      expect([path, missing.statusCode, missing.json()]).toEqual([
        path,
        401,
        {
          detail: 'Authentication credentials were not provided.',
          message: 'Authentication credentials were not provided.',
        },
      ]);
      const forged = await server.inject({ method, url: `${API}/${path}`, headers: bearer('not.a.token') });
      expect([path, forged.statusCode]).toEqual([path, 401]);
    }
    expect(snapshot()).toBe(before);
  });
});
