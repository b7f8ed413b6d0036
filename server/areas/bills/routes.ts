import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billApproval, billRejection } from '@/contract/bills';
import { idParams } from '@/contract/fields/ids';
import { auditTrail } from '@/server/audit/trail';
import { approveBill, rejectBill, type BillApprovalBody, type BillApprovalOutcome } from './decisions';
import { billSpreadsheet } from './export';
import { billList } from './lists';
import { allBillRecords, BILL_NOT_FOUND, billRecord, billRecords, findBillOwner } from './records';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { sendSpreadsheet } from '@/server/exports/spreadsheet';
import { existingRecord, firstError, jsonFields, schemaRefusal } from '@/server/input';
import { list, message, record, spreadsheet } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { listRoute } from '@/server/paging/listRoute';
import { RISK_RULES } from '@/contract/programme/risk';
import { fourEyesEnabled } from '@/server/fourEyes/enabled';
import { withSecondApproval } from '@/server/fourEyes/filters';
import { firstApprovalProperty, fourEyesAnswers } from '@/server/fourEyes/openapi';
import { answerOf, approvalDetail, withoutFirstApproval } from '@/server/fourEyes/outcomes';

/** What the reference server adds to the spec's bill, beside its fields. */
const BILL_PROPERTIES = {
  possible_duplicate_ids: {
    type: 'array',
    items: { type: 'integer' },
    description: 'The other bills with the same image bytes, or the same member, amount and bill date',
  },
  risk_reasons: {
    type: 'array',
    items: { type: 'string', enum: [...RISK_RULES] },
    description:
      'The risk rules the bill trips under the programme settings in force; [] when none. amount_30_days: the ' +
      "member's bills uploaded in the 30 days up to and including it total more than risk_amount_30_days; " +
      'bills_per_day: more than risk_bills_per_day bills that calendar day (India time) up to and including it; ' +
      'above_usual: its amount is more than risk_usual_multiple times the mean of their earlier bills (3 or ' +
      'more); new_member: uploaded fewer than risk_days_after_joining whole days after the member joined. ' +
      'Measured as of the upload: a later bill never changes them. They inform; they block nothing.',
  },
  risk_measures: {
    type: 'object',
    description: "What the rules measured as of the bill's upload",
    properties: {
      amount_30_days: { type: 'number', description: 'Rupees of the member’s bills in the 30 days up to it' },
      bills_that_day: { type: 'integer', description: 'The member’s bills that day (India time) up to it' },
      usual: { type: 'number', nullable: true, description: 'Mean of the earlier bills, rupees; null under 3' },
      days_since_joining: { type: 'integer', description: 'Whole days from the member joining' },
    },
  },
  ...firstApprovalProperty(true),
  earning_breakdown: {
    type: 'object',
    nullable: true,
    description:
      "The schemes' figures the decision that credited it was made with (contract/schemes/breakdown.ts): points, " +
      'cash_paise, lines (each with its scheme and version), unmatched product lines, product_matches and the ' +
      "reason the approved figures differ from the schemes'; null before a decision or when no scheme applied",
  },
};

export const billRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  const fourEyes = fourEyesEnabled(app);
  const { billEarnings } = ctx;
  documentArea(app, 'Bills');
  const audited = auditTrail(ctx);
  const read = (id: number) => billRecord(db, id);
  const decidedBill = existingRecord(BILL_NOT_FOUND, id => findBillOwner(db, id) !== undefined);
  // The app shows only the message of a refused decision: it is the first field error.
  const schemaErrorFormatter = schemaRefusal(firstError);

  for (const [path, status, summary, permission] of [
    ['/bill/list/all-bills/', undefined, 'Every bill', may('bills', 'list')],
    ['/bill/approve-requests/', 'pending', 'The bills waiting for a decision', may('billRequests', 'list')],
  ] as const) {
    listRoute(app, ctx, path, {
      summary,
      permission,
      answer: list('Bills', BILL_PROPERTIES),
      filters: billList(db, { status, fourEyes }).filters,
      list: request => billList(db, { status, fourEyes, viewer: request.userId }),
      whole: async request =>
        fourEyes ? withSecondApproval(request, billRecords(db, status)) : billRecords(db, status),
    });
  }

  const billSchema = {
    summary: 'A bill',
    params: idParams(BILL_NOT_FOUND),
    response: { 200: record('The bill', BILL_PROPERTIES) },
  };
  app.get('/bill/retrieve/:id/', { schema: billSchema, config: { permission: may('bills', 'show') } }, async request =>
    billRecord(db, request.params.id),
  );

  // The fields an area's hold on the approval adds are checked by their schemas, and read by it alone.
  const approvalBody: z.ZodType<BillApprovalBody> = billEarnings
    ? billApproval.and(z.object(billEarnings.approvalFields))
    : billApproval;
  const approveSchema = {
    summary:
      "Approve a bill: its points and cash go to the member's ledger; above a four-eyes threshold, once a second " +
      'administrator confirms the same figures',
    params: decidedBill,
    body: jsonFields(approvalBody),
    response: { 200: message('{message, bill}: approved'), ...(fourEyes && fourEyesAnswers(true)) },
  };
  app.patch(
    '/bill/approve/:id/',
    { schema: approveSchema, schemaErrorFormatter, config: { permission: may('billRequests', 'approve') } },
    async (request, reply) => {
      const { id } = request.params;
      const approver = { admin: request.userId, now: now(), fourEyes };
      const detail = (outcome: BillApprovalOutcome) =>
        [approvalDetail(outcome), outcome.earningsDetail].filter(Boolean).join('; ') || undefined;
      const outcome = audited(request, { action: 'approve', target: 'bill', id, read, detail }, () =>
        approveBill(db, id, request.body, approver, billEarnings),
      );
      const answer = answerOf(reply, outcome);
      return fourEyes ? answer : { ...answer, bill: withoutFirstApproval(answer.bill) };
    },
  );

  const rejectSchema = {
    summary: 'Reject a bill, with the reason',
    params: decidedBill,
    body: jsonFields(billRejection),
    response: { 200: message('{message, bill}: rejected') },
  };
  app.patch(
    '/bill/reject/:id/',
    { schema: rejectSchema, schemaErrorFormatter, config: { permission: may('billRequests', 'reject') } },
    async request => {
      const { id } = request.params;
      const detail = ({ bill }: { bill: { reason: string | null } }) => bill.reason ?? undefined;
      const answer = audited(request, { action: 'reject', target: 'bill', id, read, detail }, () => ({
        message: 'Bill rejected successfully',
        bill: rejectBill(db, id, request.body, now()),
      }));
      return fourEyes ? answer : { ...answer, bill: withoutFirstApproval(answer.bill) };
    },
  );

  const exportSchema = {
    summary: 'Every bill as a spreadsheet',
    response: { 200: spreadsheet('The bills (.xlsx), written as it is sent') },
  };
  app.get(
    '/bill/bill/export/',
    { schema: exportSchema, config: { permission: may('bills', 'export') } },
    async (_request, reply) => sendSpreadsheet(reply, billSpreadsheet(allBillRecords(db)), now()),
  );
};
