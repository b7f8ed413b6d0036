import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

/** A user's detail: TDS certificates, transaction and voucher histories. */
export const userDetailRoutes: FastifyPluginAsync<RouteOptions> = async () => {};
