import { describe, expect, it } from 'vitest';
import { AUDITED_CALLS, NOT_AUDITED, type AuditedCall } from '@/server/gateway/auditedCalls';
import { SPEC_CALLS, type SpecCall } from '@/server/gateway/specCalls';
import { areasDeclaredCalls } from './declaredCalls';
import { gatewayForwardedCalls } from './forwardedCalls';

describe('the audit vocabulary of the forwarded changes', () => {
  it('names every signed-in spec call that is not a GET, and reads each record with a GET spec call', async () => {
    const calls = await gatewayForwardedCalls();
    const signedInChanges = calls
      .filter(call => call.method !== 'GET' && call.permission !== undefined)
      .map(call => `${call.method} ${call.pattern}` as SpecCall);
    const areas = Object.entries(areasDeclaredCalls()).flatMap(([call, { audit }]) =>
      audit ? [[call, audit] as const] : [],
    );
    const audited: (readonly [string, AuditedCall])[] = [
      ...Object.entries(AUDITED_CALLS).map(([call, audit]) => [call, audit!] as const),
      ...areas,
    ];
    const named = [...audited.map(([call]) => call), ...Object.keys(NOT_AUDITED)];
    expect(named.toSorted()).toEqual(signedInChanges.toSorted());
    expect(new Set(named).size).toBe(named.length);

    const specCalls = new Set<string>(SPEC_CALLS);
    for (const [call, { read, id }] of audited) {
      if (read === undefined) continue;
      expect(specCalls.has(read), `${call} reads ${read}`).toBe(true);
      expect(read, call).toMatch(/^GET \S*:id/);
      expect(['path', 'answer'], `${call} reads its record by an id`).toContain(id);
    }
  });
});
