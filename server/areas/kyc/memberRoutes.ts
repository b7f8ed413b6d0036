import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/context';
import { page, record } from '@/server/openapi/answers';
import { pageAnswer } from '@/server/paging/answer';
import { listQuery } from '@/server/paging/query';
import { may } from '@/server/team/permissions';
import { kycList } from './lists';
import { kycMember } from './records';
import { KYC_MEMBER, kycRouteKit, memberParams } from './routeKit';
import type { KycSource } from './source';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The members' KYC, as `source` keeps them: the list by state, and a member's whole. */
export const memberRoutes =
  (source: KycSource): FastifyPluginAsyncZod<RouteOptions> =>
  async (app, { ctx }) => {
    const { db } = kycRouteKit(app, ctx);

    const members = kycList(db, source);
    app.get(
      '/kyc/members/',
      {
        schema: {
          summary:
            "Every member's KYC, a DRF page at a time (the first unless `page` says): {id, member_name, user_type, pan, account}, " +
            "each part {number, state, name, match, checked_at, reason}; `state` matches either part's, `pan_state` and " +
            '`account_state` one; `ordering` takes id, member_name',
          querystring: listQuery(members.filters),
          response: { 200: page('KYC lines') },
        },
        config: { permission: may('kyc', 'list') },
      },
      async (request, reply) => {
        await source.refresh(request);
        (request.query as Record<string, unknown>).page ??= '1';
        return reply.type(JSON_TYPE).send(pageAnswer({ ...ctx, listPaging: true }, request, () => members));
      },
    );

    app.get(
      '/kyc/members/:id/',
      {
        schema: {
          summary: "A member's KYC: the PAN and the payout account as last checked, the names, the checks",
          params: memberParams,
          response: { 200: record(KYC_MEMBER) },
        },
        config: { permission: may('kyc', 'show') },
      },
      async request => {
        await source.refresh(request, request.params.id);
        return kycMember(db, source, request.params.id);
      },
    );
  };
