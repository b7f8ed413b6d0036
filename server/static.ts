import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DRF_NOT_FOUND, errorBody } from './errors';

const NOT_APP = /^\/(api|media|assets)(\/|$)/;

/** Vite names every file under assets/ by its content's hash, so a cached copy never goes stale. */
const HASHED_ASSETS = `assets${path.sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so it is checked again on every visit. */
const REVALIDATE = 'no-cache';

/** The files the build compresses ahead (vite.config.ts), by the Content-Encoding they are sent with. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof PRECOMPRESSED;

/**
 * Catalogue media files under /media/ when there is a folder of them (private documents have their own route, privateMedia.ts),
 * the built app (when there is one) at /, and the not-found answer: index.html for the app's
 * own client routes, else 404 JSON.
 */
export async function registerStatic(
  app: FastifyInstance,
  mediaDir: string | null,
  distDir: string | null,
): Promise<void> {
  if (mediaDir !== null) await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', index: false });
  const appDir = distDir !== null && existsSync(path.join(distDir, 'index.html')) ? distDir : null;
  if (appDir) {
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('vary', 'accept-encoding');
        res.setHeader('cache-control', path.relative(appDir, file).startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (appDir && (request.method === 'GET' || request.method === 'HEAD') && !NOT_APP.test(pathname)) {
      return sendAppDocument(request, reply, appDir);
    }
    return reply.code(404).send(errorBody(404, DRF_NOT_FOUND));
  });
}

/** index.html for a client route, compressed as the browser accepts when the build made that copy. */
async function sendAppDocument(request: FastifyRequest, reply: FastifyReply, appDir: string) {
  const file = path.join(appDir, 'index.html');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate<Encoding>(accepted, ['br', 'gzip']) : null;
  const compressed = encoding && (await readFile(file + PRECOMPRESSED[encoding]).catch(() => null));
  reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
  if (encoding && compressed) return reply.header('content-encoding', encoding).send(compressed);
  return reply.send(await readFile(file));
}
