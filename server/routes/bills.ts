import type { FastifyPluginAsync } from 'fastify';
import { approveBill, rejectBill } from '../bills/decisions';
import { billSpreadsheet } from '../bills/export';
import { billList } from '../bills/lists';
import { allBillRecords, BILL_NOT_FOUND, billRecord, billRecords } from '../bills/records';
import type { RouteOptions } from '../context';
import { sendSpreadsheet } from '../exports/spreadsheet';
import { pagedRoute } from '../paging/answer';
import { idParam } from '../validation';

type IdParams = { Params: { id: string } };

const billId = (raw: string) => idParam(raw, BILL_NOT_FOUND);

export const billRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;

  const [all, pending] = [billList(db), billList(db, 'pending')];
  app.get(
    '/bill/list/all-bills/',
    pagedRoute(
      ctx,
      () => all,
      async () => billRecords(db),
    ),
  );
  app.get(
    '/bill/approve-requests/',
    pagedRoute(
      ctx,
      () => pending,
      async () => billRecords(db, 'pending'),
    ),
  );

  app.get<IdParams>('/bill/retrieve/:id/', async request => billRecord(db, billId(request.params.id)));

  app.patch<IdParams>('/bill/approve/:id/', async request => ({
    message: 'Bill approved successfully',
    bill: approveBill(db, billId(request.params.id), request.body, now()),
  }));

  app.patch<IdParams>('/bill/reject/:id/', async request => ({
    message: 'Bill rejected successfully',
    bill: rejectBill(db, billId(request.params.id), request.body, now()),
  }));

  app.get('/bill/bill/export/', async (_request, reply) =>
    sendSpreadsheet(reply, billSpreadsheet(allBillRecords(db)), now()),
  );
};
