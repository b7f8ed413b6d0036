import { describe, expect, it } from 'vitest';
import { acknowledgeSessionExpiry, isSessionExpired, refreshAccessToken } from '@/authProvider';
import { request } from '@/dataProvider/http';
import { fakeServer, makeToken, signInWith } from '../fakes';

const now = () => Math.floor(Date.now() / 1000);
const expired = () => makeToken({ exp: now() - 1 });

describe('refreshing the session before a request', () => {
  it('sends twenty concurrent calls with one refresh, then all with the new token', async () => {
    signInWith(expired(), 'refresh-1');
    const fresh = makeToken({ exp: now() + 300, user_id: 9 });
    const server = fakeServer(async call => {
      if (call.path === 'user/token/refresh/') {
        await new Promise(resolve => setTimeout(resolve, 20));
        return { body: { access: fresh } };
      }
      return { body: { ok: true, auth: call.headers.Authorization } };
    });

    const answers = await Promise.all(Array.from({ length: 20 }, () => request<{ auth: string }>('main/dashboard/')));

    const refreshes = server.calls.filter(call => call.path === 'user/token/refresh/');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toMatchObject({ method: 'POST', body: { refresh: 'refresh-1' } });
    expect(refreshes[0].headers.Authorization).toBeUndefined();
    expect(answers.every(answer => answer.auth === `Bearer ${fresh}`)).toBe(true);
    expect(localStorage.getItem('accessToken')).toBe(fresh);
    expect(localStorage.getItem('userId')).toBe('9');
  });

  it('keeps a rotated refresh token', async () => {
    signInWith(expired(), 'refresh-1');
    fakeServer(call =>
      call.path === 'user/token/refresh/' ? { body: { access: makeToken(), refresh: 'refresh-2' } } : { body: {} },
    );
    await request('main/dashboard/');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('does not refresh a token that is still valid', async () => {
    const { access } = signInWith(makeToken({ exp: now() + 300 }));
    const server = fakeServer(() => ({ body: {} }));
    await request('main/dashboard/');
    expect(server.calls.map(call => call.path)).toEqual(['main/dashboard/']);
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
  });

  it('ends the session when the refresh is refused: tokens cleared and the expiry alert raised', async () => {
    signInWith(expired(), 'refresh-1');
    localStorage.setItem('userId', '7');
    const server = fakeServer(call =>
      call.path === 'user/token/refresh/'
        ? { status: 401, body: { message: 'Token is invalid or expired.' } }
        : { body: {} },
    );
    await expect(request('main/dashboard/')).rejects.toMatchObject({ status: 401 });
    expect(server.calls.map(call => call.path)).toEqual(['user/token/refresh/']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(isSessionExpired()).toBe(true);
    acknowledgeSessionExpiry();
  });

  it('ends the session when there is no refresh token', async () => {
    localStorage.setItem('accessToken', expired());
    const server = fakeServer(() => ({ body: {} }));
    await expect(request('main/dashboard/')).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(0);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(isSessionExpired()).toBe(true);
    acknowledgeSessionExpiry();
  });

  it('keeps the session when the server cannot be reached during a refresh', async () => {
    signInWith(expired(), 'refresh-1');
    fakeServer(() => new TypeError('Failed to fetch'));
    await expect(request('main/dashboard/')).rejects.toThrow();
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(isSessionExpired()).toBe(false);
  });

  it('refreshes once and retries when the server answers 401 to a token it sees as expired', async () => {
    signInWith(makeToken({ exp: now() + 300 }), 'refresh-1');
    const fresh = makeToken({ exp: now() + 600 });
    let dashboardCalls = 0;
    const server = fakeServer(call => {
      if (call.path === 'user/token/refresh/') return { body: { access: fresh } };
      dashboardCalls += 1;
      return dashboardCalls === 1
        ? { status: 401, body: { message: 'Token is invalid or expired.' } }
        : { body: { total_users: 3 } };
    });
    await expect(request('main/dashboard/')).resolves.toEqual({ total_users: 3 });
    expect(server.calls.map(call => call.path)).toEqual(['main/dashboard/', 'user/token/refresh/', 'main/dashboard/']);
    expect(server.calls[2].headers.Authorization).toBe(`Bearer ${fresh}`);
  });

  it('adopts a token another tab refreshed meanwhile instead of refreshing again', async () => {
    const { access: stale } = signInWith(expired(), 'refresh-1');
    const adopted = makeToken({ exp: now() + 300 });
    const server = fakeServer(() => ({ body: {} }));
    localStorage.setItem('accessToken', adopted);
    await expect(refreshAccessToken(stale)).resolves.toBe(adopted);
    expect(server.calls).toHaveLength(0);
  });
});
