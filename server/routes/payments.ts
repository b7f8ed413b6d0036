import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { auditTrail } from '../audit/trail';
import type { RouteOptions } from '../context';
import { sendSpreadsheet } from '../exports/spreadsheet';
import { decidePayment } from '../payments/decisions';
import { paymentSpreadsheet } from '../payments/export';
import { paymentList } from '../payments/lists';
import { allPaymentRecords, PAYMENT_NOT_FOUND, paymentRecord, paymentRecords } from '../payments/records';
import { transactionHistory, transactionList } from '../payments/transactionHistory';
import { USER_NOT_FOUND } from '../users/records';
import { pagedRoute } from '../paging/answer';
import { idParam } from '../validation';

type IdParams = { Params: { id: string } };

const paymentId = (raw: string) => idParam(raw, PAYMENT_NOT_FOUND);

export const paymentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  const audited = auditTrail(ctx);
  const read = (id: number) => paymentRecord(db, id);

  const [history, pending] = [paymentList(db, 'decided'), paymentList(db, 'pending')];
  app.get(
    '/loyalty/payment/list/',
    pagedRoute(
      ctx,
      () => history,
      async () => paymentRecords(db, 'decided'),
    ),
  );
  app.get(
    '/loyalty/payment/pending/list/',
    pagedRoute(
      ctx,
      () => pending,
      async () => paymentRecords(db, 'pending'),
    ),
  );

  app.get<IdParams>('/loyalty/payment/retrieve/:id/', async request => paymentRecord(db, paymentId(request.params.id)));

  for (const [path, decision, action] of [
    ['approve', 'approved', 'approve'],
    ['reject', 'rejected', 'reject'],
  ] as const) {
    app.post<IdParams>(`/loyalty/payment/${path}/:id/`, async request => {
      const id = paymentId(request.params.id);
      return audited(request, { action, target: 'payment', id, read }, () => decidePayment(db, id, decision, now()));
    });
  }

  app.get('/payment/payment/export/', async (_request, reply) =>
    sendSpreadsheet(reply, paymentSpreadsheet(allPaymentRecords(db, 'decided')), now()),
  );

  // A member's whole ledger, bills and vouchers included: it sits here with the other loyalty/ cash routes.
  const memberId = (request: FastifyRequest<IdParams>) => idParam(request.params.id, USER_NOT_FOUND);
  app.get<IdParams>(
    '/loyalty/admin/users/transactions/history/:id/',
    pagedRoute(
      ctx,
      request => transactionList(db, memberId(request)),
      async request => transactionHistory(db, memberId(request)),
    ),
  );
};
