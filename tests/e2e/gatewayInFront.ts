import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { buildGateway } from '@/server/gateway/app';
import { loadGatewayConfig } from '@/server/gateway/config';
import { startUpstream, type UpstreamProcess } from '../server/gateway/upstream';
import { builtAppDir, demoTeam } from './harness';

/** A gateway serving the built app in front of the reference server in the spec's bare shapes. */
export interface GatewayInFront {
  url: string;
  upstream: UpstreamProcess;
  close: () => Promise<void>;
}

/** Starts the reference server in its strict shapes and a gateway in front of it, whose owner is the demo's, each on a data folder of its own. */
export async function startGatewayInFront(): Promise<GatewayInFront> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-e2e-gateway-'));
  const upstream = await startUpstream();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const gateway = await buildGateway(
    { ...config, distDir: builtAppDir() },
    loadGatewayConfig({
      UPSTREAM_API_URL: upstream.apiRoot,
      UPSTREAM_JWT_KEY: upstream.jwtKey,
      GATEWAY_OWNERS: demoTeam.owner.email,
    })!,
  );
  const url = await gateway.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    upstream,
    close: async () => {
      await gateway.close();
      await upstream.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
