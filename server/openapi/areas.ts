import type { FastifyInstance, FastifySchema } from 'fastify';

type Security = NonNullable<FastifySchema['security']>;

/** A route called before sign-in: no token. */
export const NO_TOKEN: Security = [];

/** A route called both before sign-in (no token) and signed in (an administrator's token). */
export const TOKEN_WHEN_SIGNED_IN: Security = [{}, { bearerAuth: [] }];

/**
 * Files every route `app` adds from here on under `tag` in the document, as needing
 * `security` unless the route says otherwise (the document's default: an administrator's token).
 */
export function documentArea(app: FastifyInstance, tag: string, security?: Security): void {
  app.addHook('onRoute', route => {
    route.schema = { tags: [tag], ...(security && { security }), ...route.schema };
  });
}
