import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { LegalTexts, type LegalKind } from '../legal/entries';

type IdParams = { Params: { id: string } };

const BASES: Record<LegalKind, string> = {
  terms: '/main/terms-and-conditions',
  privacy: '/main/privacy-policy',
};

/** Terms and conditions and the privacy policy: the same calls under two paths. Content is stored as given. */
export const termsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  for (const [kind, base] of Object.entries(BASES) as [LegalKind, string][]) {
    const texts = new LegalTexts(db, kind);
    app.get(`${base}/sections/`, async () => texts.sections());
    app.get(`${base}/list/`, async () => texts.listBySection());
    app.post(`${base}/`, async (request, reply) => reply.code(201).send(texts.create(request.body, now())));
    app.put<IdParams>(`${base}/:id/`, async request => texts.updateContent(request.params.id, request.body, now()));
  }
};
