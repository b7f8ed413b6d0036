import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { toRupees } from '../ledger';
import { mediaUrl } from '../media';
import { LIVE_MEMBER } from '../users/records';

interface PendingBillRow {
  image: string | null;
  bill_image: string | null;
  /** Paise, as stored. */
  amount: number;
}

export const billRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const pending = ctx.db.prepare(`
    SELECT b.id, b.image, b.image AS bill_image, b.user_id AS user, TRIM(u.first_name || ' ' || u.last_name) AS user_name,
      b.invoice_number, b.invoice_date, b.amount_paise AS amount, b.dealer, b.date_added, b.status
    FROM bills b JOIN users u ON u.id = b.user_id
    WHERE b.status = 'pending' AND ${LIVE_MEMBER}
    ORDER BY b.date_added DESC, b.id DESC`);

  app.get('/bill/approve-requests/', async () =>
    (pending.all() as PendingBillRow[]).map(bill => ({
      ...bill,
      image: mediaUrl(bill.image),
      bill_image: mediaUrl(bill.bill_image),
      amount: toRupees(bill.amount),
    })),
  );
};
