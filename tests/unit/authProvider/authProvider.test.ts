import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuthProvider, isSessionExpired, acknowledgeSessionExpiry } from '@/authProvider';
import { fakeServer, makeToken } from '../fakes';

const authProvider = createAuthProvider({
  failed: message => `Error: ${message ?? 'Login failed.'}`,
  unreachable: 'Something went wrong. Please try again.',
  succeeded: message => `Login successful: ${message ?? 'Welcome!'}`,
});

describe('auth provider', () => {
  it('signs in through user/admin/login/ without a token and stores the session', async () => {
    const access = makeToken({ user_id: 1 });
    const server = fakeServer(() => ({ body: { access, refresh: 'r', message: 'Welcome back, Asha!' } }));
    await expect(authProvider.login({ email: 'admin@loyalty.test', password: 'secret-pass' })).resolves.toEqual({
      message: 'Login successful: Welcome back, Asha!',
    });
    expect(server.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'user/admin/login/',
        body: { email: 'admin@loyalty.test', password: 'secret-pass' },
      }),
    ]);
    expect(server.calls[0].headers.Authorization).toBeUndefined();
    expect(localStorage.getItem('accessToken')).toBe(access);
    expect(localStorage.getItem('refreshToken')).toBe('r');
    expect(localStorage.getItem('userId')).toBe('1');
  });

  it('says Welcome! when the server sends no message', async () => {
    fakeServer(() => ({ body: { access: makeToken(), refresh: 'r' } }));
    await expect(authProvider.login({ email: 'a@b.in', password: 'x' })).resolves.toEqual({
      message: 'Login successful: Welcome!',
    });
  });

  it("turns a refusal into 'Error: ' plus the server message, or 'Login failed.'", async () => {
    fakeServer(() => ({ status: 401, body: { message: 'Invalid email or password.' } }));
    await expect(authProvider.login({ email: 'a@b.in', password: 'x' })).rejects.toThrow(
      'Error: Invalid email or password.',
    );
    fakeServer(() => ({ status: 500 }));
    await expect(authProvider.login({ email: 'a@b.in', password: 'x' })).rejects.toThrow('Error: Login failed.');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    fakeServer(() => new TypeError('Failed to fetch'));
    await expect(authProvider.login({ email: 'a@b.in', password: 'x' })).rejects.toThrow(
      'Something went wrong. Please try again.',
    );
  });

  it('checks the session by the access token, and signs out on a 401', async () => {
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    localStorage.setItem('accessToken', makeToken());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(isSessionExpired()).toBe(true);
    acknowledgeSessionExpiry();
  });

  it('revokes the refresh token, clears the three keys on logout and goes to /login', async () => {
    const { calls } = fakeServer(() => ({ body: {} }));
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('userId', '1');
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.length).toBe(0);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: 'user/token/blacklist/', body: { refresh: 'r' } }),
    ]);
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('signs out even when the backend cannot revoke the token', async () => {
    fakeServer(() => new TypeError('Failed to fetch'));
    localStorage.setItem('refreshToken', 'r');
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.length).toBe(0);
  });
});
