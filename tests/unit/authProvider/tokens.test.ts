import { describe, expect, it, vi } from 'vitest';
import { clearTokens, needsRefresh, noteFreshToken, readRole, storeTokens } from '@/authProvider/tokens';
import { makeToken } from '../fakes';

const now = () => Math.floor(Date.now() / 1000);

describe('session tokens', () => {
  it('stores the three keys, the user id read from the user_id claim', () => {
    const access = makeToken({ user_id: 42 });
    storeTokens(access, 'refresh-token');
    expect(localStorage.getItem('accessToken')).toBe(access);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token');
    expect(localStorage.getItem('userId')).toBe('42');
  });

  it('reads the role from the token, else from the answer that issued it (the gateway’s), and forgets it on sign-out', () => {
    storeTokens(makeToken({ role: 'support' }), 'refresh', undefined, 'finance');
    expect(readRole()).toBe('support');
    storeTokens(makeToken(), 'refresh', undefined, 'finance');
    expect(readRole()).toBe('finance');
    storeTokens(makeToken(), 'refresh');
    expect(readRole()).toBeUndefined();
    storeTokens(makeToken(), 'refresh', undefined, 'catalogue');
    clearTokens();
    expect(readRole()).toBeUndefined();
    expect(localStorage.getItem('adminRole')).toBeNull();
  });

  it('keeps the old refresh token when the answer brings none', () => {
    storeTokens(makeToken(), 'first');
    storeTokens(makeToken());
    expect(localStorage.getItem('refreshToken')).toBe('first');
  });

  it('logs an undecodable token and stores no user id', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('userId', 'stale');
    storeTokens('not-a-jwt', 'refresh');
    expect(localStorage.getItem('accessToken')).toBe('not-a-jwt');
    expect(localStorage.getItem('userId')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('clears all three keys', () => {
    storeTokens(makeToken(), 'refresh');
    clearTokens();
    expect(['accessToken', 'refreshToken', 'userId'].map(key => localStorage.getItem(key))).toEqual([null, null, null]);
  });

  it('asks for a refresh when a five-minute token expires within 30 seconds', () => {
    noteFreshToken(makeToken({ iat: now() }));
    expect(needsRefresh(makeToken({ iat: now() - 180, exp: now() + 120 }))).toBe(false);
    expect(needsRefresh(makeToken({ iat: now() - 271, exp: now() + 29 }))).toBe(true);
    expect(needsRefresh(makeToken({ iat: now() - 305, exp: now() - 5 }))).toBe(true);
  });

  it('refreshes a short-lived token a third of its lifetime before expiry, not before every call', () => {
    noteFreshToken(makeToken({ iat: now() }));
    expect(needsRefresh(makeToken({ iat: now(), exp: now() + 30 }))).toBe(false);
    expect(needsRefresh(makeToken({ iat: now() - 15, exp: now() + 15 }))).toBe(false);
    expect(needsRefresh(makeToken({ iat: now() - 21, exp: now() + 9 }))).toBe(true);
    expect(needsRefresh(makeToken({ iat: now(), exp: now() + 12 }))).toBe(false);
    expect(needsRefresh(makeToken({ iat: now() - 9, exp: now() + 3 }))).toBe(true);
    // A token without iat keeps the 30-second margin.
    expect(needsRefresh(makeToken({ iat: undefined, exp: now() + 29 }))).toBe(true);
  });

  it('corrects for a browser clock that runs ahead of or behind the server', () => {
    // The browser is 10 minutes ahead: a token issued "now" by the server has iat 600 s ago.
    const serverNow = now() - 600;
    noteFreshToken(makeToken({ iat: serverNow }));
    expect(needsRefresh(makeToken({ iat: serverNow, exp: serverNow + 300 }))).toBe(false);
    expect(needsRefresh(makeToken({ iat: serverNow - 280, exp: serverNow + 20 }))).toBe(true);

    // The browser is 10 minutes behind.
    const laterServerNow = now() + 600;
    noteFreshToken(makeToken({ iat: laterServerNow }));
    expect(needsRefresh(makeToken({ exp: laterServerNow + 300 }))).toBe(false);
    expect(needsRefresh(makeToken({ exp: now() + 300 }))).toBe(true);
    noteFreshToken(makeToken({ iat: now() }));
  });

  it('reckons from when a token was asked for, so a slow answer brings the next refresh early, never late', () => {
    // Asked 8 s ago, on a clock that agrees with the server's; issued by the server as the call came.
    const askedAt = now() - 8;
    const access = makeToken({ iat: askedAt, exp: askedAt + 12 });
    noteFreshToken(access, askedAt);
    // 4 s of life left, of 12: reckoned from the answer's arrival, the token would look just issued.
    expect(needsRefresh(access)).toBe(true);
    noteFreshToken(makeToken({ iat: now() }));
  });
});
