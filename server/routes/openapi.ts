import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { record } from '../openapi/answers';
import { NO_TOKEN } from '../openapi/areas';

/** The OpenAPI document of this API, built from the routes' schemas; public, as documentation is. */
export const openApiRoutes: FastifyPluginAsyncZod = async app => {
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This document: every route of the API, its input and its answers',
        tags: ['Documentation'],
        security: NO_TOKEN,
        response: { 200: record('An OpenAPI 3.0 document') },
      },
    },
    async () => app.swagger(),
  );
};
