import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billWorkOut } from '../../../contract/schemes/input';
import type { RouteOptions } from '../../context';
import { jsonFields } from '../../input';
import { record } from '../../openapi/answers';
import { storedSettingsOf } from '../../programme/settings';
import { may } from '../../team/permissions';
import { schemeCost } from './cost';
import { liveSchemes } from './records';
import { schemeRouteKit } from './routeKit';
import { workOutBill } from './workOut';

/** What the schemes work out and cost: the live ones as the rules take them, a bill's figures, a scheme's cost. */
export const schemeFigureRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, today, params } = schemeRouteKit(app, ctx);

  const liveSchema = {
    summary: 'The live schemes with their live versions, as the rules take them, and the point’s value in paise',
    response: { 200: record('{schemes, point_value_paise}') },
  };
  app.get('/schemes/live/', { schema: liveSchema, config: { permission: may('schemes', 'list') } }, async () => ({
    schemes: liveSchemes(db),
    point_value_paise: storedSettingsOf(db).point_value_paise,
  }));

  const workOutSchema = {
    summary:
      "A bill's figures now under the live schemes (its member's earnings and the schemes' spend so far), with " +
      'products chosen for lines no catalogue name matches',
    body: jsonFields(billWorkOut),
    response: {
      200: record('Earnings: points, cash_paise, lines (each with its scheme and version) and the unmatched lines'),
    },
  };
  app.post(
    '/schemes/work-out/',
    { schema: workOutSchema, config: { permission: may('billRequests', 'show') } },
    async request => workOutBill(db, request.body.bill_id, request.body.product_matches),
  );

  const costSchema = {
    summary:
      'What a scheme cost so far: points, cash and their total at the point’s value; budget left; by member ' +
      'type; by week (from Monday, India time)',
    params,
    response: { 200: record('The scheme’s cost') },
  };
  app.get('/schemes/:id/cost/', { schema: costSchema, config: { permission: may('schemes', 'show') } }, async request =>
    schemeCost(db, request.params.id, today()),
  );
};
