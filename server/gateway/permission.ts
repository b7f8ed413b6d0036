import type { onRequestAsyncHookHandler } from 'fastify';
import { bearerOf } from '../callParts';
import type { Db } from '../db/connection';
import { grantIf, permissionOf } from '../team/enforce';
import { upstreamUnavailable } from './failures';
import { callPath } from './forwarding';
import type { Upstream } from './upstream';

/**
 * The gateway's `requirePermission`: a permission that depends on a record the gateway does not
 * keep (a directory entry's kind) is worked out from the upstream's answer to the record's read
 * call, with the caller's token; the others as on the reference server.
 */
export function requireGatewayPermission(db: Db, upstream: Upstream): onRequestAsyncHookHandler {
  return async request => {
    const declared = request.routeOptions.config.permission;
    if (typeof declared !== 'function' || !declared.ofRecord) return grantIf(request, permissionOf(request, db));
    const { read, permission } = declared.ofRecord;
    const path = callPath(`/${read}`, request.params as Record<string, string>);
    let record: Record<string, unknown> = {};
    if (path !== null) {
      const answer = await upstream.get(path, bearerOf(request)).catch(error => {
        throw upstreamUnavailable(error);
      });
      if (answer.status === 200 && answer.body !== null && typeof answer.body === 'object') {
        record = answer.body as Record<string, unknown>;
      }
    }
    grantIf(request, permission(record));
  };
}
