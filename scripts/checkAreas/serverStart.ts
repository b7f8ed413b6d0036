import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { SERVER_AREAS } from '@/server/areas';
import { loadConfig } from '@/server/config';

/**
 * Starts the server in this process without the server area `area` (server/areas.ts's list less
 * it, as the list reads once its line is gone), on a fresh data folder, and asks its OpenAPI
 * document; what failed, or nothing.
 */
export async function startWithout(area: string): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `check-areas-${area}-`));
  try {
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), distDir: null };
    const app = await buildApp(config, { areas: SERVER_AREAS.filter(serverArea => serverArea.name !== area) });
    try {
      await app.ready();
      const document = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      if (document.statusCode !== 200) return [`GET /api/v1/openapi.json answered ${document.statusCode}`];
      return [];
    } finally {
      await app.close();
    }
  } catch (error) {
    return [`the server did not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
