import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { auditTrail } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { sendSpreadsheet } from '@/server/exports/spreadsheet';
import { list, message, record, spreadsheet } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { listRoute } from '@/server/paging/listRoute';
import { decidePayment } from './decisions';
import { paymentSpreadsheet } from './export';
import { paymentList } from './lists';
import { allPaymentRecords, PAYMENT_NOT_FOUND, paymentRecord, paymentRecords } from './records';
import { TRANSACTION_FILTERS, transactionHistory, transactionList } from './transactionHistory';
import { USER_NOT_FOUND } from '@/server/members/records';
import { fourEyesEnabled } from '@/server/fourEyes/enabled';
import { withSecondApproval } from '@/server/fourEyes/filters';
import { firstApprovalProperty, fourEyesAnswers } from '@/server/fourEyes/openapi';
import { answerOf, approvalDetail } from '@/server/fourEyes/outcomes';

const paymentParams = idParams(PAYMENT_NOT_FOUND);
const memberParams = idParams(USER_NOT_FOUND);

export const paymentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  const fourEyes = fourEyesEnabled(app);
  documentArea(app, 'Payouts');
  const audited = auditTrail(ctx);
  const read = (id: number) => paymentRecord(db, id);

  for (const [path, status, summary, permission] of [
    ['/loyalty/payment/list/', 'decided', 'The payouts decided', may('payments', 'list')],
    [
      '/loyalty/payment/pending/list/',
      'pending',
      'The payout requests waiting for a decision',
      may('pendingPayments', 'list'),
    ],
  ] as const) {
    listRoute(app, ctx, path, {
      summary,
      permission,
      answer: list('Payouts', firstApprovalProperty(false)),
      filters: paymentList(db, { which: status, fourEyes }).filters,
      list: request => paymentList(db, { which: status, fourEyes, viewer: request.userId }),
      whole: async request =>
        fourEyes && status === 'pending'
          ? withSecondApproval(request, paymentRecords(db, status))
          : paymentRecords(db, status),
    });
  }

  const paymentSchema = {
    summary: 'A payout',
    params: paymentParams,
    response: { 200: record('The payout', firstApprovalProperty(false)) },
  };
  app.get(
    '/loyalty/payment/retrieve/:id/',
    { schema: paymentSchema, config: { permission: may('payments', 'show') } },
    async request => paymentRecord(db, request.params.id),
  );

  for (const [path, decision, action, summary, permission] of [
    [
      'approve',
      'approved',
      'approve',
      'Approve a payout: its held cash is paid; above the four-eyes threshold, once a second administrator confirms',
      may('pendingPayments', 'approve'),
    ],
    [
      'reject',
      'rejected',
      'reject',
      "Reject a payout: its held cash goes back to the member's balance",
      may('pendingPayments', 'reject'),
    ],
  ] as const) {
    const answers = { 200: message('Decided'), ...(fourEyes && decision === 'approved' && fourEyesAnswers(false)) };
    const schema = { summary, params: paymentParams, response: answers };
    app.post(`/loyalty/payment/${path}/:id/`, { schema, config: { permission } }, async (request, reply) => {
      const { id } = request.params;
      const approver = { admin: request.userId, now: now(), fourEyes };
      const outcome = audited(request, { action, target: 'payment', id, read, detail: approvalDetail }, () =>
        decidePayment(db, id, decision, approver),
      );
      return answerOf(reply, outcome);
    });
  }

  const exportSchema = {
    summary: 'The payouts decided, as a spreadsheet',
    response: { 200: spreadsheet('The payouts (.xlsx), written as it is sent') },
  };
  app.get(
    '/payment/payment/export/',
    { schema: exportSchema, config: { permission: may('payments', 'export') } },
    async (_request, reply) => sendSpreadsheet(reply, paymentSpreadsheet(allPaymentRecords(db, 'decided')), now()),
  );

  // A member's whole ledger, bills and vouchers included: it sits here with the other loyalty/ cash routes.
  listRoute(app, ctx, '/loyalty/admin/users/transactions/history/:id/', {
    summary: "A member's ledger: points and cash earned, held, spent and paid",
    permission: may('users', 'show'),
    answer: list('Ledger entries'),
    params: memberParams,
    filters: TRANSACTION_FILTERS,
    list: request => transactionList(db, request.params.id),
    whole: async request => transactionHistory(db, request.params.id),
  });
};
