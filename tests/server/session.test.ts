import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { ADMIN, API, startServer, type TestServer } from './helpers';

const DEFAULT_LIMITS = loadConfig({}).rateLimits;

const LOGIN = `${API}/user/admin/login/`;
const REFRESH = `${API}/user/token/refresh/`;
const INVALID_CREDENTIALS = { detail: 'Invalid email or password.', message: 'Invalid email or password.' };
const INVALID_TOKEN = {
  detail: 'Token is invalid or expired.',
  message: 'Token is invalid or expired.',
  code: 'token_not_valid',
};

describe('POST user/admin/login/', () => {
  it('signs the administrator in with an access and a refresh token', async () => {
    const server = await startServer();
    const response = await server.inject({ method: 'POST', url: LOGIN, payload: ADMIN });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Welcome back, Admin!');
    const access = decodeJwt(body.access);
    const refresh = decodeJwt(body.refresh);
    expect(access).toMatchObject({ user_id: 1, token_type: 'access' });
    expect(refresh).toMatchObject({ user_id: 1, token_type: 'refresh' });
    expect(access.exp! - access.iat!).toBe(300);
    expect(refresh.exp! - refresh.iat!).toBe(86400);
    expect(access.jti).not.toBe(refresh.jti);
  });

  it('compares the email trimmed and case-insensitively', async () => {
    const server = await startServer();
    const response = await server.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: '  Admin@Loyalty.TEST ', password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password, an unknown email and a non-admin account', async () => {
    const server = await startServer();
    const member = server.db().prepare('SELECT email FROM users WHERE is_admin = 0 LIMIT 1').pluck().get() as string;
    for (const payload of [
      { email: ADMIN.email, password: 'wrong-password' },
      { email: 'nobody@loyalty.test', password: ADMIN.password },
      { email: member, password: ADMIN.password },
    ]) {
      const response = await server.inject({ method: 'POST', url: LOGIN, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_CREDENTIALS);
    }
  });

  it('answers 400 with field errors for missing or malformed fields', async () => {
    const server = await startServer();
    const missing = await server.inject({ method: 'POST', url: LOGIN, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Invalid input.',
      errors: { email: ['This field is required.'], password: ['This field is required.'] },
    });
    const malformed = await server.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'not-an-email', password: 5 },
    });
    expect(malformed.json().errors).toEqual({
      email: ['Enter a valid email address.'],
      password: ['Not a valid string.'],
    });
  });

  it('answers 400 for malformed JSON, 415 for another content type and 413 for a body over 1 MB', async () => {
    const server = await startServer();
    const json = { 'content-type': 'application/json' };
    const malformed = await server.inject({ method: 'POST', url: LOGIN, headers: json, payload: '{"email": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON body.' });
    const text = await server.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: 'Unsupported content type.' });
    const huge = await server.inject({
      method: 'POST',
      url: LOGIN,
      headers: json,
      payload: JSON.stringify({ email: ADMIN.email, password: 'x'.repeat(1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large.' });
  });

  it('answers 429 with Retry-After once an email has too many failures, and a success resets them', async () => {
    const server = await startServer({
      config: {
        rateLimits: {
          ...DEFAULT_LIMITS,
          loginFailuresPerEmail: 3,
          loginAttemptsPerAddress: 100,
          verificationEmailsPerEmail: 5,
          windowSeconds: 900,
        },
      },
    });
    const wrong = { email: ADMIN.email, password: 'wrong-password' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await server.inject({ method: 'POST', url: LOGIN, payload: wrong })).statusCode).toBe(401);
    }
    expect((await server.inject({ method: 'POST', url: LOGIN, payload: ADMIN })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await server.inject({ method: 'POST', url: LOGIN, payload: wrong })).statusCode).toBe(401);
    }
    const blocked = await server.inject({ method: 'POST', url: LOGIN, payload: ADMIN });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json()).toEqual({
      message: `Too many login attempts. Please try again in ${retryAfter} seconds.`,
    });
    const otherEmail = await server.inject({
      method: 'POST',
      url: LOGIN,
      payload: { ...wrong, email: 'other@loyalty.test' },
    });
    expect(otherEmail.statusCode).toBe(401);
  });

  it('answers 429 once one client address makes too many attempts, whatever the emails', async () => {
    const server = await startServer({
      config: {
        rateLimits: {
          ...DEFAULT_LIMITS,
          loginFailuresPerEmail: 5,
          loginAttemptsPerAddress: 4,
          verificationEmailsPerEmail: 5,
          windowSeconds: 60,
        },
      },
    });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const payload = { email: `user${attempt}@loyalty.test`, password: 'wrong-password' };
      statuses.push((await server.inject({ method: 'POST', url: LOGIN, payload })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const fromElsewhere = await server.inject({
      method: 'POST',
      url: LOGIN,
      payload: ADMIN,
      remoteAddress: '10.0.0.9',
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });
});

describe('POST user/token/refresh/', () => {
  it('rotates: answers a new pair and the new refresh token works in turn', async () => {
    const server = await startServer();
    const first = await server.login();
    const second = await server.inject({ method: 'POST', url: REFRESH, payload: { refresh: first.refresh } });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
    expect(pair.refresh).not.toBe(first.refresh);
    expect(decodeJwt(pair.access)).toMatchObject({ user_id: 1, token_type: 'access' });
    const third = await server.inject({ method: 'POST', url: REFRESH, payload: { refresh: pair.refresh } });
    expect(third.statusCode).toBe(200);
  });

  it('accepts a used refresh token again within 60 seconds, then refuses it and revokes the rest', async () => {
    const server = await startServer();
    const { refresh } = await server.login();
    const first = await server.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
    server.clock.advance(59_000);
    const racingTab = await server.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
    expect(racingTab.statusCode).toBe(200);
    expect(racingTab.json().refresh).toBe(first.json().refresh);
    server.clock.advance(2_000);
    const replay = await server.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(INVALID_TOKEN);
    const issuedEarlier = await server.inject({
      method: 'POST',
      url: REFRESH,
      payload: { refresh: first.json().refresh },
    });
    expect(issuedEarlier.statusCode).toBe(401);
  });

  it('refuses an access token, a forged token and an expired refresh token', async () => {
    const server = await startServer();
    const { access, refresh } = await server.login();
    const [header, payload] = refresh.split('.');
    for (const token of [access, `${header}.${payload}.${'A'.repeat(43)}`, 'not-a-token']) {
      const response = await server.inject({ method: 'POST', url: REFRESH, payload: { refresh: token } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_TOKEN);
    }
    server.clock.advance(86_401_000);
    const expired = await server.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
    expect(expired.statusCode).toBe(401);
  });

  it('answers 400 when the refresh field is missing', async () => {
    const server = await startServer();
    const response = await server.inject({ method: 'POST', url: REFRESH, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid input.', errors: { refresh: ['This field is required.'] } });
  });
});

const refreshWith = (server: TestServer, refresh: string) =>
  server.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
const dashboardWith = (server: TestServer, access: string) =>
  server.inject({ method: 'GET', url: `${API}/main/dashboard/`, headers: { authorization: `Bearer ${access}` } });
const familyCount = (server: TestServer) =>
  server.db().prepare('SELECT COUNT(DISTINCT family) FROM refresh_tokens WHERE revoked_at IS NULL').pluck().get();

describe('refresh rotation (OAuth 2.0 security BCP)', () => {
  it('answers the same successor to every reuse within the grace, never a new session', async () => {
    const server = await startServer();
    const { refresh } = await server.login();
    const first = (await refreshWith(server, refresh)).json();
    const rowsAfterFirst = server.db().prepare('SELECT COUNT(*) FROM refresh_tokens').pluck().get();
    for (let reuse = 0; reuse < 4; reuse += 1) {
      server.clock.advance(10_000);
      const again = await refreshWith(server, refresh);
      expect(again.statusCode).toBe(200);
      expect(again.json().refresh).toBe(first.refresh);
      expect(decodeJwt(again.json().access)).toMatchObject({ user_id: 1, token_type: 'access' });
    }
    expect(server.db().prepare('SELECT COUNT(*) FROM refresh_tokens').pluck().get()).toBe(rowsAfterFirst);
    expect(familyCount(server)).toBe(1);
    // The successor rotates on normally, once.
    const next = await refreshWith(server, first.refresh);
    expect(next.statusCode).toBe(200);
    expect(next.json().refresh).not.toBe(first.refresh);
  });

  it('revokes the whole family on a reuse after the grace, and only that family', async () => {
    const server = await startServer();
    const stolen = await server.login();
    const other = await server.login();
    const successor = (await refreshWith(server, stolen.refresh)).json();
    const latest = (await refreshWith(server, successor.refresh)).json();
    server.clock.advance(61_000);
    expect((await refreshWith(server, stolen.refresh)).statusCode).toBe(401);
    for (const token of [successor.refresh, latest.refresh]) {
      expect((await refreshWith(server, token)).statusCode).toBe(401);
    }
    expect((await refreshWith(server, other.refresh)).statusCode).toBe(200);
  });
});

describe('POST user/token/blacklist/ (sign-out)', () => {
  it('revokes the refresh token and its family, and answers the same for any token', async () => {
    const server = await startServer();
    const { refresh } = await server.login();
    const rotated = (await refreshWith(server, refresh)).json();
    const signOut = await server.inject({
      method: 'POST',
      url: `${API}/user/token/blacklist/`,
      payload: { refresh: rotated.refresh },
    });
    expect([signOut.statusCode, signOut.json()]).toEqual([200, {}]);
    expect((await refreshWith(server, rotated.refresh)).statusCode).toBe(401);
    expect((await refreshWith(server, refresh)).statusCode).toBe(401);
    const unknown = await server.inject({
      method: 'POST',
      url: `${API}/user/token/blacklist/`,
      payload: { refresh: 'x' },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, {}]);
  });
});

describe('a password change or reset', () => {
  it('ends every access and refresh token issued before it, on every device', async () => {
    const server = await startServer();
    const laptop = await server.login();
    const phone = await server.login();
    const rotated = (await refreshWith(server, phone.refresh)).json();
    expect((await dashboardWith(server, laptop.access)).statusCode).toBe(200);

    const sent = await server.inject({
      method: 'POST',
      url: `${API}/user/send-verification-email/`,
      payload: { email: ADMIN.email },
    });
    const link = new URL(server.outbox().at(-1)!.link!).pathname;
    await server.inject({ method: 'POST', url: link });
    const reset = await server.inject({
      method: 'POST',
      url: `${API}/user/change-password/`,
      payload: { email: ADMIN.email, verification_id: sent.json().verification_id, password: 'N3w-Secret!' },
    });
    expect(reset.statusCode).toBe(200);

    // Within the refresh grace too: a reuse answers nothing after a reset.
    for (const access of [laptop.access, phone.access, rotated.access]) {
      expect((await dashboardWith(server, access)).statusCode).toBe(401);
    }
    for (const refresh of [laptop.refresh, phone.refresh, rotated.refresh]) {
      expect((await refreshWith(server, refresh)).statusCode).toBe(401);
    }
    const fresh = await server.login({ email: ADMIN.email, password: 'N3w-Secret!' });
    expect((await dashboardWith(server, fresh.access)).statusCode).toBe(200);
    expect((await refreshWith(server, fresh.refresh)).statusCode).toBe(200);
    expect(decodeJwt(fresh.access)).toMatchObject({ ver: 1 });
  });
});

describe('the login limiter', () => {
  const wrong = { email: ADMIN.email, password: 'wrong-password' };
  const login = (server: TestServer, payload: object, remoteAddress: string) =>
    server.inject({ method: 'POST', url: LOGIN, payload, remoteAddress });

  it('reserves each attempt before checking: a parallel burst of 30 gets at most 5 checks', async () => {
    const server = await startServer();
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(server, wrong, '203.0.113.7')));
    const statuses = answers.map(answer => answer.statusCode);
    expect(statuses.filter(status => status === 401)).toHaveLength(5);
    expect(statuses.filter(status => status === 429)).toHaveLength(25);
    expect((await login(server, ADMIN, '203.0.113.7')).statusCode).toBe(429);
  });

  it("cannot be used by a stranger's burst to lock the owner out from their own address", async () => {
    const server = await startServer();
    for (let attempt = 0; attempt < 12; attempt += 1) await login(server, wrong, '198.51.100.66');
    expect((await login(server, wrong, '198.51.100.66')).statusCode).toBe(429);
    expect((await login(server, ADMIN, '192.0.2.10')).statusCode).toBe(200);
  });

  it('slows an email failing from many addresses with growing delays, never refusing the right password', async () => {
    const server = await startServer({
      config: { rateLimits: { ...DEFAULT_LIMITS, loginSlowdownAfterFailures: 6, loginDelayStepMs: 150 } },
    });
    for (let address = 1; address <= 3; address += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await login(server, wrong, `203.0.113.${address}`)).statusCode).toBe(401);
      }
    }
    const timed = async (payload: object, address: string) => {
      const started = performance.now();
      const response = await login(server, payload, address);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const seventh = await timed(wrong, '203.0.113.4');
    const eighth = await timed(wrong, '203.0.113.5');
    expect(seventh).toMatchObject({ status: 401 });
    expect(seventh.ms).toBeGreaterThanOrEqual(140);
    expect(eighth.ms).toBeGreaterThanOrEqual(290);
    const owner = await timed(ADMIN, '192.0.2.10');
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(590);
  }, 30_000);
});
