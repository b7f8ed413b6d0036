import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financialYearOf } from '../../../contract/programme/financialYear';
import { TAX_REGISTER_ORDERINGS } from '../../../contract/programme/register';
import type { RouteOptions } from '../../context';
import { may } from '../../team/permissions';
import { page } from '../../openapi/answers';
import { documentArea } from '../../openapi/areas';
import { pageAnswer } from '../../paging/answer';
import { listQuery } from '../../paging/query';
import { programmeSettingsOf } from '../../programme/settings';
import { financialYearParameter, taxRegister } from './register';

const JSON_TYPE = 'application/json; charset=utf-8';

const REGISTER_LINE =
  '{id (the member’s), first_name, last_name, firm_name, user_type, phone, email, pan_present, points, cash, value, ' +
  'band ("over" or "near"), rate (percent), tax, certificates (live TDS certificates uploaded in the year)}; ' +
  'rupees for cash, value and tax';

/** Section 194R's register of the members over the threshold or near it in a financial year. */
export const taxRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  documentArea(app, 'Programme');

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
