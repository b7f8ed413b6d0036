import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payoutSettings } from '@/contract/payouts/input';
import type { RouteOptions } from '@/server/context';
import { jsonFields } from '@/server/input';
import { record, records } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { formatSummaries } from './formatList';
import { payoutRouteKit } from './routeKit';
import { payoutSettingsOf, savePayoutSettings } from './settings';

/** The bank file formats shipped, and the payouts' settings. */
export const settingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, audited } = payoutRouteKit(app, ctx);

  app.get(
    '/payouts/formats/',
    {
      schema: {
        summary: 'The bank file formats shipped: {name, label, modes, max_holder_name}',
        response: { 200: records('Formats') },
      },
      config: { permission: may('payouts', 'list') },
    },
    async () => formatSummaries(),
  );

  app.get(
    '/payouts/settings/',
    {
      schema: {
        summary: "The payouts' settings: the modes' limits, the name match's threshold, the account paid from",
        response: { 200: record('The settings') },
      },
      config: { permission: may('payouts', 'show') },
    },
    async () => payoutSettingsOf(db),
  );
  app.put(
    '/payouts/settings/',
    {
      schema: {
        summary: "Change the payouts' settings (the owner's)",
        body: jsonFields(payoutSettings),
        response: { 200: record('The settings') },
      },
      config: { permission: may('payoutSettings', 'edit') },
    },
    async request => {
      const change = {
        action: 'update',
        target: 'settings',
        readWhole: () => payoutSettingsOf(db),
        summary: () => 'Updated payout settings',
      } as const;
      audited(request, change, () => savePayoutSettings(db, request.body));
      return payoutSettingsOf(db);
    },
  );
};
