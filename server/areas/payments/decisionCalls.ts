import { PAYOUT_KIND } from '@/contract/approvals/kinds';
import { idParams } from '@/contract/fields/ids';
import type { DecisionCall } from '@/server/area';
import { auditTrail } from '@/server/audit/trail';
import { fourEyesEnabled } from '@/server/fourEyes/enabled';
import { fourEyesAnswers } from '@/server/fourEyes/openapi';
import { answerOf, approvalDetail } from '@/server/fourEyes/outcomes';
import { keepRequestDecision } from '@/server/gateway/upstreamCopy/keptRequests';
import { message } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { decidePayment, type PaymentDecision } from './decisions';
import { PAYMENT_NOT_FOUND, paymentRecord } from './records';

const READ_PAYOUT = `GET /${PAYOUT_KIND.read}:id/` as const;

/** The reference server's route of a payout's decision: decided in the audit trail, answered as four eyes tells. */
const decidedBy =
  (decision: PaymentDecision, summary: string): DecisionCall['reference'] =>
  (app, ctx, route) => {
    const { db, now } = ctx;
    const fourEyes = fourEyesEnabled(app);
    const audited = auditTrail(ctx);
    const read = (id: number) => paymentRecord(db, id);
    const action = decision === 'approved' ? 'approve' : 'reject';
    const response = { 200: message('Decided'), ...(fourEyes && decision === 'approved' && fourEyesAnswers(false)) };
    app.route({
      ...route,
      schema: { summary, params: idParams(PAYMENT_NOT_FOUND), response },
      handler: async (request, reply) => {
        const { id } = request.params;
        const approver = { admin: request.userId, now: now(), fourEyes };
        const outcome = audited(request, { action, target: 'payment', id, read, detail: approvalDetail }, () =>
          decidePayment(db, id, decision, approver),
        );
        return answerOf(reply, outcome);
      },
    });
  };

/** Approving a payout: its held cash is paid, above the four-eyes threshold once a second administrator confirms. */
const approve: DecisionCall = {
  call: PAYOUT_KIND.approve,
  permission: may('pendingPayments', 'approve'),
  reference: decidedBy(
    'approved',
    'Approve a payout: its held cash is paid; above the four-eyes threshold, once a second administrator confirms',
  ),
  gateway: ({ db, fourEyes }) => ({
    audit: { action: 'approve', target: 'payment', id: 'path', read: READ_PAYOUT },
    preHandler: [fourEyes.holdForSecondApproval(PAYOUT_KIND)],
    onAnswer: [keepRequestDecision(db, 'payout', 'approved')],
    onResponse: [fourEyes.settleFirstApproval(PAYOUT_KIND)],
  }),
};

/** Rejecting a payout, whoever gave a first approval: its held cash goes back to the member. */
const reject: DecisionCall = {
  call: PAYOUT_KIND.reject,
  permission: may('pendingPayments', 'reject'),
  reference: decidedBy('rejected', "Reject a payout: its held cash goes back to the member's balance"),
  gateway: ({ db, fourEyes }) => ({
    audit: { action: 'reject', target: 'payment', id: 'path', read: READ_PAYOUT },
    onAnswer: [keepRequestDecision(db, 'payout', 'rejected')],
    onResponse: [fourEyes.dropFirstApproval(PAYOUT_KIND)],
  }),
};

/**
 * A payout request's decisions on both servers, each declared once: its call and permission, the
 * reference server's route (decisions.ts holds what it does to the database), and what the gateway
 * does around forwarding it, each list in the order it runs.
 */
export const paymentDecisionCalls: readonly DecisionCall[] = [approve, reject];
