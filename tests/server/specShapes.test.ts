import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';
import { FULL_SHAPES_HEADER } from '@/server/specShapes';
import { specShapeOfAnswer } from '@/server/specShapes/endpoints';
import { project } from '@/server/specShapes/project';
import { API, startSignedIn } from './helpers';

describe('SPEC_SHAPES', () => {
  it('is read from the environment: strict, or the reference shapes by default', () => {
    expect(loadConfig({}).specShapes).toBe('reference');
    expect(loadConfig({ SPEC_SHAPES: 'strict' }).specShapes).toBe('strict');
    expect(() => loadConfig({ SPEC_SHAPES: 'loose' })).toThrow(ConfigError);
  });

  it('projects objects, lists, nested and grouped answers onto their shapes', () => {
    const shape = ['id', { user: ['id'], '*': ['id'] }] as const;
    expect(project([{ id: 1, extra: 2, user: { id: 3, name: 'x' } }], ['id', { user: ['id'] }])).toEqual([
      { id: 1, user: { id: 3 } },
    ]);
    expect(project({ today: [{ id: 1, is_read: true }], yesterday: [] }, [{ '*': ['id'] }])).toEqual({
      today: [{ id: 1 }],
      yesterday: [],
    });
    expect(project({ id: 1, user: null }, shape)).toEqual({ id: 1, user: null });
    expect(project('text', ['id'])).toBe('text');
  });

  it('names only routes the server has', async () => {
    const server = await startSignedIn();
    const routes = server.app.printRoutes({ commonPrefix: false });
    for (const key of Object.keys(specShapeOfAnswer)) {
      const [, path] = key.split(' ');
      const lastSegment = path.split('/').filter(Boolean).at(-1)!;
      expect(routes, key).toContain(lastSegment);
    }
  });

  it('drops the extras of every answer in strict mode, unless a test asks for the full answer', async () => {
    const server = await startSignedIn({ config: { specShapes: 'strict' } });
    const [user] = (await server.api('GET', 'user/users/')).json();
    expect(user).not.toHaveProperty('user_type_display');
    expect(user).not.toHaveProperty('role_name');
    expect(user).toHaveProperty('loyalty.balance_points');
    const [bill] = (await server.api('GET', 'bill/list/all-bills/')).json();
    expect(bill).not.toHaveProperty('user_list.firm_type_display');
    expect(bill).toHaveProperty('status');
    const [voucher] = (await server.api('GET', 'loyalty/voucher/list/')).json();
    expect(voucher).not.toHaveProperty('used_codes_count');
    const dashboard = (await server.api('GET', 'main/dashboard/')).json();
    expect(Object.keys(dashboard).sort()).toEqual([
      'total_balance_cash',
      'total_balance_points',
      'total_products',
      'total_users',
    ]);

    const { access } = await server.login();
    const full = await server.inject({
      method: 'GET',
      url: `${API}/user/users/`,
      headers: { authorization: `Bearer ${access}`, [FULL_SHAPES_HEADER]: 'full' },
    });
    expect(full.json()[0]).toHaveProperty('user_type_display');
  });

  it('answers the full shapes by default', async () => {
    const server = await startSignedIn();
    const [request] = (await server.api('GET', 'loyalty/voucher-requests/')).json();
    expect(request).toHaveProperty('status', 'pending');
  });
});
