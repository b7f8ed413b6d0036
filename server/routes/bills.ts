import type { FastifyPluginAsync } from 'fastify';
import { auditTrail } from '../audit/trail';
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
  const audited = auditTrail(ctx);
  const read = (id: number) => billRecord(db, id);

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

  app.patch<IdParams>('/bill/approve/:id/', async request => {
    const id = billId(request.params.id);
    return audited(request, { action: 'approve', target: 'bill', id, read }, () => ({
      message: 'Bill approved successfully',
      bill: approveBill(db, id, request.body, now()),
    }));
  });

  app.patch<IdParams>('/bill/reject/:id/', async request => {
    const id = billId(request.params.id);
    const detail = ({ bill }: { bill: { reason: string | null } }) => bill.reason ?? undefined;
    return audited(request, { action: 'reject', target: 'bill', id, read, detail }, () => ({
      message: 'Bill rejected successfully',
      bill: rejectBill(db, id, request.body, now()),
    }));
  });

  app.get('/bill/bill/export/', async (_request, reply) =>
    sendSpreadsheet(reply, billSpreadsheet(allBillRecords(db)), now()),
  );
};
