import { describe, expect, it } from 'vitest';
import type { ForwardedCall } from '@/server/gateway/forwardedCall';
import { SPEC_CALLS } from '@/server/gateway/specCalls';
import { permissionText } from '@/server/team/permissions';
import { gatewayForwardedCalls } from './forwardedCalls';

const SIGNED_OUT = [
  'POST /user/admin/login/',
  'POST /user/token/refresh/',
  'POST /user/send-verification-email/',
  'GET /user/admin/email-verification-status/',
  'POST /user/change-password/',
];

const nameOf = ({ method, pattern }: ForwardedCall) => `${method} ${pattern}`;

describe("the spec calls' permissions, as the gateway reads them from the reference routes", () => {
  it('hold every spec call in turn, each signed-in one with a permission', async () => {
    const calls = await gatewayForwardedCalls();
    expect(calls.map(nameOf)).toEqual(SPEC_CALLS);
    expect(calls.filter(call => call.permission === undefined).map(nameOf)).toEqual(SIGNED_OUT);
  });

  it("are the ones the calls' reference routes declare", async () => {
    const calls = await gatewayForwardedCalls();
    const permissionOf = (call: string) => {
      const permission = calls.find(forwarded => nameOf(forwarded) === call)?.permission;
      return permission && permissionText(permission);
    };
    expect(permissionOf('GET /main/dashboard/')).toBe('dashboard.show');
    expect(permissionOf('GET /user/users/')).toBe('users.list');
    expect(permissionOf('POST /user/verify/:id/')).toBe('newUsers.approve');
    expect(permissionOf('PATCH /bill/approve/:id/')).toBe('billRequests.approve');
    expect(permissionOf('POST /loyalty/payment/reject/:id/')).toBe('pendingPayments.reject');
    expect(permissionOf('PUT /main/privacy-policy/:id/')).toBe('privacy.edit');
    expect(permissionOf('GET /user/retrieve/:id/')).toBe("account.show when {id} is one's own, else users.show");
  });

  it("tell a directory entry's permission from the record the spec's read call answers", async () => {
    const calls = await gatewayForwardedCalls();
    const deletion = calls.find(call => nameOf(call) === 'DELETE /user/directory/delete/:id/')?.permission;
    const ofRecord = typeof deletion === 'function' ? deletion.ofRecord : undefined;
    expect(ofRecord?.read).toBe('user/directory/retrieve/:id/');
    expect(ofRecord?.permission({ user_type: 'architect' })).toEqual({ resource: 'architects', action: 'delete' });
    expect(ofRecord?.permission({ user_type: 'salesman' })).toEqual({ resource: 'salesmen', action: 'delete' });
  });
});
