import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import type { RouteOptions } from '@/server/context';
import { startServer } from './helpers';

// The dashboard's routes, and beside them a signed-in route that declares no permission.
vi.mock('../../server/routes/dashboard', async importOriginal => {
  const { dashboardRoutes } = await importOriginal<typeof import('@/server/routes/dashboard')>();
  const withoutPermission: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
    await dashboardRoutes(app, options);
    app.get('/main/forgotten/', async () => ({}));
  };
  return { dashboardRoutes: withoutPermission };
});

describe('a signed-in route that declares no permission', () => {
  it('stops the server at start-up, naming the route', async () => {
    await expect(startServer()).rejects.toThrow(
      'The signed-in route GET /api/v1/main/forgotten/ declares no permission: ' +
        "give it `config: { permission: may('resource', 'action') }` (server/team/permissions.ts)",
    );
  });
});
