import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LoyaltyBalance } from '@/contract/users';
import { idParams } from '@/contract/fields/ids';
import { decisionRoutes } from '@/server/area';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { SUMS_BY_USER, toRupees } from '@/server/ledger';
import { LIVE_MEMBER } from '@/server/members/records';
import { list, record, records } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { listRoute } from '@/server/paging/listRoute';
import { voucherRequestList } from './lists';
import { voucherRequestDecisionCalls } from './decisionCalls';
import { pendingRequestRecordsJson, REQUEST_NOT_FOUND, requestRecord } from './requestRecords';

const requestParams = idParams(REQUEST_NOT_FOUND);

interface BalanceRow {
  id: number;
  first_name: string;
  last_name: string;
  points: number;
  paise: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export const voucherRequestRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  documentArea(app, 'Voucher requests');
  const balances = db.prepare(
    `SELECT u.id, u.first_name, u.last_name, COALESCE(sums.points, 0) AS points, COALESCE(sums.paise, 0) AS paise
     FROM users u LEFT JOIN (${SUMS_BY_USER}) sums ON sums.user_id = u.id
     WHERE ${LIVE_MEMBER} ORDER BY u.id`,
  );

  const pending = voucherRequestList(db);
  listRoute(app, ctx, '/loyalty/voucher-requests/', {
    summary: "Members' pending voucher requests",
    permission: may('voucherRequests', 'list'),
    answer: list('Voucher requests'),
    filters: pending.filters,
    list: () => pending,
    whole: (_request, reply) => reply.type(JSON_TYPE).send(pendingRequestRecordsJson(db)),
  });

  const detailSchema = {
    summary: 'A voucher request, with its member and voucher',
    params: requestParams,
    response: { 200: record('The request') },
  };
  app.get(
    '/loyalty/voucher/request/detail/:id/',
    { schema: detailSchema, config: { permission: may('voucherRequests', 'show') } },
    async request => requestRecord(db, request.params.id),
  );

  // Here, for the document's order of paths: the approval and the rejection, with what the gateway does around them.
  decisionRoutes(app, ctx, voucherRequestDecisionCalls);

  // What each member may spend, for the points column of the voucher requests.
  const balanceSchema = {
    summary: "Every member's balance: {user: {id, first_name, last_name}, balance_points, balance_cash}",
    response: { 200: records('Balances') },
  };
  app.get(
    '/loyalty/loyalty-balance/all-users/',
    { schema: balanceSchema, config: { permission: may('voucherRequests', 'list') } },
    async (): Promise<LoyaltyBalance[]> =>
      (balances.all() as BalanceRow[]).map(({ id, first_name, last_name, points, paise }) => ({
        user: { id, first_name, last_name },
        balance_points: points,
        balance_cash: toRupees(paise),
      })),
  );
};
