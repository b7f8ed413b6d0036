import type { FastifyPluginAsync } from 'fastify';
import { auditTrail } from '../audit/trail';
import type { RouteOptions } from '../context';
import { SUMS_BY_USER, toRupees } from '../ledger';
import { LIVE_MEMBER } from '../users/records';
import { pagedRoute } from '../paging/answer';
import { idParam } from '../validation';
import { voucherRequestList } from '../vouchers/lists';
import { approveRequest, rejectRequest } from '../vouchers/decisions';
import { pendingRequestRecordsJson, REQUEST_NOT_FOUND, requestRecord } from '../vouchers/requestRecords';

type IdParams = { Params: { id: string } };

interface BalanceRow {
  id: number;
  first_name: string;
  last_name: string;
  points: number;
  paise: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export const voucherRequestRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  const audited = auditTrail(ctx);
  const read = (id: number) => requestRecord(db, id);
  const balances = db.prepare(
    `SELECT u.id, u.first_name, u.last_name, COALESCE(sums.points, 0) AS points, COALESCE(sums.paise, 0) AS paise
     FROM users u LEFT JOIN (${SUMS_BY_USER}) sums ON sums.user_id = u.id
     WHERE ${LIVE_MEMBER} ORDER BY u.id`,
  );

  const pending = voucherRequestList(db);
  app.get(
    '/loyalty/voucher-requests/',
    pagedRoute(
      ctx,
      () => pending,
      async (_request, reply) => reply.type(JSON_TYPE).send(pendingRequestRecordsJson(db)),
    ),
  );

  app.get<IdParams>('/loyalty/voucher/request/detail/:id/', async request =>
    requestRecord(db, idParam(request.params.id, REQUEST_NOT_FOUND)),
  );

  app.post<IdParams>('/loyalty/voucher-request/:id/approve/', async request => {
    const id = idParam(request.params.id, REQUEST_NOT_FOUND);
    return audited(request, { action: 'approve', target: 'voucher_request', id, read }, () =>
      approveRequest(db, request.params.id, now()),
    );
  });

  app.post<IdParams>('/loyalty/voucher-request/:id/reject/', async request => {
    const id = idParam(request.params.id, REQUEST_NOT_FOUND);
    return audited(request, { action: 'reject', target: 'voucher_request', id, read }, () =>
      rejectRequest(db, request.params.id, now()),
    );
  });

  // What each member may spend, for the points column of the voucher requests.
  app.get('/loyalty/loyalty-balance/all-users/', async () =>
    (balances.all() as BalanceRow[]).map(({ id, first_name, last_name, points, paise }) => ({
      user: { id, first_name, last_name },
      balance_points: points,
      balance_cash: toRupees(paise),
    })),
  );
};
