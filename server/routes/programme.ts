import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financialYearOf } from '../../contract/programme/financialYear';
import { QUEUE_KINDS, WEEKS_SHOWN } from '../../contract/programme/movement';
import { TAX_REGISTER_ORDERINGS } from '../../contract/programme/register';
import { programmeSettings } from '../../contract/programme/settings';
import { FOUR_EYES_SETTINGS } from '../../contract/team/fourEyes';
import { auditTrail } from '../audit/trail';
import type { RouteOptions } from '../context';
import { may } from '../team/permissions';
import { jsonFields } from '../input';
import { described, page } from '../openapi/answers';
import { documentArea } from '../openapi/areas';
import { pageAnswer } from '../paging/answer';
import { listQuery } from '../paging/query';
import { liabilityNow } from '../programme/liability';
import { movementOf } from '../programme/movement';
import { financialYearParameter, taxRegister } from '../programme/register';
import { programmeSettingsOf, saveProgrammeSettings } from '../programme/settings';

const JSON_TYPE = 'application/json; charset=utf-8';

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

const LIABILITY_ANSWER = described({
  type: 'object',
  description:
    'What the programme owes now, over the members the lists show: points and cash on their balances, what ' +
    'pending voucher and payout requests hold (taken from the balances when made), and the total in rupees',
  properties: {
    point_value: { type: 'number', description: 'The rupee value of a point' },
    points_outstanding: { type: 'integer', description: 'The members’ point balances summed' },
    cash_outstanding: { type: 'number', description: 'The members’ cash balances summed, rupees' },
    points_held: { type: 'integer', description: 'The points pending voucher requests hold' },
    cash_held: { type: 'number', description: 'The amounts pending payout requests hold, rupees' },
    total: {
      type: 'number',
      description: '(points_outstanding + points_held) × point_value + cash_outstanding + cash_held, rupees',
    },
  },
});

const count = (description: string) => ({ type: 'integer', description });
const rupees = (description: string) => ({ type: 'number', description: `${description}, rupees` });
const hours = (description: string) => ({ type: 'number', nullable: true, description: `${description}, hours` });

const WEEK_FIGURES = {
  week: {
    type: 'string',
    format: 'date',
    description: 'The week’s Monday, India’s date (weeks run Monday 00:00 IST on)',
  },
  bills_received: count('Bills uploaded in the week'),
  bills_approved: count('Bills approved in the week'),
  bills_rejected: count('Bills rejected in the week'),
  points_credited: count('Points credited by bills approved in the week'),
  cash_credited: rupees('Cash credited by bills approved in the week'),
  points_redeemed: count('Points taken from balances by voucher requests made in the week'),
  cash_redeemed: rupees('Cash taken from balances by payout requests made in the week'),
  points_refunded: count('Points given back by voucher requests rejected in the week'),
  cash_reversed: rupees('Cash given back by payout requests rejected in the week'),
  vouchers_redeemed: count('Voucher requests approved in the week'),
  payouts_paid: count('Payout requests approved in the week'),
  payouts_paid_amount: rupees('What the payout requests approved in the week paid'),
  new_members: count('Members who joined in the week (as the users and new-users lists show them)'),
  liability: rupees(
    'What the programme owed at the week’s end (the current week: now), as GET programme/liability/’s total, ' +
      'points at today’s point value',
  ),
  waiting: count('Bills, voucher requests and payout requests waiting for a decision at the week’s end'),
};

const QUEUE_FIGURES = {
  kind: { type: 'string', enum: [...QUEUE_KINDS], description: 'The approvals inbox’s kind of item' },
  waiting: count('How many wait now, as the kind’s pending list counts them'),
  median_hours: hours('The median age of those waiting (nearest rank); null when none waits'),
  p90_hours: hours('The 90th percentile age of those waiting (nearest rank); null when none waits'),
  oldest_hours: hours('The oldest one’s age; null when none waits'),
};

const MOVEMENT_ANSWER = described({
  type: 'object',
  description:
    'How the programme moved in the last twelve weeks, over the members the lists show, and how long its ' +
    'approval queue waits now',
  properties: {
    point_value: { type: 'number', description: 'The rupee value of a point today, that each week’s liability counts' },
    weeks: {
      type: 'array',
      description: `The last ${WEEKS_SHOWN} weeks in India’s time, oldest first; the last is the current week, up to now`,
      items: { type: 'object', properties: WEEK_FIGURES },
    },
    queue: {
      type: 'array',
      description: `Each kind of the approvals inbox now, in this order: ${QUEUE_KINDS.join(', ')}`,
      items: { type: 'object', properties: QUEUE_FIGURES },
    },
  },
});

const REGISTER_LINE =
  '{id (the member’s), first_name, last_name, firm_name, user_type, phone, email, pan_present, points, cash, value, ' +
  'band ("over" or "near"), rate (percent), tax, certificates (live TDS certificates uploaded in the year)}; ' +
  'rupees for cash, value and tax';

/**
 * The programme's settings (the point's rupee value, section 194R's threshold and rates), what
 * the programme owes now, how it moved week by week, and section 194R's register of the members over the threshold or near it in a financial year.
 */
export const programmeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
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

  const liabilitySchema = {
    summary: 'What the programme owes now: balances and what pending requests hold, in points and rupees',
    response: { 200: LIABILITY_ANSWER },
  };
  app.get(
    '/programme/liability/',
    { schema: liabilitySchema, config: { permission: may('programme', 'show') } },
    async () => liabilityNow(db, programmeSettingsOf(db).point_value),
  );

  const movementSchema = {
    summary:
      'How the programme moved week by week (bills, points and cash, vouchers, payouts, members, what it owed, what ' +
      'waited) over the last twelve weeks, and the approval queue’s waits now',
    response: { 200: MOVEMENT_ANSWER },
  };
  app.get(
    '/programme/movement/',
    { schema: movementSchema, config: { permission: may('programme', 'show') } },
    async () => movementOf(db, programmeSettingsOf(db).point_value, ctx.now()),
  );

  const registerSchema = {
    summary:
      'Section 194R’s register: the members whose benefits in a financial year are over the threshold or within ' +
      '10% below it, a DRF page at a time (the first unless `page` says), highest value first; `ordering` takes ' +
      TAX_REGISTER_ORDERINGS.join(', '),
    querystring: listQuery(
      {},
      {
        financial_year:
          'The year the financial year starts in (2026 for 2026-27); the current one in India unless given',
        band: '"over" the threshold, or "near" it (within 10% below)',
        pan: '"yes": a PAN on record; "no": none',
        certificates: '"yes": a TDS certificate uploaded in the year; "no": none',
      },
    ),
    response: { 200: page(`Register lines: ${REGISTER_LINE}`) },
  };
  app.get(
    '/programme/tax-194r/',
    { schema: registerSchema, config: { permission: may('tax194r', 'list') } },
    async (request, reply) => {
      const year = financialYearParameter(request.query.financial_year, financialYearOf(ctx.now()));
      const settings = programmeSettingsOf(db);
      request.query.page ??= '1';
      const answer = pageAnswer({ ...ctx, listPaging: true }, request, () => taxRegister(db, year, settings));
      return reply.type(JSON_TYPE).send(answer);
    },
  );
};
