import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { decisionRoutes } from '@/server/area';
import { billDecisionCalls } from './decisionCalls';
import { billSpreadsheet } from './export';
import { billList } from './lists';
import { allBillRecords, BILL_NOT_FOUND, billRecord, billRecords } from './records';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { sendSpreadsheet } from '@/server/exports/spreadsheet';
import { list, record, spreadsheet } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { listRoute } from '@/server/paging/listRoute';
import { RISK_RULES } from '@/contract/programme/risk';
import { fourEyesEnabled } from '@/server/fourEyes/enabled';
import { withSecondApproval } from '@/server/fourEyes/filters';
import { firstApprovalProperty } from '@/server/fourEyes/openapi';

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
  documentArea(app, 'Bills');

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

  // Here, for the document's order of paths: the approval and the rejection, with what the gateway does around them.
  decisionRoutes(app, ctx, billDecisionCalls);

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
