import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

/** The admin's notifications. */
export const notificationRoutes: FastifyPluginAsync<RouteOptions> = async () => {};
