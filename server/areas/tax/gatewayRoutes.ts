import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financialYearBounds } from '@/contract/programme/financialYear';
import type { TaxRegisterLine } from '@/contract/programme/register';
import type { GatewayRouteOptions } from '@/server/area';
import { creditsKnownSince } from '@/server/gateway/upstreamCopy/keeper';
import { bearerOf, isRecord } from '@/server/callParts';
import type { Upstream } from '@/server/gateway/upstream';
import { readListPages } from '@/server/gateway/upstreamLists';
import { invalidInput } from '@/server/errors';
import { documentArea } from '@/server/openapi/areas';
import type { RegisterSource } from './register';
import { REGISTER_PERMISSION, registerPage, registerSchema } from './routes';

/** The register over what the gateway keeps: the credits it knows, the members as the upstream's lists name them. */
const GATEWAY_REGISTER: RegisterSource = {
  benefits: 'upstream_yearly_benefits',
  members: 'upstream_members',
  isMember: '1',
  certificates: null,
};

const CERTIFICATES_UNKNOWN =
  'The gateway cannot filter the register by certificates: the programme’s server lists them one member at a time.';

/**
 * A member's TDS certificates uploaded in the financial year `year`, as the upstream lists them
 * (`loyalty/admin/tds-certificate/user-certificates/{id}/`); null when it does not answer them.
 */
async function certificatesOf(upstream: Upstream, token: string, member: number, year: number): Promise<number | null> {
  const { start, end } = financialYearBounds(year);
  let count = 0;
  const path = `loyalty/admin/tds-certificate/user-certificates/${member}/`;
  const read = await readListPages(upstream, { path, token, pageSize: 100, maxPages: 10 }, items => {
    for (const item of items) {
      const at = isRecord(item) ? Date.parse(String(item.uploaded_at)) : NaN;
      if (at >= start.getTime() && at < end.getTime()) count += 1;
    }
  }).catch(() => null);
  return read?.status === 200 && read.unread === null ? count : null;
}

/**
 * Section 194R's register at the gateway (UPSTREAM_API_URL), at the reference server's path, with
 * its answer and permission, from what the gateway keeps of the upstream's lists
 * (server/gateway/upstreamCopy/keeper.ts), each line's certificates as the upstream lists them.
 */
export const taxGatewayRoutes: FastifyPluginAsyncZod<GatewayRouteOptions> = async (app, { ctx, upstream }) => {
  documentArea(app, 'Programme');
  // The PAN's state as the gateway's KYC keeps it, where an area declares it.
  const register: RegisterSource = { ...GATEWAY_REGISTER, panState: ctx.payeeStates?.pan };
  app.get(
    '/programme/tax-194r/',
    { schema: registerSchema, config: { permission: REGISTER_PERMISSION } },
    async request => {
      if ((request.query as Record<string, unknown>).certificates !== undefined) {
        throw invalidInput({ certificates: [CERTIFICATES_UNKNOWN] }, CERTIFICATES_UNKNOWN);
      }
      const { year, page } = registerPage(ctx, request, register);
      const answer = JSON.parse(page) as { results: TaxRegisterLine[] };
      const knownSince = creditsKnownSince(ctx.db);
      // The page's lines only, at once: a few reads, never one per member of the programme.
      await Promise.all(
        answer.results.map(async line => {
          line.certificates = await certificatesOf(upstream, bearerOf(request), line.id, year);
          if (knownSince !== null) line.credits_known_since = knownSince;
        }),
      );
      return answer;
    },
  );
};
