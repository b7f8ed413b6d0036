import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

/** The signed-in admin's own phone, email and password. */
export const settingsRoutes: FastifyPluginAsync<RouteOptions> = async () => {};
