import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { financialYearOf } from '@/contract/programme/financialYear';
import { TAX_REGISTER_ORDERINGS } from '@/contract/programme/register';
import type { FastifyRequest } from 'fastify';
import type { AppContext, RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { page } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { pageAnswer } from '@/server/paging/answer';
import { listQuery } from '@/server/paging/query';
import { programmeSettingsOf } from '@/server/programme/settings';
import { idParams } from '@/contract/fields/ids';
import { notFound } from '@/server/errors';
import { record } from '@/server/openapi/answers';
import {
  financialYearParameter,
  memberTaxLine,
  REFERENCE_REGISTER,
  taxRegister,
  type RegisterSource,
} from './register';

const JSON_TYPE = 'application/json; charset=utf-8';

const REGISTER_LINE =
  '{id (the member’s), first_name, last_name, firm_name, user_type, phone, email, pan_present, pan_state (the PAN’s KYC ' +
  'state, null where none is kept), higher_rate (no PAN, or an invalid or inoperative one), points, cash, value, ' +
  'band ("over" or "near"), rate (percent), tax, certificates (live TDS certificates uploaded in the year)}; ' +
  'rupees for cash, value and tax';

export const registerSchema = {
  summary:
    'Section 194R’s register: the members whose benefits in a financial year are over the threshold or within ' +
    '10% below it, a DRF page at a time (the first unless `page` says), highest value first; `ordering` takes ' +
    TAX_REGISTER_ORDERINGS.join(', '),
  querystring: listQuery(
    {},
    {
      financial_year: 'The year the financial year starts in (2026 for 2026-27); the current one in India unless given',
      band: '"over" the threshold, or "near" it (within 10% below)',
      pan: '"yes": a PAN on record; "no": none',
      higher_rate:
        '"yes": the higher rate applies (no PAN, or an invalid or inoperative one); "no": the rate with a PAN',
      certificates: '"yes": a TDS certificate uploaded in the year; "no": none',
    },
  ),
  response: { 200: page(`Register lines: ${REGISTER_LINE}`) },
};

export const REGISTER_PERMISSION = may('tax194r', 'list');

/** A page of the register (DRF's, the first unless `page` says) as JSON text, read from `source`, and its year. */
export function registerPage(
  ctx: AppContext,
  request: FastifyRequest,
  source?: RegisterSource,
): { year: number; page: string } {
  const query = request.query as Record<string, string | string[] | undefined>;
  const year = financialYearParameter(query.financial_year, financialYearOf(ctx.now()));
  const settings = programmeSettingsOf(ctx.db);
  query.page ??= '1';
  const page = pageAnswer({ ...ctx, listPaging: true }, request, () =>
    taxRegister(ctx.db, year, settings, source ?? referenceSource(ctx)),
  )!;
  return { year, page };
}

/** The reference server's tables, with the PAN's KYC state where an area declares it. */
const referenceSource = (ctx: AppContext): RegisterSource => ({
  ...REFERENCE_REGISTER,
  panState: ctx.payeeStates?.pan,
});

const MEMBER_NOT_FOUND = 'Member not found.';

/** Section 194R's register of the members over the threshold or near it in a financial year. */
export const taxRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  documentArea(app, 'Programme');
  app.get(
    '/programme/tax-194r/',
    { schema: registerSchema, config: { permission: REGISTER_PERMISSION } },
    async (request, reply) => reply.type(JSON_TYPE).send(registerPage(ctx, request).page),
  );

  app.get(
    '/programme/tax-194r/members/:id/',
    {
      schema: {
        summary:
          'A member’s section 194R figure for a financial year (the current one unless `financial_year` says), over the ' +
          'threshold or not, at the rate their PAN and its KYC state set: a register line',
        params: idParams(MEMBER_NOT_FOUND),
        querystring: z.object({ financial_year: z.string().optional() }),
        response: { 200: record(`A register line: ${REGISTER_LINE}`) },
      },
      config: { permission: may('tax194r', 'show') },
    },
    async request => {
      const year = financialYearParameter(request.query.financial_year, financialYearOf(ctx.now()));
      const settings = programmeSettingsOf(ctx.db);
      const line = memberTaxLine(ctx.db, { year, member: request.params.id, settings, source: referenceSource(ctx) });
      if (!line) throw notFound(MEMBER_NOT_FOUND);
      return line;
    },
  );
};
