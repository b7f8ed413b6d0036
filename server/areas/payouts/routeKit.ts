import type { FastifyInstance } from 'fastify';
import { auditTrail } from '@/server/audit/trail';
import type { AppContext } from '@/server/context';
import { documentArea } from '@/server/openapi/areas';

/** The routes' shared parts: their place in the OpenAPI document, the audit trail, who acts and when. */
export function payoutRouteKit(app: FastifyInstance, ctx: AppContext) {
  documentArea(app, 'Payouts through the bank');
  const { db, now } = ctx;
  return {
    db,
    now,
    audited: auditTrail(ctx),
    by: (request: { userId: number }) => ({ admin: request.userId, now: now() }),
  };
}
