import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DRF_NOT_FOUND, errorBody } from './errors';

const NOT_APP = /^\/(api|media)(\/|$)/;

/**
 * Catalogue media files under /media/ (private documents have their own route, privateMedia.ts),
 * the built app (when there is one) at /, and the not-found answer: index.html for the app's
 * own client routes, else 404 JSON.
 */
export async function registerStatic(app: FastifyInstance, mediaDir: string, distDir: string | null): Promise<void> {
  await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', index: false });
  const appDir = distDir !== null && existsSync(path.join(distDir, 'index.html')) ? distDir : null;
  if (appDir) await app.register(fastifyStatic, { root: appDir, prefix: '/', decorateReply: false });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (appDir && (request.method === 'GET' || request.method === 'HEAD') && !NOT_APP.test(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', appDir, { cacheControl: false });
    }
    return reply.code(404).send(errorBody(404, DRF_NOT_FOUND));
  });
}
