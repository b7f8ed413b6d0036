import { expect, it } from 'vitest';
import { forwardedCalls as old } from '@/server/gateway/referenceRoutes';
import { permissionText } from '@/server/team/permissions';
import type { ForwardedCall } from '@/server/gateway/forwardedCall';
import { gatewayForwardedCalls } from './forwardedCalls';

const shown = (calls: ForwardedCall[]) =>
  calls.map(({ method, pattern, permission }) => ({
    method,
    pattern,
    permission: permission && permissionText(permission),
    ofRecord: typeof permission === 'function' ? permission.ofRecord?.read : undefined,
  }));

it('same table', async () => {
  let t = performance.now();
  const after = await gatewayForwardedCalls();
  const newMs = performance.now() - t;
  t = performance.now();
  const before = await old();
  console.log('new first', newMs, 'old second', performance.now() - t, after.length);
  expect(shown(after)).toEqual(shown(before));
  expect(after.filter(call => call.permission !== undefined).length).toBeGreaterThan(80);
});
