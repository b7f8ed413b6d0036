import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LoyaltyBalance } from '@/contract/users';
import { idParams } from '@/contract/fields/ids';
import { auditTrail } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { SUMS_BY_USER, toRupees } from '@/server/ledger';
import { LIVE_MEMBER } from '@/server/members/records';
import { list, message, record, records } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { listRoute } from '@/server/paging/listRoute';
import { voucherRequestList } from './lists';
import { approveRequest, rejectRequest } from './decisions';
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
  const { db, now } = ctx;
  documentArea(app, 'Voucher requests');
  const audited = auditTrail(ctx);
  const read = (id: number) => requestRecord(db, id);
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

  const approveSchema = {
    summary: "Approve a voucher request: the member gets the voucher's oldest free code",
    params: requestParams,
    response: { 200: record('{message, code}') },
  };
  app.post(
    '/loyalty/voucher-request/:id/approve/',
    { schema: approveSchema, config: { permission: may('voucherRequests', 'approve') } },
    async request => {
      const { id } = request.params;
      return audited(request, { action: 'approve', target: 'voucher_request', id, read }, () =>
        approveRequest(db, id, now()),
      );
    },
  );

  const rejectSchema = {
    summary: 'Reject a voucher request: its points go back to the member',
    params: requestParams,
    response: { 200: message('Rejected') },
  };
  app.post(
    '/loyalty/voucher-request/:id/reject/',
    { schema: rejectSchema, config: { permission: may('voucherRequests', 'reject') } },
    async request => {
      const { id } = request.params;
      return audited(request, { action: 'reject', target: 'voucher_request', id, read }, () =>
        rejectRequest(db, id, now()),
      );
    },
  );

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
