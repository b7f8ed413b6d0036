import type { FastifyInstance } from 'fastify';
import { idParams } from '@/contract/fields/ids';
import { auditTrail } from '@/server/audit/trail';
import { todayInIndia } from '@/server/calendar';
import type { AppContext } from '@/server/context';
import { record } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { SCHEME_NOT_FOUND, schemeRecord } from './records';

/** What the document says of a scheme's fields. */
export const SCHEME_PROPERTIES = {
  status: { type: 'string', enum: ['draft', 'live'], description: '`draft` until a version is live' },
  in_force: { type: 'integer', nullable: true, description: 'The version in force today (India); null when none' },
  versions: {
    type: 'array',
    description: 'Its versions: terms in force from valid_from, who drafted and approved each (emails)',
    items: { type: 'object' },
  },
};

export const schemeAnswer = (description: string) => record(description, SCHEME_PROPERTIES);

/**
 * What each of the schemes' route modules starts with: its routes filed under Schemes in the
 * document, India's today, the audit trail, the scheme as the API answers it, and the `{id}`.
 */
export function schemeRouteKit(app: FastifyInstance, ctx: AppContext) {
  const { db, now } = ctx;
  documentArea(app, 'Schemes');
  const today = () => todayInIndia(now());
  return {
    db,
    now,
    today,
    audited: auditTrail(ctx),
    read: (id: number) => schemeRecord(db, id, today()),
    params: idParams(SCHEME_NOT_FOUND),
  };
}
