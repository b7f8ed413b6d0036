import type { FastifyPluginAsync } from 'fastify';
import { auditTrail } from '../audit/trail';
import type { RouteOptions } from '../context';
import { ENTRY_NOT_FOUND, LegalTexts, type LegalKind } from '../legal/entries';
import { idParam } from '../validation';

type IdParams = { Params: { id: string } };

const BASES: Record<LegalKind, string> = {
  terms: '/main/terms-and-conditions',
  privacy: '/main/privacy-policy',
};

/** Terms and conditions and the privacy policy: the same calls under two paths. Content is stored as given. */
export const termsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  const audited = auditTrail(ctx);
  // An entry of either text, for the trail: its content is compared before and after an edit.
  const findEntry = db.prepare(
    'SELECT title, section, content, display_order, is_active FROM legal_entries WHERE id = ?',
  );
  const read = (id: number) => findEntry.get(id);
  for (const [kind, base] of Object.entries(BASES) as [LegalKind, string][]) {
    const texts = new LegalTexts(db, kind);
    app.get(`${base}/sections/`, async () => texts.sections());
    app.get(`${base}/list/`, async () => texts.listBySection());
    app.post(`${base}/`, async (request, reply) => {
      const created = { action: 'create', target: kind, id: (entry: { id: number }) => entry.id, read } as const;
      return reply.code(201).send(audited(request, created, () => texts.create(request.body, now())));
    });
    app.put<IdParams>(`${base}/:id/`, async request => {
      const id = idParam(request.params.id, ENTRY_NOT_FOUND);
      return audited(request, { action: 'update', target: kind, id, read }, () =>
        texts.updateContent(request.params.id, request.body, now()),
      );
    });
  }
};
