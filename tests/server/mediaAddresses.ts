import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestServer } from './helpers';

/** A private document's stored path, as the server makes it. */
export const PRIVATE_PATH = /^private\/[0-9a-f]{32}\.(?:jpg|png|webp|pdf)$/;

/**
 * The address the API should answer for a stored media path, worked out independently of the
 * server's code: catalogue media plainly under /media/; private documents signed with an
 * HMAC-SHA256 of "path\nexpires", keyed by HMAC-SHA256(secret, "private media addresses"),
 * valid for the configured lifetime from the server's clock.
 */
export function mediaAddress(server: Pick<TestServer, 'config'>, stored: string | number | null): string | null {
  if (stored === null) return null;
  const text = String(stored);
  if (!text.startsWith('private/')) return `/media/${text}`;
  const secret = readFileSync(path.join(server.config.dataDir, 'secret.key'));
  const key = createHmac('sha256', secret).update('private media addresses').digest();
  const expires = Math.floor(server.config.now().getTime() / 1000) + server.config.mediaUrlLifetime;
  const signature = createHmac('sha256', key).update(`${text}\n${expires}`).digest('base64url');
  return `/media/${text}?expires=${expires}&signature=${signature}`;
}

/** The file a private document's stored path is kept in. */
export const privateFile = (server: Pick<TestServer, 'config'>, stored: string): string =>
  path.join(server.config.dataDir, 'private-media', stored.replace(/^private\//, ''));
