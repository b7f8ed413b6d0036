import { VOUCHER_REQUEST_KIND } from '@/contract/approvals/kinds';
import { idParams } from '@/contract/fields/ids';
import type { DecisionCall } from '@/server/area';
import { auditTrail } from '@/server/audit/trail';
import type { AppContext } from '@/server/context';
import { keepRequestDecision } from '@/server/gateway/upstreamCopy/keptRequests';
import { message, record } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { approveRequest, rejectRequest } from './decisions';
import { REQUEST_NOT_FOUND, requestRecord } from './requestRecords';

const READ_REQUEST = `GET /${VOUCHER_REQUEST_KIND.read}:id/` as const;

/** What both reference routes decide with: the request of the path, its record, the audit trail. */
const referenceParts = (ctx: AppContext) => ({
  params: idParams(REQUEST_NOT_FOUND),
  read: (id: number) => requestRecord(ctx.db, id),
  audited: auditTrail(ctx),
});

/** Approving a voucher request: the member gets the voucher's oldest free code. */
const approve: DecisionCall = {
  call: VOUCHER_REQUEST_KIND.approve,
  permission: may('voucherRequests', 'approve'),
  reference: (app, ctx, route) => {
    const { params, read, audited } = referenceParts(ctx);
    app.route({
      ...route,
      schema: {
        summary: "Approve a voucher request: the member gets the voucher's oldest free code",
        params,
        response: { 200: record('{message, code}') },
      },
      handler: async request => {
        const { id } = request.params;
        return audited(request, { action: 'approve', target: 'voucher_request', id, read }, () =>
          approveRequest(ctx.db, id, ctx.now()),
        );
      },
    });
  },
  gateway: ({ db }) => ({
    audit: { action: 'approve', target: 'voucher_request', id: 'path', read: READ_REQUEST },
    onAnswer: [keepRequestDecision(db, 'voucher', 'approved')],
  }),
};

/** Rejecting a voucher request: its points go back to the member. */
const reject: DecisionCall = {
  call: VOUCHER_REQUEST_KIND.reject,
  permission: may('voucherRequests', 'reject'),
  reference: (app, ctx, route) => {
    const { params, read, audited } = referenceParts(ctx);
    app.route({
      ...route,
      schema: {
        summary: 'Reject a voucher request: its points go back to the member',
        params,
        response: { 200: message('Rejected') },
      },
      handler: async request => {
        const { id } = request.params;
        return audited(request, { action: 'reject', target: 'voucher_request', id, read }, () =>
          rejectRequest(ctx.db, id, ctx.now()),
        );
      },
    });
  },
  gateway: ({ db }) => ({
    audit: { action: 'reject', target: 'voucher_request', id: 'path', read: READ_REQUEST },
    onAnswer: [keepRequestDecision(db, 'voucher', 'rejected')],
  }),
};

/**
 * A voucher request's decisions on both servers, each declared once: its call and permission, the
 * reference server's route (decisions.ts holds what it does to the database), and what the gateway
 * does around forwarding it, each list in the order it runs.
 */
export const voucherRequestDecisionCalls: readonly DecisionCall[] = [approve, reject];
