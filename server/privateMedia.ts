import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/connection';
import { DRF_NOT_FOUND, errorBody } from './errors';
import { PRIVATE_PREFIX, type MediaStore } from './media';
import { isShownPrivateDocument } from './mediaReferences';
import type { MediaSigner } from './mediaSigning';

const STORED_NAME = /^[0-9a-f]{32}\.(?:jpg|png|webp|pdf)$/;

type PrivateRequest = { Params: { '*': string }; Querystring: Record<string, string | undefined> };

/**
 * GET /media/private/<name>?expires=…&signature=…: a private document, to anyone holding a
 * signed address that has not expired, while a live record shows it. Anything else answers
 * the same 404 as a file that does not exist.
 */
export function registerPrivateMedia(app: FastifyInstance, deps: { db: Db; media: MediaStore; signer: MediaSigner }) {
  app.get<PrivateRequest>(`/media/${PRIVATE_PREFIX}*`, async (request, reply) => {
    const name = request.params['*'];
    const stored = `${PRIVATE_PREFIX}${name}`;
    const { expires = '', signature = '' } = request.query;
    const remaining = STORED_NAME.test(name) ? deps.signer.remaining(stored, expires, signature) : null;
    const file = deps.media.fileOf(stored);
    if (remaining === null || !isShownPrivateDocument(deps.db, stored) || !existsSync(file)) {
      return reply.code(404).send(errorBody(404, DRF_NOT_FOUND));
    }
    return reply
      .header('cache-control', `private, max-age=${remaining}`)
      .sendFile(path.basename(file), path.dirname(file), { cacheControl: false });
  });
}
