import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billWorkOut, schemeApproval } from '../../../contract/schemes/input';
import type { RouteOptions } from '../../context';
import { HttpError, notFound } from '../../errors';
import { jsonFields } from '../../input';
import { record } from '../../openapi/answers';
import { storedSettingsOf } from '../../programme/settings';
import { may } from '../../team/permissions';
import { schemeCost } from './cost';
import { liveSchemes, VERSION_NOT_FOUND } from './records';
import { asIfAlwaysInForce, replayWhatIf } from './whatIfReplay';
import { schemeRouteKit } from './routeKit';
import { workOutBill } from './workOut';

/** One replay at a time: each takes the server's thread, slice by slice, for seconds. */
export const WHAT_IF_BUSY = 'A "What if" is being worked out; try again when it ends.';

/** What the schemes work out and cost: the live ones as the rules take them, a bill's figures, a scheme's cost. */
export const schemeFigureRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now, today, read, params } = schemeRouteKit(app, ctx);

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

  const whatIfSchema = {
    summary:
      '"What if": a version (draft or live) replayed over the approved bills invoiced in the last 90 days, beside ' +
      'the live schemes: what it would have given, on how many bills, in place of what, and whom it would have paid most',
    params,
    body: jsonFields(schemeApproval),
    response: { 200: record('WhatIfResult, with the days replayed (from, to)') },
  };
  let replaying = false;
  app.post(
    '/schemes/:id/what-if/',
    { schema: whatIfSchema, config: { permission: may('schemes', 'show') } },
    async request => {
      const scheme = read(request.params.id);
      const version = scheme.versions.find(each => each.version === request.body.version);
      if (!version) throw notFound(VERSION_NOT_FOUND);
      if (replaying) throw new HttpError(409, WHAT_IF_BUSY);
      replaying = true;
      try {
        return await replayWhatIf(db, {
          scheme: asIfAlwaysInForce(scheme, version),
          live: liveSchemes(db),
          point_value_paise: storedSettingsOf(db).point_value_paise,
          now: now(),
        });
      } finally {
        replaying = false;
      }
    },
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
