import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '@/authProvider';
import { storeTokens } from '@/authProvider/tokens';
import { makeToken } from '../fakes';

const authProvider = createAuthProvider({ failed: () => '', unreachable: '', succeeded: () => '' });
const canAccess = (resource: string, action: string) => authProvider.canAccess!({ resource, action });
const signInAs = (role?: string) => storeTokens(makeToken({ user_id: 7, ...(role && { role }) }), 'r');

describe("the auth provider's canAccess", () => {
  it("lets an administrator without a role (the spec's backend) do everything", async () => {
    signInAs();
    await expect(canAccess('admins', 'list')).resolves.toBe(true);
    await expect(canAccess('users', 'delete')).resolves.toBe(true);
    await expect(authProvider.getPermissions!({})).resolves.toBe('admin');
  });

  it("reads the role of the access token and answers the roles' table", async () => {
    signInAs('finance');
    await expect(authProvider.getPermissions!({})).resolves.toBe('finance');
    await expect(canAccess('billRequests', 'approve')).resolves.toBe(true);
    await expect(canAccess('users', 'show')).resolves.toBe(true);
    await expect(canAccess('users', 'delete')).resolves.toBe(false);
    await expect(canAccess('products', 'list')).resolves.toBe(true);
    await expect(canAccess('products', 'edit')).resolves.toBe(false);
    await expect(canAccess('admins', 'list')).resolves.toBe(false);

    signInAs('catalogue');
    await expect(canAccess('products', 'import')).resolves.toBe(true);
    await expect(canAccess('billRequests', 'list')).resolves.toBe(false);
    await expect(canAccess('approvals', 'list')).resolves.toBe(false);

    signInAs('support');
    await expect(canAccess('newUsers', 'approve')).resolves.toBe(true);
    await expect(canAccess('pendingPayments', 'approve')).resolves.toBe(false);
    await expect(canAccess('programmeSettings', 'edit')).resolves.toBe(false);

    signInAs('owner');
    await expect(canAccess('admins', 'create')).resolves.toBe(true);
  });

  it('lets a role it does not know do only what every role may', async () => {
    signInAs('auditor');
    await expect(authProvider.getPermissions!({})).resolves.toBe('auditor');
    await expect(canAccess('dashboard', 'show')).resolves.toBe(true);
    await expect(canAccess('account', 'edit')).resolves.toBe(true);
    await expect(canAccess('admins', 'list')).resolves.toBe(false);
    await expect(canAccess('users', 'list')).resolves.toBe(false);
  });
});
