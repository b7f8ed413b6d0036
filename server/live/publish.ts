import type { onResponseAsyncHookHandler } from 'fastify';
import { LIVE_PATHS } from '@/contract/team/live';
import { onlyLooks } from '@/contract/team/roles';
import { API_PREFIX, type AppContext } from '../context';
import { permissionOf } from '../team/enforce';
import { liveAdmin } from './admins';

const PRESENCE_ROUTE = `${API_PREFIX}/${LIVE_PATHS.presence}`;

/**
 * For the signed-in scope: each change a request made (a 2xx answer to a method other than GET and
 * HEAD, presence reports and routes whose permission only looks aside) goes out to every stream as
 * its route's permission, with the record's id when the route's path names one.
 */
export function publishChanges({ db, live, now }: AppContext): onResponseAsyncHookHandler {
  return async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.url === PRESENCE_ROUTE) return;
    if (reply.statusCode < 200 || reply.statusCode > 299 || !live.listened) return;
    const { resource, action } = permissionOf(request, db);
    if (onlyLooks(action)) return;
    const id = Number((request.params as { id?: unknown } | undefined)?.id);
    live.publish({
      resource,
      action,
      id: Number.isSafeInteger(id) ? id : null,
      by: liveAdmin(db, request.userId),
      at: now().toISOString(),
    });
  };
}
