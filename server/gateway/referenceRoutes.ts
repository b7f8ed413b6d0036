import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { API_PREFIX } from '../context';
import { permissionTable } from '../team/permissions';
import type { ForwardedCall } from './forwardedCall';
import { partsOf, SPEC_CALLS } from './specCalls';

/** The reference server's routes, built without demo data on a scratch folder, then closed. */
async function referenceRouteList(): Promise<readonly RouteOptions[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-reference-'));
  try {
    const app = await buildApp(
      { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), distDir: null },
      {
        demoData: false,
      },
    );
    const routes = [...app.routeList];
    await app.close();
    return routes;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each spec call with the permission the reference server's route declares for it (the one route
 * table of permissions): the same role may do the same call through the gateway.
 */
export function forwardedCalls(): Promise<ForwardedCall[]> {
  calls ??= readForwardedCalls();
  return calls;
}

/** Worked out once per process: the reference server's routes do not change while it runs. */
let calls: Promise<ForwardedCall[]> | undefined;

async function readForwardedCalls(): Promise<ForwardedCall[]> {
  const routes = await referenceRouteList();
  const table = permissionTable(routes);
  const registered = new Set(routes.flatMap(route => [route.method].flat().map(method => `${method} ${route.url}`)));
  return SPEC_CALLS.map(call => {
    const { method, pattern } = partsOf(call);
    const key = `${method} ${API_PREFIX}${pattern}`;
    if (!registered.has(key)) throw new Error(`The spec's call ${call} is no route of the reference server.`);
    return { method, pattern, permission: table[key] };
  });
}
