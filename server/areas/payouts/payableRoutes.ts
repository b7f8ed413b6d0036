import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { payoutAccount } from '@/contract/payouts/input';
import type { RouteOptions } from '@/server/context';
import { jsonFields } from '@/server/input';
import { list, record } from '@/server/openapi/answers';
import { listRoute } from '@/server/paging/listRoute';
import { may } from '@/server/team/permissions';
import { payableList, payableRecords } from './lists';
import { payoutRouteKit } from './routeKit';
import type { PayoutSource } from './source';
import { correctAccount, payableWhere, PAYOUT_NOT_FOUND } from './store';

const payoutParams = idParams(PAYOUT_NOT_FOUND);

/** The payouts a batch may take, from `source`, and a reopened one's bank details corrected. */
export const payableRoutes =
  (source: PayoutSource): FastifyPluginAsyncZod<RouteOptions> =>
  async (app, { ctx }) => {
    const { db, now, audited } = payoutRouteKit(app, ctx);
    // The list, and only it, is read from the payouts brought up to date.
    app.addHook('preHandler', async request => {
      if (request.method === 'GET') await source.refresh(request);
    });

    const payable = payableList(db, source);
    listRoute(app, ctx, '/payouts/payable/', {
      summary:
        'Approved payouts that no batch holds (PayableRecord): what a batch may take; `reopened=true` for those paid again',
      permission: may('payouts', 'list'),
      answer: list('Payable payouts'),
      filters: payable.filters,
      list: () => payable,
      whole: async () =>
        payableRecords(
          db,
          source,
          db
            .prepare(`SELECT p.id FROM ${source.payouts} p WHERE ${payableWhere(source)} ORDER BY p.id`)
            .pluck()
            .all() as number[],
        ),
    });

    const accountSchema = {
      summary: "Correct a reopened payout's bank details (its line failed or was returned) before a later batch",
      params: payoutParams,
      body: jsonFields(payoutAccount),
      response: { 200: record('The payout, payable (PayableRecord)') },
    };
    app.put(
      '/payouts/payable/:id/account/',
      { schema: accountSchema, config: { permission: may('payouts', 'edit') } },
      async request => {
        const { id } = request.params;
        audited(
          request,
          {
            action: 'update',
            target: 'payment',
            id,
            readWhole: () => payableRecords(db, source, [id])[0],
            detail: () => 'bank details corrected',
          },
          () => correctAccount(db, source, id, request.body, now()),
        );
        return payableRecords(db, source, [id])[0];
      },
    );
  };
