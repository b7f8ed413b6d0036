import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { toRupees } from '../ledger';
import { LIVE_MEMBER } from '../users/records';

interface PendingPaymentRow {
  /** Paise, as stored. */
  amount: number;
  user_list: string;
}

export const paymentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const pending = ctx.db.prepare(`
    SELECT p.id, p.requested_at AS date, p.amount_paise AS amount, p.status,
      json_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'firm_name', u.firm_name,
        'user_type', u.user_type) AS user_list
    FROM payment_requests p JOIN users u ON u.id = p.user_id
    WHERE p.status = 'pending' AND ${LIVE_MEMBER}
    ORDER BY p.requested_at DESC, p.id DESC`);

  app.get('/loyalty/payment/pending/list/', async () =>
    (pending.all() as PendingPaymentRow[]).map(payment => ({
      ...payment,
      amount: toRupees(payment.amount),
      user_list: JSON.parse(payment.user_list),
    })),
  );
};
