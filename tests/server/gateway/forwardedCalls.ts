import path from 'node:path';
import Fastify from 'fastify';
import { appContext } from '@/server/app';
import { SERVER_AREAS } from '@/server/areas';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/connection';
import { runMigrations } from '@/server/db/migrate';
import type { ForwardedCall } from '@/server/gateway/forwardedCall';
import { forwardedCalls } from '@/server/gateway/specCallPermissions';
import { MediaStore } from '@/server/media';
import { makeTempDir } from '../helpers';

/** The spec calls with their permissions, as a gateway over a database of its own reads them. */
export function gatewayForwardedCalls(): Promise<ForwardedCall[]> {
  const dataDir = makeTempDir('gateway-calls');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDatabase(':memory:');
  runMigrations(db, config.now());
  const ctx = appContext(Fastify(), config, db, new MediaStore(db, path.join(dataDir, 'media')), SERVER_AREAS);
  return forwardedCalls(ctx);
}
