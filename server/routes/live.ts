import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEARTBEAT_MS, LIVE_PATHS, PRESENCE_TTL_MS } from '@/contract/team/live';
import { liveEventsQuery, presenceReport } from '@/contract/team/liveRules';
import { findAdmin } from '../auth/accounts';
import { invalidToken } from '../auth/guard';
import type { RouteOptions } from '../context';
import { may } from '../team/permissions';
import { firstError, jsonFields, schemaRefusal } from '../input';
import { liveAdmin } from '../live/admins';
import { STREAM_HEADERS } from '../live/wire';
import { eventStream, noContent } from '../openapi/answers';
import { documentArea } from '../openapi/areas';
import { ESSENTIAL_SECURITY_HEADERS } from '../security';

const EVENTS = [
  'Server-sent events, each `event: NAME` then `data: JSON` and a blank line:',
  '`presence` on connecting and whenever the list changes, `{presences: [{resource, id, by: {id, name}, tab}]}`',
  '(every record open in every tab);',
  '`change` after each change another request made, `{resource, action, id, by: {id, name}, at}`',
  "(the route's permission, the record's id or null, who, when), to the roles that may list or open its resource",
  "(at a gateway, also each change found in the upstream's pending lists, with `by` null);",
  `and a \`: heartbeat\` comment every ${HEARTBEAT_MS / 1000} s.`,
  'The stream ends when the administrator is disabled or signed out everywhere, and when it falls 1 MB behind.',
].join(' ');

/** Live updates, signed in: each tab's stream of changes and presences, and what the tab has open. */
export const liveRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, live } = ctx;
  documentArea(app, 'Live');
  // A refused tab or report is answered in the words of its first problem.
  const schemaErrorFormatter = schemaRefusal(firstError);

  app.get(
    `/${LIVE_PATHS.events}`,
    {
      schema: {
        summary: "A browser tab's stream of live updates: what other administrators change and have open",
        querystring: liveEventsQuery,
        response: { 200: eventStream(EVENTS) },
      },
      config: { permission: may('live', 'show') },
      schemaErrorFormatter,
      // A HEAD would hold a stream open with nothing ever sent.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const admin = findAdmin(db, request.userId);
      if (!admin) throw invalidToken();
      reply.hijack();
      reply.raw.writeHead(200, { ...ESSENTIAL_SECURITY_HEADERS, ...STREAM_HEADERS });
      live.open(
        reply.raw,
        { id: admin.id, tokenVersion: admin.token_version, role: admin.admin_role ?? undefined },
        request.query.tab,
      );
    },
  );

  app.put(
    `/${LIVE_PATHS.presence}`,
    {
      schema: {
        summary: `What a tab has open (record null: nothing); forgotten when its stream ends, or after ${PRESENCE_TTL_MS / 1000} s without a report`,
        body: jsonFields(presenceReport),
        response: { 204: noContent('Recorded; every stream is sent the presences when they changed') },
      },
      config: { permission: may('live', 'edit') },
      schemaErrorFormatter,
    },
    async (request, reply) => {
      live.report(liveAdmin(db, request.userId), request.body);
      return reply.code(204).send();
    },
  );
};
