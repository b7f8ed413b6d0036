import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API, startServer, type TestServer } from './helpers';
import { INPUT_ROUTES } from './routeCatalogue';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';

// The document describes the API, /api/v1/…: the built app, its files, the media and the
// signed addresses of private documents (the routes outside it) are not in it, and neither
// are the HEAD routes Fastify adds beside each GET.

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** A route as the document names it: `POST /api/v1/user/verify/{id}/`. */
const documentKey = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

/** Every method and path of the API the server registered, with the route's schema. */
function apiRoutes(server: TestServer) {
  return server.app.routeList
    .filter(route => route.url.startsWith(`${API}/`))
    .flatMap((route: RouteOptions) =>
      [route.method]
        .flat()
        .filter(method => method !== 'HEAD')
        .map(method => ({ key: documentKey(method, route.url), method, url: route.url, schema: route.schema })),
    );
}

async function openApiDocument(server: TestServer): Promise<Document> {
  const response = await server.inject({ method: 'GET', url: `${API}/openapi.json` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

/** The routes that read no body though their method could carry one. */
const NO_BODY = new Set([
  ...INPUT_ROUTES.filter(route => route.body === 'none').map(route =>
    documentKey(route.method, `${API}/${route.path}`),
  ),
  // The emailed link's page: its button posts an empty form.
  `POST ${API}/user/verify-email/{token}/`,
  // The audit trail refuses every change before reading anything.
  ...['POST', 'PUT', 'PATCH'].flatMap(method => [`${method} ${API}/audit/log/`, `${method} ${API}/audit/log/{id}/`]),
]);

/** The body a route's schema declares, as the route catalogue names it: JSON, multipart, either (a form) or none. */
function bodyKind(schema: RouteOptions['schema']): string {
  if (schema?.body === undefined) return 'none';
  // A body given per content type is read by its handler; a plain one is JSON, checked by Fastify.
  const { content = { 'application/json': {} } } = schema.body as { content?: Record<string, unknown> };
  const json = 'application/json' in content;
  const multipart = 'multipart/form-data' in content;
  return json && multipart ? 'form' : multipart ? 'multipart' : 'json';
}

describe('the OpenAPI document', () => {
  it('is served at /api/v1/openapi.json without a token', async () => {
    const server = await startServer();
    const document = await openApiDocument(server);
    expect(document.openapi).toBe('3.0.3');
    expect((await server.inject({ method: 'GET', url: `${API}/main/dashboard/` })).statusCode).toBe(401);
  });

  it('names every route of the API by its method and path, and no other', async () => {
    const server = await startServer();
    const documented = operations(await openApiDocument(server)).map(({ key }) => key);
    const registered = apiRoutes(server).map(({ key }) => key);
    expect(registered.length).toBeGreaterThan(90);
    expect(registered.filter(key => !documented.includes(key))).toEqual([]);
    expect(documented.filter(key => !registered.includes(key))).toEqual([]);
  });

  it('has a schema on every route: a summary, a tag, and each part of the input the route reads', async () => {
    const server = await startServer();
    for (const { key, method, url, schema } of apiRoutes(server)) {
      expect([key, typeof schema?.summary, schema?.tags?.length]).toEqual([key, 'string', 1]);
      if (url.includes('/:')) expect([key, schema?.params !== undefined]).toEqual([key, true]);
      const catalogued = INPUT_ROUTES.find(route => documentKey(route.method, `${API}/${route.path}`) === key);
      const kind = bodyKind(schema);
      if (catalogued) expect([key, kind]).toEqual([key, catalogued.body]);
      else if (['POST', 'PUT', 'PATCH'].includes(method) && !NO_BODY.has(key)) {
        expect([key, kind]).not.toEqual([key, 'none']);
      }
    }
  });

  it('documents each list with DRF paging and its filters', async () => {
    const server = await startServer();
    const document = await openApiDocument(server);
    const parametersOf = (path: string) =>
      (document.paths[`${API}/${path}`].get.parameters ?? []).filter(p => p.in === 'query').map(p => p.name);
    const lists: [string, string[]][] = [
      ['user/users/', ['user_type_in', 'date_joined_gte']],
      ['bill/list/all-bills/', ['status', 'amount_lte']],
      ['loyalty/voucher/list/', ['expiry', 'is_scheme']],
      ['main/admin-notifications/grouped-by-time/', ['group', 'is_read']],
      ['audit/log/', ['action_in', 'target_type', 'since', 'until']],
      ['programme/tax-194r/', ['financial_year', 'band', 'pan', 'certificates']],
      ['loyalty/admin/users/transactions/history/{id}/', ['type', 'source_type']],
      ['product/search/', ['query', 'brand', 'is_featured']],
    ];
    for (const [path, filters] of lists) {
      expect([path, parametersOf(path)]).toEqual([
        path,
        expect.arrayContaining(['page', 'page_size', 'search', 'ordering', ...filters]),
      ]);
    }
  });

  it('documents what goes beyond the spec, bodies and answers, and which routes need a token', async () => {
    const server = await startServer();
    const { paths } = await openApiDocument(server);
    const blacklist = paths[`${API}/user/token/blacklist/`].post;
    expect(blacklist.security).toEqual([]);
    expect(Object.keys(blacklist.requestBody!.content['application/json'].schema.properties!)).toEqual(['refresh']);
    expect(paths[`${API}/audit/log/{id}/`].get.responses).toHaveProperty('200');
    const programmeSettings = paths[`${API}/programme/settings/`].put.requestBody!.content['application/json'];
    expect(Object.keys(programmeSettings.schema.properties!)).toEqual(Object.keys(defaultProgrammeSettings));
    // A bill's risk flags, in the answers of its lists and of the bill, and the lists' filter.
    for (const path of ['bill/list/all-bills/', 'bill/approve-requests/']) {
      const { parameters, responses } = paths[`${API}/${path}`].get;
      expect(parameters).toContainEqual(
        expect.objectContaining({ name: 'flagged', description: expect.stringContaining('risk rule') }),
      );
      const [whole] = (
        responses['200'] as { content: Record<string, { schema: { oneOf: { items: { properties: object } }[] } }> }
      ).content['application/json'].schema.oneOf;
      expect(whole.items.properties).toHaveProperty('risk_reasons.items.enum', [
        'amount_30_days',
        'bills_per_day',
        'above_usual',
        'new_member',
      ]);
    }
    const bill = paths[`${API}/bill/retrieve/{id}/`].get.responses['200'] as {
      content: Record<string, { schema: { properties: object } }>;
    };
    expect(bill.content['application/json'].schema.properties).toHaveProperty('risk_measures.properties.usual');
    const liability = paths[`${API}/programme/liability/`].get.responses['200'] as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    expect(Object.keys(liability.content['application/json'].schema.properties)).toEqual([
      'point_value',
      'points_outstanding',
      'cash_outstanding',
      'points_held',
      'cash_held',
      'total',
    ]);
    expect(paths[`${API}/main/dashboard/`].get.security).toBeUndefined();
    const addUser = paths[`${API}/user/user/admin/create/`].post.requestBody!.content;
    expect(Object.keys(addUser)).toEqual(['multipart/form-data']);
    expect(addUser['multipart/form-data'].schema.properties).toMatchObject({
      first_name: { type: 'string' },
      photo: { type: 'string', format: 'binary' },
    });
    const approve = paths[`${API}/bill/approve/{id}/`].patch;
    // Four eyes: a first approval (202), refused to its giver (403), and for other figures (409).
    expect(Object.keys(approve.responses).sort()).toEqual(['200', '202', '400', '401', '403', '404', '409']);
    const payout = paths[`${API}/loyalty/payment/approve/{id}/`].post;
    expect(Object.keys(payout.responses)).toEqual(expect.arrayContaining(['200', '202', '403']));
    expect(approve.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
  });
});
