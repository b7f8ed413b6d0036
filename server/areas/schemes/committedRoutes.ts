import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../../context';
import { record } from '../../openapi/answers';
import { may } from '../../team/permissions';
import { committedTo } from './committed';
import { storedFigureSource, type SchemeFigureSource } from './figureRoutes';
import { schemeRouteKit } from './routeKit';

/**
 * What the live schemes have committed to the pending bills, for the dashboard's liability card:
 * for whoever may list schemes (the owner, finance and the catalogue; support reads nothing of them,
 * and the card shows only to those who may read the programme, all of whom may).
 */
export const schemeCommittedRoutesOver =
  <Options extends RouteOptions>(sourceOf: (options: Options) => SchemeFigureSource): FastifyPluginAsyncZod<Options> =>
  async (app, options) => {
    const { db } = schemeRouteKit(app, options.ctx);
    const source = sourceOf(options);
    const schema = {
      summary:
        'What the live schemes would credit the pending bills, approved in invoice-date order from the credits ' +
        'recorded so far (caps per member and budgets hold across them): points, cash in paise, and the bills credited',
      response: { 200: record('{points, cash_paise, bills}') },
    };
    app.get('/schemes/committed/', { schema, config: { permission: may('schemes', 'list') } }, async request => {
      const pending = await source.pendingBills(request);
      return committedTo(db, pending, pending.length === 0 ? [] : await source.catalogue(request));
    });
  };

/** The reference server's figure of what the schemes committed, over its own bills and catalogue. */
export const schemeCommittedRoutes = schemeCommittedRoutesOver<RouteOptions>(({ ctx }) => storedFigureSource(ctx.db));
