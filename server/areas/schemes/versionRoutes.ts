import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId } from '@/contract/fields/ids';
import { schemeApproval, schemeNewVersion } from '@/contract/schemes/input';
import type { RouteOptions } from '@/server/context';
import { described } from '@/server/openapi/answers';
import { jsonFields } from '@/server/input';
import { may } from '@/server/team/permissions';
import { SCHEME_NOT_FOUND, VERSION_NOT_FOUND } from './records';
import { schemeAnswer, schemeRouteKit } from './routeKit';
import { addVersion, approveVersion, discardVersion } from './store';

/** A live scheme's changes: a new version from a date, drafted, then approved by another administrator (four eyes). */
export const schemeVersionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now, today, audited, read, params } = schemeRouteKit(app, ctx);
  const author = (admin: number) => ({ admin, at: now() });

  const newVersionSchema = {
    summary: 'Draft a live scheme’s change: new terms in force from valid_from (India’s today or later)',
    params,
    body: jsonFields(schemeNewVersion(today)),
    response: { 201: schemeAnswer('The scheme, with the draft version') },
  };
  app.post(
    '/schemes/:id/versions/',
    { schema: newVersionSchema, config: { permission: may('schemes', 'edit') } },
    async (request, reply) => {
      const { id } = request.params;
      const detail = (version: number) => `drafted version ${version} from ${request.body.valid_from}`;
      audited(request, { action: 'update', target: 'scheme', id, read, detail }, () =>
        addVersion(db, id, request.body, author(request.userId)),
      );
      return reply.code(201).send(read(id));
    },
  );

  const discardSchema = {
    summary: 'Discard a live scheme’s draft version',
    params: z.object({ id: pathId(SCHEME_NOT_FOUND), version: pathId(VERSION_NOT_FOUND) }),
    response: { 204: described({ description: 'Discarded' }) },
  };
  app.delete(
    '/schemes/:id/versions/:version/',
    { schema: discardSchema, config: { permission: may('schemes', 'edit') } },
    async (request, reply) => {
      const { id, version } = request.params;
      const detail = () => `discarded draft version ${version}`;
      audited(request, { action: 'update', target: 'scheme', id, read, detail }, () => discardVersion(db, id, version));
      return reply.code(204).send();
    },
  );

  const approveSchema = {
    summary:
      'Approve a draft version: it goes live. Four eyes: an administrator other than its drafter approves it (403)',
    params,
    body: jsonFields(schemeApproval),
    response: {
      200: schemeAnswer('The scheme, that version live'),
      403: described({ description: 'The drafter approves their own version, or the role may not approve' }),
    },
  };
  app.post(
    '/schemes/:id/approve/',
    { schema: approveSchema, config: { permission: may('schemes', 'approve') } },
    async request => {
      const { id } = request.params;
      const { version } = request.body;
      audited(request, { action: 'approve', target: 'scheme', id, read, detail: () => `version ${version}` }, () =>
        approveVersion(db, id, version, author(request.userId)),
      );
      return read(id);
    },
  );
};
