import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { lineReason } from '@/contract/payouts/input';
import type { RouteOptions } from '@/server/context';
import { jsonFields } from '@/server/input';
import { record } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { LINE_NOT_FOUND, lineOf, lineRow } from './records';
import { payoutRouteKit } from './routeKit';
import { cancelLine, keepLine } from './store';

const lineParams = idParams(LINE_NOT_FOUND);

/** A held line kept in the release by the owner; a failed or returned line's payout cancelled. */
export const lineRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now, audited, by } = payoutRouteKit(app, ctx);
  const lineFacts = (id: number) => {
    const { reference, amount, member, status, kept } = lineOf(lineRow(db, id), null, now());
    return { reference, amount, member, status, kept: kept?.reason ?? null };
  };
  const reasonBody = jsonFields(lineReason);
  app.post(
    '/payouts/lines/:id/keep/',
    {
      schema: {
        summary: "Keep a held line in the release (the owner's), with a reason",
        params: lineParams,
        body: reasonBody,
        response: { 200: record('The line') },
      },
      config: { permission: may('payoutHolds', 'approve') },
    },
    async request => {
      const { id } = request.params;
      const { reason } = request.body;
      audited(request, { action: 'allow', target: 'payout_line', id, read: lineFacts, detail: () => reason }, () =>
        keepLine(db, id, reason, by(request)),
      );
      const line = lineRow(db, id);
      return lineOf(line, line.released_at, now());
    },
  );

  app.post(
    '/payouts/lines/:id/cancel/',
    {
      schema: {
        summary:
          "Cancel a failed or returned line's payout: its cash goes back to the member's balance as a cash_reversal, once",
        params: lineParams,
        body: reasonBody,
        response: { 200: record('The line') },
      },
      config: { permission: may('payouts', 'edit') },
    },
    async request => {
      const { id } = request.params;
      const { reason } = request.body;
      audited(request, { action: 'cancel', target: 'payout_line', id, read: lineFacts, detail: () => reason }, () =>
        cancelLine(db, id, reason, now()),
      );
      const line = lineRow(db, id);
      return lineOf(line, line.released_at, now());
    },
  );
};
