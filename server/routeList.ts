import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server answers, as it was added: what the OpenAPI document is held to. */
    readonly routeList: readonly RouteOptions[];
  }
}

/** Keeps the routes `app` adds from now on in `app.routeList`. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', route => {
    routes.push(route);
  });
  app.decorate('routeList', routes);
}
