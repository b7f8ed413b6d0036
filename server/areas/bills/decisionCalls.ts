import { z } from 'zod';
import { BILL_KIND } from '@/contract/approvals/kinds';
import { billApproval, billRejection } from '@/contract/bills';
import type { DecisionCall } from '@/server/area';
import { auditTrail } from '@/server/audit/trail';
import type { AppContext } from '@/server/context';
import { fourEyesEnabled } from '@/server/fourEyes/enabled';
import { fourEyesAnswers } from '@/server/fourEyes/openapi';
import { answerOf, approvalDetail, withoutFirstApproval } from '@/server/fourEyes/outcomes';
import { plainText } from '@/server/gateway/auditedCalls';
import { existingRecord, firstError, jsonFields, schemaRefusal } from '@/server/input';
import { message } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { approveBill, rejectBill, type BillApprovalBody, type BillApprovalOutcome } from './decisions';
import { keepBillDecision } from './gatewayAnswers';
import { BILL_NOT_FOUND, billRecord, findBillOwner } from './records';

const READ_BILL = `GET /${BILL_KIND.read}:id/` as const;

/** The app shows only the message of a refused decision: it is the first field error. */
const schemaErrorFormatter = schemaRefusal(firstError);

/** What both reference routes decide with: the pending bill of the path, its record, the audit trail. */
const referenceParts = (ctx: AppContext) => ({
  params: existingRecord(BILL_NOT_FOUND, id => findBillOwner(ctx.db, id) !== undefined),
  read: (id: number) => billRecord(ctx.db, id),
  audited: auditTrail(ctx),
});

/** Approving a bill: its points and cash credited, above the four-eyes thresholds once a second administrator confirms. */
const approve: DecisionCall = {
  call: BILL_KIND.approve,
  permission: may('billRequests', 'approve'),
  reference: (app, ctx, route) => {
    const { db, now, billEarnings } = ctx;
    const fourEyes = fourEyesEnabled(app);
    const { params, read, audited } = referenceParts(ctx);
    // The fields an area's hold on the approval adds are checked by their schemas, and read by it alone.
    const body: z.ZodType<BillApprovalBody> = billEarnings
      ? billApproval.and(z.object(billEarnings.approvalFields))
      : billApproval;
    const detail = (outcome: BillApprovalOutcome) =>
      [approvalDetail(outcome), outcome.earningsDetail].filter(Boolean).join('; ') || undefined;
    app.route({
      ...route,
      schema: {
        summary:
          "Approve a bill: its points and cash go to the member's ledger; above a four-eyes threshold, once a " +
          'second administrator confirms the same figures',
        params,
        body: jsonFields(body),
        response: { 200: message('{message, bill}: approved'), ...(fourEyes && fourEyesAnswers(true)) },
      },
      schemaErrorFormatter,
      handler: async (request, reply) => {
        const { id } = request.params;
        const approver = { admin: request.userId, now: now(), fourEyes };
        const outcome = audited(request, { action: 'approve', target: 'bill', id, read, detail }, () =>
          approveBill(db, id, request.body, approver, billEarnings),
        );
        const answer = answerOf(reply, outcome);
        return fourEyes ? answer : { ...answer, bill: withoutFirstApproval(answer.bill) };
      },
    });
  },
  gateway: gateway => {
    const { fourEyes, billEarnings } = gateway;
    return {
      audit: { action: 'approve', target: 'bill', id: 'path', read: READ_BILL },
      // The figures are checked before four eyes keeps a first approval, and the schemes' fields taken out.
      preHandler: [billEarnings.checkFigures, fourEyes.holdForSecondApproval(BILL_KIND)],
      onAnswer: [keepBillDecision(gateway, 'approved'), billEarnings.creditSchemes],
      onResponse: [fourEyes.settleFirstApproval(BILL_KIND)],
    };
  },
};

/** Rejecting a bill with the reason, whoever gave a first approval: nothing is credited. */
const reject: DecisionCall = {
  call: BILL_KIND.reject,
  permission: may('billRequests', 'reject'),
  reference: (app, ctx, route) => {
    const { db, now } = ctx;
    const fourEyes = fourEyesEnabled(app);
    const { params, read, audited } = referenceParts(ctx);
    const detail = ({ bill }: { bill: { reason: string | null } }) => bill.reason ?? undefined;
    app.route({
      ...route,
      schema: {
        summary: 'Reject a bill, with the reason',
        params,
        body: jsonFields(billRejection),
        response: { 200: message('{message, bill}: rejected') },
      },
      schemaErrorFormatter,
      handler: async request => {
        const { id } = request.params;
        const answer = audited(request, { action: 'reject', target: 'bill', id, read, detail }, () => ({
          message: 'Bill rejected successfully',
          bill: rejectBill(db, id, request.body, now()),
        }));
        return fourEyes ? answer : { ...answer, bill: withoutFirstApproval(answer.bill) };
      },
    });
  },
  gateway: gateway => ({
    audit: {
      action: 'reject',
      target: 'bill',
      id: 'path',
      read: READ_BILL,
      // The reason as the record keeps it, else as it was sent (the spec's bill may not show it).
      detail: (bill, _answer, sent) => plainText(bill.reason) ?? plainText(sent.reason),
    },
    onAnswer: [keepBillDecision(gateway, 'rejected')],
    onResponse: [gateway.fourEyes.dropFirstApproval(BILL_KIND)],
  }),
};

/**
 * A bill's decisions on both servers, each declared once: its call and permission, the reference
 * server's route (decisions.ts holds what it does to the database), and what the gateway does
 * around forwarding it, each list in the order it runs.
 */
export const billDecisionCalls: readonly DecisionCall[] = [approve, reject];
