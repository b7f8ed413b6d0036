import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kycSettings } from '@/contract/kyc/input';
import type { RouteOptions } from '@/server/context';
import { invalidInput } from '@/server/errors';
import { jsonFields } from '@/server/input';
import { record } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { kycRouteKit } from './routeKit';
import { kycSettingsOf, saveKycSettings } from './settings';
import { sharedReport } from './shared';
import type { KycSource } from './source';
import { CASHFREE_NOT_CONFIGURED, cashfreeConfigOf } from './verifiers/cashfreeConfig';

/** The report of what the members `source` keeps share, and the KYC settings. */
export const reportRoutes =
  (source: KycSource): FastifyPluginAsyncZod<RouteOptions> =>
  async (app, { ctx }) => {
    const { db, audited } = kycRouteKit(app, ctx);

    app.get(
      '/kyc/shared/',
      {
        schema: {
          summary:
            'Account numbers and PANs shared by more than one member {groups: [{kind, value, members: [{id, name}]}]}, ' +
            'and members whose checked names disagree with theirs {names_disagree: [{id, names, pan_match, account_match}]}',
          response: { 200: record('The report') },
        },
        config: { permission: may('kyc', 'list') },
      },
      async request => {
        await source.refresh(request);
        return sharedReport(db, source);
      },
    );

    app.get(
      '/kyc/settings/',
      {
        schema: {
          summary: "KYC's settings: {verifier, name_match_threshold, checks_per_window, window_minutes}",
          response: { 200: record('The settings') },
        },
        config: { permission: may('kycSettings', 'show') },
      },
      async () => kycSettingsOf(db),
    );
    app.put(
      '/kyc/settings/',
      {
        schema: {
          summary: "Change KYC's settings (the owner's): the verifier, the name match's threshold, the checks' limit",
          body: jsonFields(kycSettings),
          response: { 200: record('The settings') },
        },
        config: { permission: may('kycSettings', 'edit') },
      },
      async request => {
        if (request.body.verifier === 'cashfree' && !cashfreeConfigOf(process.env)) {
          throw invalidInput({ verifier: [CASHFREE_NOT_CONFIGURED] }, CASHFREE_NOT_CONFIGURED);
        }
        const change = {
          action: 'update',
          target: 'settings',
          readWhole: () => kycSettingsOf(db),
          summary: () => 'Updated KYC settings',
        } as const;
        audited(request, change, () => saveKycSettings(db, request.body));
        return kycSettingsOf(db);
      },
    );
  };
