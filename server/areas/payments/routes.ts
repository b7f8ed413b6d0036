import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { PAYMENT_RISK_RULES } from '@/contract/payments';
import { decisionRoutes } from '@/server/area';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { sendSpreadsheet } from '@/server/exports/spreadsheet';
import { list, record, spreadsheet } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { listRoute } from '@/server/paging/listRoute';
import { paymentDecisionCalls } from './decisionCalls';
import { paymentSpreadsheet } from './export';
import { paymentList } from './lists';
import { allPaymentRecords, PAYMENT_NOT_FOUND, paymentRecord, paymentRecords } from './records';
import { TRANSACTION_FILTERS, transactionHistory, transactionList } from './transactionHistory';
import { USER_NOT_FOUND } from '@/server/members/records';
import { fourEyesEnabled } from '@/server/fourEyes/enabled';
import { withSecondApproval } from '@/server/fourEyes/filters';
import { firstApprovalProperty } from '@/server/fourEyes/openapi';

const paymentParams = idParams(PAYMENT_NOT_FOUND);

const PAYMENT_PROPERTIES = {
  ...firstApprovalProperty(false),
  risk_reasons: {
    type: 'array',
    items: { type: 'string', enum: [...PAYMENT_RISK_RULES] },
    description:
      'The risk rules the request trips; [] when none. shared_account: another member’s payout request, of any ' +
      'status, names the same account number (trimmed). They inform; they block nothing.',
  },
  shared_with: {
    type: 'array',
    description: 'The other members whose payout requests name the same account number, by id',
    items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
  },
};
const memberParams = idParams(USER_NOT_FOUND);

export const paymentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  const fourEyes = fourEyesEnabled(app);
  documentArea(app, 'Payouts');

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
      answer: list('Payouts', PAYMENT_PROPERTIES),
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
    response: { 200: record('The payout', PAYMENT_PROPERTIES) },
  };
  app.get(
    '/loyalty/payment/retrieve/:id/',
    { schema: paymentSchema, config: { permission: may('payments', 'show') } },
    async request => paymentRecord(db, request.params.id),
  );

  // Here, for the document's order of paths: the approval and the rejection, with what the gateway does around them.
  decisionRoutes(app, ctx, paymentDecisionCalls);

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
