import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@/contract/fields/ids';
import { AUDIT_ENTRY_NOT_FOUND, auditEntryText, auditList } from './list';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { HttpError, notFound } from '@/server/errors';
import { page, record } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { pageAnswer } from '@/server/paging/answer';
import { listQuery } from '@/server/paging/query';

const JSON_TYPE = 'application/json; charset=utf-8';

/** 405 with DRF's words and an Allow header: the log is read, never written, through the API. */
const notAllowed = (method: string) =>
  new HttpError(405, 'Audit entries cannot be changed or deleted.', {
    extra: { detail: `Method "${method}" not allowed.` },
    headers: { allow: 'GET' },
  });

/** The audit trail: every change an administrator made, newest first, in DRF pages; entries are never changed. */
export const auditRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  documentArea(app, 'Audit trail');
  const entries = auditList(db);
  // The log only grows: it is answered in pages whatever LIST_PAGING says, the first when none is asked for.
  const paged = { ...ctx, listPaging: true };

  const logSchema = {
    summary: 'The changes administrators made, newest first, a DRF page at a time (the first unless `page` says)',
    querystring: listQuery(entries.filters),
    response: { 200: page('Audit entries: {id, at, actor, action, target_type, target_id, summary, changes}') },
  };
  app.get(
    '/audit/log/',
    { schema: logSchema, config: { permission: may('audit', 'list') } },
    async (request, reply) => {
      request.query.page ??= '1';
      return reply.type(JSON_TYPE).send(pageAnswer(paged, request, () => entries));
    },
  );

  const entrySchema = {
    summary: 'An entry of the audit trail',
    params: idParams(AUDIT_ENTRY_NOT_FOUND),
    response: { 200: record('The entry') },
  };
  app.get(
    '/audit/log/:id/',
    { schema: entrySchema, config: { permission: may('audit', 'show') } },
    async (request, reply) => {
      const entry = auditEntryText(db, request.params.id);
      if (entry === undefined) throw notFound(AUDIT_ENTRY_NOT_FOUND);
      return reply.type(JSON_TYPE).send(entry);
    },
  );

  // Each refused method needs what it would do (a role refused it gets 403 before the owner's 405).
  const refused = [
    ['POST', may('audit', 'create')],
    ['PUT', may('audit', 'edit')],
    ['PATCH', may('audit', 'edit')],
    ['DELETE', may('audit', 'delete')],
  ] as const;
  for (const url of ['/audit/log/', '/audit/log/:id/']) {
    for (const [method, permission] of refused) {
      app.route({
        method,
        url,
        config: { permission },
        schema: {
          summary: 'Refused with 405: the audit trail is never changed through the API',
          ...(url.includes(':id') && { params: z.object({ id: z.string() }) }),
          response: { 405: record('{detail, message}, and an Allow: GET header') },
        },
        // Before the body is read: whatever it holds, the answer is the same.
        onRequest: async request => {
          throw notAllowed(request.method);
        },
        handler: async () => undefined,
      });
    }
  }
};
