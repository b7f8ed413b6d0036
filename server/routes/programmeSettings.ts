import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programmeSettings } from '@/contract/programme/settings';
import { FOUR_EYES_SETTINGS } from '@/contract/team/fourEyes';
import { auditTrail } from '../audit/trail';
import type { RouteOptions } from '../context';
import { may } from '../team/permissions';
import { jsonFields } from '../input';
import { described } from '../openapi/answers';
import { documentArea } from '../openapi/areas';
import { programmeSettingsOf, saveProgrammeSettings } from '../programme/settings';

/** What a setting's description says beyond its type (the others are described by the answer's description). */
const SETTING_DESCRIPTIONS: Record<string, string> = {
  [FOUR_EYES_SETTINGS.payout]:
    'Four eyes: a payout of more rupees than this needs a second administrator’s approval (exactly this: one)',
  [FOUR_EYES_SETTINGS.billCash]:
    'Four eyes: a bill crediting more rupees of cash than this needs a second administrator’s approval',
  [FOUR_EYES_SETTINGS.billPoints]:
    'Four eyes: a bill crediting more points than this (a whole number) needs a second administrator’s approval',
};

const SETTINGS_ANSWER = described({
  type: 'object',
  description:
    'The point’s rupee value, section 194R’s threshold (rupees) and rates (percent), the risk rules’ thresholds, ' +
    'and the four-eyes thresholds. A first approval above one answers 202 {message, awaiting_second_approval} ' +
    'and leaves the bill or payout pending; another administrator confirms it (the same one: 403; a bill with ' +
    'other figures: 409) or rejects it',
  properties: Object.fromEntries(
    Object.keys(programmeSettings.shape).map(name => [
      name,
      { type: 'number', ...(SETTING_DESCRIPTIONS[name] && { description: SETTING_DESCRIPTIONS[name] }) },
    ]),
  ),
});

/**
 * The programme's settings (the point's rupee value, section 194R's threshold and rates, the
 * risk and four-eyes thresholds): the shell's, as several areas read them (bills, payments, tax).
 */
export const programmeSettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  documentArea(app, 'Programme');
  const audited = auditTrail(ctx);

  const readSchema = {
    summary:
      'The programme’s settings: the point’s rupee value, section 194R’s threshold and rates, the risk and four-eyes thresholds',
    response: { 200: SETTINGS_ANSWER },
  };
  // Read by every role (the settings page shows them), changed by the owner alone.
  app.get('/programme/settings/', { schema: readSchema, config: { permission: may('account', 'show') } }, async () =>
    programmeSettingsOf(db),
  );

  const saveSchema = {
    summary: 'Change the programme’s settings (all of them at once)',
    body: jsonFields(programmeSettings),
    response: { 200: SETTINGS_ANSWER },
  };
  app.put(
    '/programme/settings/',
    { schema: saveSchema, config: { permission: may('programmeSettings', 'edit') } },
    async request => {
      const change = {
        action: 'update',
        target: 'settings',
        readWhole: () => programmeSettingsOf(db),
        summary: () => 'Updated programme settings',
      } as const;
      audited(request, change, () => saveProgrammeSettings(db, request.body));
      return programmeSettingsOf(db);
    },
  );
};
