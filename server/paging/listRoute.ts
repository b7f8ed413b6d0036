import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { RoutePermission } from '../team/permissions';
import { pagedRoute, type Handler, type RequestWith } from './answer';
import type { Filters } from './filters';
import type { PagedList } from './list';
import { listQuery } from './query';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface ListRoute<P> {
  summary: string;
  /** What the signed-in administrator's role needs (server/team/permissions.ts). */
  permission: RoutePermission;
  /** The answer as the document describes it: `list('Bills')`. */
  answer: z.ZodType;
  /** The path's parameters, for a list of one record's items. */
  params?: z.ZodType<P>;
  filters: Filters;
  /** The list as pages read it. */
  list: (request: RequestWith<P>) => PagedList;
  /** The whole answer, exactly as the spec's backend gives it. */
  whole: Handler<P>;
}

/** A GET of a list, with its document: a DRF page when asked with `page`, else the whole array. */
export function listRoute<P = unknown>(app: ZodApp, ctx: AppContext, path: string, route: ListRoute<P>): void {
  const { summary, permission, answer: document, params, filters, list, whole } = route;
  const schema = { summary, ...(params && { params }), querystring: listQuery(filters), response: { 200: document } };
  const answer = pagedRoute(ctx, list, whole);
  // The `params` schema has made the path's parameters a `P` before the handler runs.
  app.get(path, { schema, config: { permission } }, (request, reply) => answer(request as RequestWith<P>, reply));
}
