import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { SUMS_BY_USER } from '../ledger';
import { mediaUrl } from '../media';
import { LIVE_MEMBER } from '../users/records';

interface PendingRow {
  id: number;
  requested_on: string;
  status: string;
  user_details: string;
  voucher_details: string;
}

export const voucherRequestRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const pending = ctx.db.prepare(`
    SELECT r.id, r.requested_on, r.status,
      json_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'firm_name', u.firm_name,
        'user_type', u.user_type, 'balance_points', COALESCE(b.points, 0)) AS user_details,
      json_object('id', v.id, 'offer_name', v.offer_name, 'company_name', v.company_name, 'validity', v.validity,
        'points_required', v.points_required, 'banner_image', v.banner_image, 'company_logo', v.company_logo,
        'available_codes', (SELECT COUNT(*) FROM voucher_codes c WHERE c.voucher_id = v.id AND c.is_assigned = 0)
      ) AS voucher_details
    FROM voucher_requests r
    JOIN users u ON u.id = r.user_id
    JOIN vouchers v ON v.id = r.voucher_id
    LEFT JOIN (${SUMS_BY_USER}) b ON b.user_id = u.id
    WHERE r.status = 'pending' AND ${LIVE_MEMBER}
    ORDER BY r.requested_on DESC, r.id DESC`);

  app.get('/loyalty/voucher-requests/', async () =>
    (pending.all() as PendingRow[]).map(row => {
      const voucher = JSON.parse(row.voucher_details);
      return {
        ...row,
        user_details: JSON.parse(row.user_details),
        voucher_details: {
          ...voucher,
          banner_image: mediaUrl(voucher.banner_image),
          company_logo: mediaUrl(voucher.company_logo),
        },
      };
    }),
  );
};
