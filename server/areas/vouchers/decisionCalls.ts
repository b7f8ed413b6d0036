import { VOUCHER_REQUEST_KIND } from '@/contract/approvals/kinds';
import { idParams } from '@/contract/fields/ids';
import type { DecisionCall } from '@/server/area';
import { auditTrail } from '@/server/audit/trail';
import type { Db } from '@/server/db/connection';
import { keepRequestDecision } from '@/server/gateway/upstreamCopy/keptRequests';
import { message, record } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { approveRequest, rejectRequest } from './decisions';
import { REQUEST_NOT_FOUND, requestRecord } from './requestRecords';

const READ_REQUEST = `GET /${VOUCHER_REQUEST_KIND.read}:id/` as const;

/** What sets one decision apart on the reference server: its summary, its answer, and what it does to the database. */
interface VoucherRequestDecision {
  summary: string;
  answer: ReturnType<typeof message>;
  decide: (db: Db, id: number, now: Date) => { message: string };
}

/** A voucher request's decision: audited on the reference server, kept at the gateway once the upstream confirms it. */
const voucherRequestDecision = (
  action: 'approve' | 'reject',
  { summary, answer, decide }: VoucherRequestDecision,
): DecisionCall => ({
  call: VOUCHER_REQUEST_KIND[action],
  permission: may('voucherRequests', action),
  reference: (app, ctx, route) => {
    const audited = auditTrail(ctx);
    const read = (id: number) => requestRecord(ctx.db, id);
    app.route({
      ...route,
      schema: { summary, params: idParams(REQUEST_NOT_FOUND), response: { 200: answer } },
      handler: async request => {
        const { id } = request.params;
        return audited(request, { action, target: 'voucher_request', id, read }, () => decide(ctx.db, id, ctx.now()));
      },
    });
  },
  gateway: ({ db }) => ({
    audit: { action, target: 'voucher_request', id: 'path', read: READ_REQUEST },
    onAnswer: [keepRequestDecision(db, 'voucher', action === 'approve' ? 'approved' : 'rejected')],
  }),
});

/** Approving a voucher request: the member gets the voucher's oldest free code. */
const approve = voucherRequestDecision('approve', {
  summary: "Approve a voucher request: the member gets the voucher's oldest free code",
  answer: record('{message, code}'),
  decide: approveRequest,
});

/** Rejecting a voucher request: its points go back to the member. */
const reject = voucherRequestDecision('reject', {
  summary: 'Reject a voucher request: its points go back to the member',
  answer: message('Rejected'),
  decide: rejectRequest,
});

/**
 * A voucher request's decisions on both servers, each declared once: its call and permission, the
 * reference server's route (decisions.ts holds what it does to the database), and what the gateway
 * does around forwarding it, each list in the order it runs.
 */
export const voucherRequestDecisionCalls: readonly DecisionCall[] = [approve, reject];
