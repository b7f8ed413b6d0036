import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { may } from '../team/permissions';
import { shownMembersBalances } from '../ledger';
import { record } from '../openapi/answers';
import { documentArea } from '../openapi/areas';

export const dashboardRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  documentArea(app, 'Dashboard');
  const countProducts = ctx.db.prepare('SELECT COUNT(*) FROM products').pluck();
  // The approved members the lists show, kept by triggers (migration 023).
  const countUsers = ctx.db.prepare('SELECT members FROM member_count WHERE id = 1').pluck();

  const schema = {
    summary: "The dashboard's counts: products, members, and their points and cash",
    response: { 200: record('{total_products, total_users, total_balance_points, total_balance_cash}') },
  };
  app.get('/main/dashboard/', { schema, config: { permission: may('dashboard', 'show') } }, async () => {
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
