import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalContent, legalEntry } from '@/contract/legal';
import { auditTrail } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { may, type Resource } from '@/server/team/permissions';
import { existingRecord, jsonFields } from '@/server/input';
import { ENTRY_NOT_FOUND, LegalTexts, type LegalKind } from './entries';
import { record, records } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';

const TEXTS: Record<LegalKind, { base: string; name: string; resource: Resource }> = {
  terms: { base: '/main/terms-and-conditions', name: 'terms and conditions', resource: 'terms' },
  privacy: { base: '/main/privacy-policy', name: 'privacy policy', resource: 'privacy' },
};

/** Terms and conditions and the privacy policy: the same calls under two paths. Content is stored as given. */
export const termsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  documentArea(app, 'Terms and privacy');
  const audited = auditTrail(ctx);
  // An entry of either text, for the trail: its content is compared before and after an edit.
  const findEntry = db.prepare(
    'SELECT title, section, content, display_order, is_active FROM legal_entries WHERE id = ?',
  );
  const read = (id: number) => findEntry.get(id);
  for (const [kind, { base, name, resource }] of Object.entries(TEXTS) as [LegalKind, (typeof TEXTS)[LegalKind]][]) {
    const texts = new LegalTexts(db, kind);
    const sectionsSchema = {
      summary: `The sections of the ${name}: {key, value}`,
      response: { 200: records('Sections') },
    };
    app.get(`${base}/sections/`, { schema: sectionsSchema, config: { permission: may(resource, 'list') } }, async () =>
      texts.sections(),
    );

    const listSchema = {
      summary: `Every entry of the ${name}, by section`,
      response: { 200: record('The entries of each section, by its key') },
    };
    app.get(`${base}/list/`, { schema: listSchema, config: { permission: may(resource, 'list') } }, async () =>
      texts.listBySection(),
    );

    // The sections are reference data: the ones there are when the server starts.
    const newSchema = {
      summary: `Add an entry to the ${name}`,
      body: jsonFields(legalEntry(texts.sections().map(section => section.key))),
      response: { 201: record('The entry') },
    };
    app.post(
      `${base}/`,
      { schema: newSchema, config: { permission: may(resource, 'create') } },
      async (request, reply) => {
        const created = { action: 'create', target: kind, id: (entry: { id: number }) => entry.id, read } as const;
        return reply.code(201).send(audited(request, created, () => texts.create(request.body, now())));
      },
    );

    const editSchema = {
      summary: `Replace the content of an entry of the ${name}`,
      params: existingRecord(ENTRY_NOT_FOUND, id => texts.has(id)),
      body: jsonFields(legalContent),
      response: { 200: record('The entry') },
    };
    app.put(`${base}/:id/`, { schema: editSchema, config: { permission: may(resource, 'edit') } }, async request => {
      const { id } = request.params;
      return audited(request, { action: 'update', target: kind, id, read }, () =>
        texts.updateContent(id, request.body.content, now()),
      );
    });
  }
};
