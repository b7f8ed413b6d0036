import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemeDraft, schemeDraftChanges } from '@/contract/schemes/input';
import { newRowId } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { jsonFields } from '@/server/input';
import { described, list } from '@/server/openapi/answers';
import { listRoute } from '@/server/paging/listRoute';
import { may } from '@/server/team/permissions';
import { schemeList } from './lists';
import { schemeRecords } from './records';
import { SCHEME_PROPERTIES, schemeAnswer, schemeRouteKit } from './routeKit';
import { createScheme, deleteDraft, editDraft } from './store';

/** A scheme's drafts: listed, drafted, read, changed and deleted while no version is live. */
export const schemeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now, today, audited, read, params } = schemeRouteKit(app, ctx);

  const schemes = schemeList(db, today);
  listRoute(app, ctx, '/schemes/', {
    summary: 'The schemes: the programme’s rules for what a bill earns',
    permission: may('schemes', 'list'),
    answer: list('Schemes', SCHEME_PROPERTIES),
    filters: schemes.filters,
    list: () => schemes,
    whole: async () => schemeRecords(db, today()),
  });

  const createSchema = {
    summary: 'Draft a scheme: its name and its first version’s terms, in force from its start',
    body: jsonFields(schemeDraft),
    response: { 201: schemeAnswer('The scheme, a draft') },
  };
  app.post(
    '/schemes/',
    { schema: createSchema, config: { permission: may('schemes', 'create') } },
    async (request, reply) => {
      const by = { admin: request.userId, at: now() };
      const id = audited(request, { action: 'create', target: 'scheme', id: newRowId, read }, () =>
        createScheme(db, request.body, by),
      );
      return reply.code(201).send(read(id));
    },
  );

  const showSchema = { summary: 'A scheme, with its versions', params, response: { 200: schemeAnswer('The scheme') } };
  app.get('/schemes/:id/', { schema: showSchema, config: { permission: may('schemes', 'show') } }, async request =>
    read(request.params.id),
  );

  const editSchema = {
    summary: 'Change a draft scheme’s name or terms (only a draft: a live scheme changes by a new version)',
    params,
    body: jsonFields(schemeDraftChanges),
    response: { 200: schemeAnswer('The scheme') },
  };
  app.patch('/schemes/:id/', { schema: editSchema, config: { permission: may('schemes', 'edit') } }, async request => {
    const { id } = request.params;
    const by = { admin: request.userId, at: now() };
    audited(request, { action: 'update', target: 'scheme', id, read }, () => editDraft(db, id, request.body, by));
    return read(id);
  });

  const deleteSchema = {
    summary: 'Delete a draft scheme (a live one is ended by a new version)',
    params,
    response: { 204: described({ description: 'Deleted' }) },
  };
  app.delete(
    '/schemes/:id/',
    { schema: deleteSchema, config: { permission: may('schemes', 'delete') } },
    async (request, reply) => {
      const { id } = request.params;
      audited(request, { action: 'delete', target: 'scheme', id, read }, () => deleteDraft(db, id));
      return reply.code(204).send();
    },
  );
};
