import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { shownMembersBalances } from '../ledger';

export const dashboardRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const countProducts = ctx.db.prepare('SELECT COUNT(*) FROM products').pluck();
  const countUsers = ctx.db
    .prepare("SELECT COUNT(*) FROM users WHERE is_admin = 0 AND status = 'approved' AND deleted_at IS NULL")
    .pluck();

  app.get('/main/dashboard/', async () => {
    // Over the members the lists show, so the dashboard agrees with them and their exports.
    const { balance_points, balance_cash } = shownMembersBalances(ctx.db);
    return {
      total_products: countProducts.get() as number,
      total_users: countUsers.get() as number,
      total_balance_points: balance_points,
      total_balance_cash: balance_cash,
    };
  });
};
