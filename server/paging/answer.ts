import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { JsonTexts, type PagedList } from './list';
import { readPage, type Page } from './page';
import { asksForPage, readPageQuery, type QueryValues } from './request';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Another page's address, as DRF's `next` and `previous`, but keeping `page=1`: without it this server answers all. */
export function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.href;
}

/** The DRF page `{count, next, previous, results}`, as JSON text. */
function pageJson(request: FastifyRequest, { count, page, hasPrevious, hasNext, items }: Page): string {
  const links = {
    count,
    next: hasNext ? pageUrl(request, page + 1) : null,
    previous: hasPrevious ? pageUrl(request, page - 1) : null,
  };
  const results = items instanceof JsonTexts ? `[${items.texts.join(',')}]` : JSON.stringify(items);
  return `${JSON.stringify(links).slice(0, -1)},"results":${results}}`;
}

/** The DRF page of `list` as JSON text when the request carries `page` and LIST_PAGING is on, else undefined. */
export function pageAnswer(ctx: AppContext, request: FastifyRequest, list: () => PagedList): string | undefined {
  const query = request.query as QueryValues;
  if (!ctx.listPaging || !asksForPage(query)) return undefined;
  return pageJson(request, readPage(ctx.db, list(), readPageQuery(query)));
}

/** A request whose path parameters its route's schema has made `P`. */
export type RequestWith<P> = FastifyRequest & { params: P };
export type Handler<P> = (request: RequestWith<P>, reply: FastifyReply) => unknown;

/**
 * A list route: a DRF page when the request carries `page` (and LIST_PAGING is on), else the
 * whole array exactly as the spec's backend answers it.
 */
export function pagedRoute<P = unknown>(
  ctx: AppContext,
  list: (request: RequestWith<P>) => PagedList,
  whole: Handler<P>,
): Handler<P> {
  return async (request, reply) => {
    const page = pageAnswer(ctx, request, () => list(request));
    return page === undefined ? whole(request, reply) : reply.type(JSON_TYPE).send(page);
  };
}
