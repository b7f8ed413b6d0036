import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../context';
import { permissionText } from '../team/permissions';

type Transformed = ReturnType<SwaggerTransform>;
type FormContent = Record<string, { schema: unknown }>;

/** An answer with a problem, as every route may send one (server/errors.ts). */
const PROBLEM = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    detail: { type: 'string', description: "DRF's and simplejwt's words, on a 401 and a 404" },
    errors: {
      type: 'object',
      description: "Each field's errors, on a 400",
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

const problem = (description: string) => ({ description, content: { 'application/json': { schema: PROBLEM } } });

/** The problems a route may answer, by what it takes: input, an id in its path, a token. */
function problemAnswers(schema: FastifySchema): Record<string, unknown> {
  const signedIn = schema.security === undefined || schema.security.some(scheme => 'bearerAuth' in scheme);
  return {
    ...((schema.body !== undefined || schema.querystring !== undefined) && {
      400: problem('Bad input: every field with its errors'),
    }),
    ...(signedIn && { 401: problem('No token, or one expired or signed out') }),
    ...(schema.params !== undefined && { 404: problem('No such record') }),
  };
}

/** The JSON Schema of one zod body, as the type provider writes it. */
const bodyJson = (document: Parameters<SwaggerTransform>[0], body: unknown) =>
  (jsonSchemaTransform({ ...document, schema: { body } }).schema as { body: unknown }).body;

/**
 * A route as the document shows it: the type provider's conversion of its zod schemas, forms
 * given per content type converted one by one, the problems it may answer, and the permission
 * a signed-in route declares (`x-permission`: `resource.action` of contract/team/roles.ts), and at
 * the gateway whether the upstream answers it (`x-forwarded`). Only
 * the API is documented: the app, its files and the media are not.
 */
const documentRoute: SwaggerTransform = document => {
  const { schema, url, route } = document;
  if (!url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url };
  const forms = (schema.body as { content?: FormContent } | undefined)?.content;
  const { schema: transformed } = jsonSchemaTransform(
    forms ? { ...document, schema: { ...schema, body: undefined } } : document,
  ) as Transformed;
  if (forms) {
    const content = Object.entries(forms).map(([type, form]) => [type, { schema: bodyJson(document, form.schema) }]);
    transformed.body = { content: Object.fromEntries(content) };
  }
  const permission = route.config?.permission;
  return {
    schema: {
      ...transformed,
      ...(permission && { 'x-permission': permissionText(permission) }),
      ...(route.config?.forwarded !== undefined && { 'x-forwarded': route.config.forwarded }),
      response: { ...problemAnswers(schema), ...(transformed.response as object) },
    },
    url,
  };
};

/** The OpenAPI document of the API, built by @fastify/swagger from the routes' schemas. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Loyalty admin API (reference server)',
      version: '1',
      description:
        "The backend contract the admin app calls, as the reference server answers it, with what it adds to the spec: DRF paging of every list (`page`, `page_size`, `search`, `ordering` and each list's filters; django-filter's spellings such as `amount__gte` are read too), the audit trail, the sign-out blacklist and the admin's notifications.",
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearerAuth: [] }],
  },
  transform: documentRoute,
};

/** The gateway's document: the same routes, each marked forwarded to the upstream or answered by the gateway itself. */
export const gatewayOpenApiOptions: FastifyDynamicSwaggerOptions = {
  ...openApiOptions,
  openapi: {
    ...openApiOptions.openapi,
    info: {
      title: 'Loyalty admin API (gateway)',
      version: '1',
      description:
        "The admin's server in front of the programme's own backend (UPSTREAM_API_URL). Each route says whether it is forwarded to the upstream with the caller's token (`x-forwarded: true`: the spec's calls, answered as the upstream answers them) or answered by the gateway itself (`x-forwarded: false`: the team, the audit trail, the programme's settings and figures, live updates). A signed-in route's `x-permission` is the role's permission the gateway checks before anything is forwarded.",
    },
  },
};
