import type { FastifyInstance } from 'fastify';
import { idParams } from '@/contract/fields/ids';
import { auditTrail } from '@/server/audit/trail';
import type { AppContext } from '@/server/context';
import { documentArea } from '@/server/openapi/areas';
import { MEMBER_NOT_FOUND } from './current';

export const memberParams = idParams(MEMBER_NOT_FOUND);

/** The routes' shared parts: their place in the OpenAPI document, the audit trail, who acts and when. */
export function kycRouteKit(app: FastifyInstance, ctx: AppContext) {
  documentArea(app, 'KYC');
  const { db, now } = ctx;
  return {
    db,
    audited: auditTrail(ctx),
    acting: (request: { userId: number }) => ({ admin: request.userId, now: now() }),
  };
}

/** What the member routes answer: `KycMember`. */
export const KYC_MEMBER =
  '{id, member_name, pan: KycPart, account: KycPart & {holder, ifsc, bank}, names: {member, pan, account}, ' +
  'images: {pan_card}, checks: [{id, part, verifier, at, by, state, request, answer}], verifier}; ' +
  'KycPart = {number, state, name, match (0-100), checked_at, reason, first_by?}';
