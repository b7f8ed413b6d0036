import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { loadConfig } from '@/server/config';
import { buildGateway } from '@/server/gateway/app';
import { loadGatewayConfig } from '@/server/gateway/config';
import { ADMIN, makeTempDir } from '../helpers';

/**
 * A gateway before `apiRoot` (signing keys `jwtKey`) on a data folder of its own, the demo's owner
 * its owner, polling every second; listening when `listen` (an event stream is read over HTTP);
 * closed when the test ends.
 */
export async function pollingGateway(
  apiRoot: string,
  jwtKey: string,
  listen: boolean,
): Promise<{ gateway: FastifyInstance; dataDir: string }> {
  const dataDir = makeTempDir('gateway');
  const gateway = await buildGateway(
    { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), distDir: null },
    loadGatewayConfig({
      UPSTREAM_API_URL: apiRoot,
      UPSTREAM_JWT_KEY: jwtKey,
      GATEWAY_OWNERS: ADMIN.email,
      UPSTREAM_POLL_SECONDS: '1',
    })!,
  );
  onTestFinished(() => gateway.close());
  if (listen) await gateway.listen({ host: '127.0.0.1', port: 0 });
  return { gateway, dataDir };
}
