import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { sendSpreadsheet } from '../exports/spreadsheet';
import { decidePayment } from '../payments/decisions';
import { paymentSpreadsheet } from '../payments/export';
import { PAYMENT_NOT_FOUND, paymentRecord, paymentRecords } from '../payments/records';
import { transactionHistory } from '../payments/transactionHistory';
import { USER_NOT_FOUND } from '../users/records';
import { idParam } from '../validation';

type IdParams = { Params: { id: string } };

const paymentId = (raw: string) => idParam(raw, PAYMENT_NOT_FOUND);

export const paymentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;

  app.get('/loyalty/payment/list/', async () => paymentRecords(db, 'decided'));

  app.get('/loyalty/payment/pending/list/', async () => paymentRecords(db, 'pending'));

  app.get<IdParams>('/loyalty/payment/retrieve/:id/', async request => paymentRecord(db, paymentId(request.params.id)));

  app.post<IdParams>('/loyalty/payment/approve/:id/', async request =>
    decidePayment(db, paymentId(request.params.id), 'approved', now()),
  );

  app.post<IdParams>('/loyalty/payment/reject/:id/', async request =>
    decidePayment(db, paymentId(request.params.id), 'rejected', now()),
  );

  app.get('/payment/payment/export/', async (_request, reply) =>
    sendSpreadsheet(reply, paymentSpreadsheet(paymentRecords(db, 'decided')), now()),
  );

  // A member's whole ledger, bills and vouchers included: it sits here with the other loyalty/ cash routes.
  app.get<IdParams>('/loyalty/admin/users/transactions/history/:id/', async request =>
    transactionHistory(db, idParam(request.params.id, USER_NOT_FOUND)),
  );
};
