import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/context';
import { record } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { CommittedKeeper, type CommittedSource } from './committedKeeper';
import { schemeRouteKit } from './routeKit';

const COMMITTED_PROPERTIES = {
  points: { type: 'integer' },
  cash_paise: { type: 'integer' },
  bills: { type: 'integer', description: 'The pending bills that would be credited something' },
  as_of: {
    type: 'string',
    format: 'date-time',
    nullable: true,
    description:
      'Present only while the figures are being worked out afresh (something they depend on changed): when ' +
      'those answered were worked out; null before the first, whose figures are zeros',
  },
};

/**
 * What the live schemes have committed to the pending bills, for the dashboard's liability card:
 * for whoever may list schemes (the owner, finance and the catalogue; support reads nothing of them,
 * and the card shows only to those who may read the programme, all of whom may). Answered at once
 * from the figure the keeper keeps up to date (committedKeeper.ts), over `sourceOf`'s bills.
 */
export const schemeCommittedRoutesOver =
  <Options extends RouteOptions>(sourceOf: (options: Options) => CommittedSource): FastifyPluginAsyncZod<Options> =>
  async (app, options) => {
    const { db, now } = schemeRouteKit(app, options.ctx);
    const source = sourceOf(options);
    const keeper = new CommittedKeeper({ db, now, log: app.log, source });
    // A server that listens keeps the figure from its start; one only injected into (a test's) from the first call.
    app.addHook('onListen', async () => keeper.watch());
    app.addHook('onClose', () => keeper.close());
    const schema = {
      summary:
        'What the live schemes would credit the pending bills, approved in invoice-date order from the credits ' +
        'recorded so far (caps per member and budgets hold across them): points, cash in paise, and the bills ' +
        'credited; worked out after each change, off the request path',
      response: {
        200: record('{points, cash_paise, bills}, and as_of while they are worked out afresh', COMMITTED_PROPERTIES),
      },
    };
    app.get('/schemes/committed/', { schema, config: { permission: may('schemes', 'list') } }, async request => {
      source.seen?.(request);
      return keeper.answer();
    });
  };

/** The reference server's figure of what the schemes committed, over its own bills and catalogue. */
export const schemeCommittedRoutes = schemeCommittedRoutesOver<RouteOptions>(() => ({
  prepare: () => ({ job: { bills: 'stored' }, beyond: '' }),
}));
