import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

/** Terms and conditions and the privacy policy. */
export const termsRoutes: FastifyPluginAsync<RouteOptions> = async () => {};
