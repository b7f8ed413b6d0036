import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { lineReason } from '@/contract/payouts/input';
import type { RouteOptions } from '@/server/context';
import { jsonFields } from '@/server/input';
import { record } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { LINE_NOT_FOUND, lineOf, lineRow } from './records';
import { payoutRouteKit } from './routeKit';
import type { PayoutSource } from './source';
import { cancelLine, keepLine } from './store';

const lineParams = idParams(LINE_NOT_FOUND);

/** Who acts on a line, and when. */
interface Who {
  admin: number;
  now: Date;
}

/** A held line kept in the release by the owner; a failed or returned line's payout cancelled where `source` credits cash. */
export const lineRoutes =
  (source: PayoutSource): FastifyPluginAsyncZod<RouteOptions> =>
  async (app, { ctx }) => {
    const { db, now, audited, by } = payoutRouteKit(app, ctx);
    const lineFacts = (id: number) => {
      const { reference, amount, member, status, kept } = lineOf(lineRow(db, source, id), null, now());
      return { reference, amount, member, status, kept: kept?.reason ?? null };
    };
    const read = (id: number) => {
      const line = lineRow(db, source, id);
      return lineOf(line, line.released_at, now());
    };

    for (const [path, summary, permission, action, change] of [
      [
        'keep',
        "Keep a held line in the release (the owner's), with a reason",
        may('payoutHolds', 'approve'),
        'allow',
        (id: number, reason: string, who: Who) => keepLine(db, source, id, reason, who),
      ],
      [
        'cancel',
        "Cancel a failed or returned line's payout: its cash goes back to the member's balance as a cash_reversal, once",
        may('payouts', 'edit'),
        'cancel',
        (id: number, reason: string, who: Who) => cancelLine(db, source, id, reason, who.now),
      ],
    ] as const) {
      const schema = {
        summary,
        params: lineParams,
        body: jsonFields(lineReason),
        response: { 200: record('The line') },
      };
      app.post(`/payouts/lines/:id/${path}/`, { schema, config: { permission } }, async request => {
        const { id } = request.params;
        const { reason } = request.body;
        audited(request, { action, target: 'payout_line', id, read: lineFacts, detail: () => reason }, () =>
          change(id, reason, by(request)),
        );
        return read(id);
      });
    }
  };
