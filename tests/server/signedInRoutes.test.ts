import { describe, expect, it } from 'vitest';
import { permissionTable } from '@/server/team/permissions';
import { API, bearer, startServer, type TestServer } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every signed-in route the built server registered, as its route table has it: those declaring a
 * permission (server/team/permissions.ts), each method but the HEAD beside a GET, with 1 for each
 * parameter. An area's routes come and go with it.
 */
function signedInRoutes(server: TestServer): [Method, string][] {
  return Object.keys(permissionTable(server.app.routeList))
    .map(key => key.split(' ') as [string, string])
    .filter(([method]) => method !== 'HEAD')
    .map(([method, url]) => [method as Method, url.slice(`${API}/`.length).replace(/:\w+/g, '1')]);
}

describe('signed-in routes', () => {
  it('answer 401 without a token or with a bad one, and change nothing', async () => {
    const server = await startServer();
    const snapshot = () => server.db().prepare('SELECT COUNT(*) FROM users WHERE deleted_at IS NULL').pluck().get();
    const before = snapshot();
    const routes = signedInRoutes(server);
    expect(routes.length).toBeGreaterThan(90);
    for (const [method, path] of routes) {
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
