import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_ENTRY_NOT_FOUND, auditEntryText, auditList } from '../audit/list';
import type { RouteOptions } from '../context';
import { HttpError, notFound } from '../errors';
import { pageAnswer } from '../paging/answer';
import type { QueryValues } from '../paging/request';
import { idParam } from '../validation';

type IdParams = { Params: { id: string } };

const JSON_TYPE = 'application/json; charset=utf-8';

/** 405 with DRF's words and an Allow header: the log is read, never written, through the API. */
const notAllowed = (method: string) =>
  new HttpError(405, 'Audit entries cannot be changed or deleted.', {
    extra: { detail: `Method "${method}" not allowed.` },
    headers: { allow: 'GET' },
  });

/** The audit trail: every change an administrator made, newest first, in DRF pages; entries are never changed. */
export const auditRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const list = auditList(db);
  // The log only grows: it is answered in pages whatever LIST_PAGING says, the first when none is asked for.
  const paged = { ...ctx, listPaging: true };

  app.get('/audit/log/', async (request, reply) => {
    (request.query as QueryValues).page ??= '1';
    return reply.type(JSON_TYPE).send(pageAnswer(paged, request, () => list));
  });

  app.get<IdParams>('/audit/log/:id/', async (request, reply) => {
    const entry = auditEntryText(db, idParam(request.params.id, AUDIT_ENTRY_NOT_FOUND));
    if (entry === undefined) throw notFound(AUDIT_ENTRY_NOT_FOUND);
    return reply.type(JSON_TYPE).send(entry);
  });

  for (const url of ['/audit/log/', '/audit/log/:id/']) {
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url,
      // Before the body is read: whatever it holds, the answer is the same.
      onRequest: async request => {
        throw notAllowed(request.method);
      },
      handler: async () => undefined,
    });
  }
};
