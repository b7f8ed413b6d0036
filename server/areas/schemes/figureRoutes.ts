import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Earnings } from '@/contract/schemes/earnings';
import type { ProductMatches, SchemeProduct } from '@/contract/schemes/matchProducts';
import type { WhatIfBill } from '@/contract/schemes/whatIf';
import type { Db } from '@/server/db/connection';
import { billWorkOut, schemeApproval } from '@/contract/schemes/input';
import type { RouteOptions } from '@/server/context';
import { HttpError, notFound } from '@/server/errors';
import { jsonFields } from '@/server/input';
import { record } from '@/server/openapi/answers';
import { storedSettingsOf } from '@/server/programme/settings';
import { may } from '@/server/team/permissions';
import { schemeCost } from './cost';
import { liveSchemes, VERSION_NOT_FOUND } from './records';
import { approvedBillPages, asIfAlwaysInForce, replayWhatIf, whatIfWindow, type WhatIfWindow } from './whatIfReplay';
import { schemeRouteKit } from './routeKit';
import { workOutBill } from './storedBills';
import { catalogueOf } from './workOut';

/** One replay at a time: each takes the server's thread, slice by slice, for seconds. */
export const WHAT_IF_BUSY = 'A "What if" is being worked out; try again when it ends.';

/**
 * Where the figures read the bills and the catalogue: the reference server's tables, or, at the
 * gateway, the upstream's answers with the caller's token.
 */
export interface SchemeFigureSource {
  /** What the bill earns now under the live schemes. */
  workOut: (request: FastifyRequest, billId: number, matches: ProductMatches) => Promise<Earnings> | Earnings;
  /** The approved bills invoiced in `window`, oldest invoice first, in pages. */
  pastBills: (
    request: FastifyRequest,
    window: WhatIfWindow,
  ) => Promise<Iterable<readonly WhatIfBill[]>> | AsyncIterable<readonly WhatIfBill[]>;
  catalogue: (request: FastifyRequest) => Promise<readonly SchemeProduct[]> | readonly SchemeProduct[];
}

/** The reference server's bills and catalogue, in its own tables. */
export const storedFigureSource = (db: Db): SchemeFigureSource => ({
  workOut: (_request, billId, matches) => workOutBill(db, billId, matches),
  pastBills: (_request, window) => approvedBillPages(db, window),
  catalogue: () => catalogueOf(db),
});

/**
 * What the schemes work out and cost, over `sourceOf`'s bills and catalogue: the live ones as the
 * rules take them, a bill's figures, "What if", a scheme's cost.
 */
export const schemeFigureRoutesOver =
  <Options extends RouteOptions>(sourceOf: (options: Options) => SchemeFigureSource): FastifyPluginAsyncZod<Options> =>
  async (app, options) => {
    const { db, now, today, read, params } = schemeRouteKit(app, options.ctx);
    const source = sourceOf(options);

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
      async request => source.workOut(request, request.body.bill_id, request.body.product_matches ?? {}),
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
          const window = whatIfWindow(now());
          return await replayWhatIf(await source.pastBills(request, window), window, {
            scheme: asIfAlwaysInForce(scheme, version),
            live: liveSchemes(db),
            point_value_paise: storedSettingsOf(db).point_value_paise,
            catalogue: await source.catalogue(request),
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
    app.get(
      '/schemes/:id/cost/',
      { schema: costSchema, config: { permission: may('schemes', 'show') } },
      async request => schemeCost(db, request.params.id, today()),
    );
  };

/** The reference server's figure routes, over its own bills and catalogue. */
export const schemeFigureRoutes = schemeFigureRoutesOver<RouteOptions>(({ ctx }) => storedFigureSource(ctx.db));
