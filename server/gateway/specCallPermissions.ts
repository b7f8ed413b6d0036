import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { SERVER_AREAS } from '../areas';
import { API_PREFIX, type AppContext } from '../context';
import { requestValidator } from '../input';
import { recordRoutes } from '../routeList';
import { apiRoutes } from '../routes';
import { permissionTable } from '../team/permissions';
import type { ForwardedCall } from './forwardedCall';
import { partsOf, SPEC_CALLS } from './specCalls';

/**
 * Each spec call with the permission its reference route declares (the one route table of
 * permissions): the same role may do the same call through the gateway. The reference server's
 * routes are registered over `ctx` on an instance that never listens, and read from there.
 */
export function forwardedCalls(ctx: AppContext): Promise<ForwardedCall[]> {
  calls ??= readForwardedCalls(ctx);
  return calls;
}

/** Worked out once per process: what a route declares depends on no data of `ctx`. */
let calls: Promise<ForwardedCall[]> | undefined;

async function readForwardedCalls(ctx: AppContext): Promise<ForwardedCall[]> {
  const reference = Fastify();
  reference.setValidatorCompiler(requestValidator);
  reference.setSerializerCompiler(serializerCompiler);
  recordRoutes(reference);
  await reference.register(apiRoutes, { prefix: API_PREFIX, ctx, specShapes: 'reference', areas: SERVER_AREAS });
  const routes = [...reference.routeList];
  await reference.close();
  const table = permissionTable(routes);
  const registered = new Set(routes.flatMap(route => [route.method].flat().map(method => `${method} ${route.url}`)));
  return SPEC_CALLS.map(call => {
    const { method, pattern } = partsOf(call);
    const key = `${method} ${API_PREFIX}${pattern}`;
    if (!registered.has(key)) throw new Error(`The spec's call ${call} is no route of the reference server.`);
    return { method, pattern, permission: table[key] };
  });
}
