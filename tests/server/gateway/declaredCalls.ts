import { areaGatewayCalls } from '@/server/area';
import { SERVER_AREAS } from '@/server/areas';
import { openDatabase } from '@/server/db/connection';
import { runMigrations } from '@/server/db/migrate';
import { gatewayBillEarnings } from '@/server/gateway/billEarnings';
import { gatewayFourEyes } from '@/server/gateway/fourEyes';
import { declaredCalls, type GatewayCalls, type GatewayParts } from '@/server/gateway/gatewayCall';
import { Upstream } from '@/server/gateway/upstream';

/** The gateway's parts as it makes them, over a database of their own and an upstream never asked. */
export function gatewayParts(): GatewayParts {
  const db = openDatabase(':memory:');
  const now = () => new Date('2026-12-01T06:00:00Z');
  runMigrations(db, now());
  const upstream = new Upstream({ upstream: new URL('http://127.0.0.1:9/api/v1/'), timeoutMs: 1_000 });
  return {
    db,
    upstream,
    now,
    fourEyes: gatewayFourEyes({ db, upstream, now, timeoutMs: 1_000 }),
    billEarnings: gatewayBillEarnings(undefined, now),
    approvedElsewhere: () => undefined,
  };
}

/** What every area declares at the gateway, together. */
export const areasDeclaredCalls = (): GatewayCalls =>
  declaredCalls(SERVER_AREAS.flatMap(area => areaGatewayCalls(area, gatewayParts())));
