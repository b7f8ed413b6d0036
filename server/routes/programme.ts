import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financialYearOf } from '../../contract/programme/financialYear';
import { TAX_REGISTER_ORDERINGS } from '../../contract/programme/register';
import { programmeSettings } from '../../contract/programme/settings';
import { auditTrail } from '../audit/trail';
import type { RouteOptions } from '../context';
import { jsonFields } from '../input';
import { described, page } from '../openapi/answers';
import { documentArea } from '../openapi/areas';
import { pageAnswer } from '../paging/answer';
import { listQuery } from '../paging/query';
import { liabilityNow } from '../programme/liability';
import { financialYearParameter, taxRegister } from '../programme/register';
import { programmeSettingsOf, saveProgrammeSettings } from '../programme/settings';

const JSON_TYPE = 'application/json; charset=utf-8';

const SETTINGS_ANSWER = described({
  type: 'object',
  description: 'The point’s rupee value, and section 194R’s threshold (rupees) and rates (percent)',
  properties: Object.fromEntries(Object.keys(programmeSettings.shape).map(name => [name, { type: 'number' }])),
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

const REGISTER_LINE =
  '{id (the member’s), first_name, last_name, firm_name, user_type, phone, email, pan_present, points, cash, value, ' +
  'band ("over" or "near"), rate (percent), tax, certificates (live TDS certificates uploaded in the year)}; ' +
  'rupees for cash, value and tax';

/**
 * The programme's settings (the point's rupee value, section 194R's threshold and rates), what
 * the programme owes now, and section 194R's register of the members over the threshold or near it in a financial year.
 */
export const programmeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  documentArea(app, 'Programme');
  const audited = auditTrail(ctx);

  const readSchema = {
    summary: 'The programme’s settings: the point’s rupee value, section 194R’s threshold and rates',
    response: { 200: SETTINGS_ANSWER },
  };
  app.get('/programme/settings/', { schema: readSchema }, async () => programmeSettingsOf(db));

  const saveSchema = {
    summary: 'Change the programme’s settings (all four at once)',
    body: jsonFields(programmeSettings),
    response: { 200: SETTINGS_ANSWER },
  };
  app.put('/programme/settings/', { schema: saveSchema }, async request => {
    const change = {
      action: 'update',
      target: 'settings',
      readWhole: () => programmeSettingsOf(db),
      summary: () => 'Updated programme settings',
    } as const;
    audited(request, change, () => saveProgrammeSettings(db, request.body));
    return programmeSettingsOf(db);
  });

  const liabilitySchema = {
    summary: 'What the programme owes now: balances and what pending requests hold, in points and rupees',
    response: { 200: LIABILITY_ANSWER },
  };
  app.get('/programme/liability/', { schema: liabilitySchema }, async () =>
    liabilityNow(db, programmeSettingsOf(db).point_value),
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
  app.get('/programme/tax-194r/', { schema: registerSchema }, async (request, reply) => {
    const year = financialYearParameter(request.query.financial_year, financialYearOf(ctx.now()));
    const settings = programmeSettingsOf(db);
    request.query.page ??= '1';
    const answer = pageAnswer({ ...ctx, listPaging: true }, request, () => taxRegister(db, year, settings));
    return reply.type(JSON_TYPE).send(answer);
  });
};
