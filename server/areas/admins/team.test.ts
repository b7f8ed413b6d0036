import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES, type Admin } from '@/contract/team/admins';
import { INVITATION_LIFETIME_MS, INVITATION_PATH } from '@/contract/team/invitation';
import { openDatabase } from '@/server/db/connection';
import { runMigrations } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { ADMIN, API, bearer, makeTempDir, startServer, type TestServer } from '@/tests/server/helpers';

const FINANCE = { email: 'finance@loyalty.test', password: 'Finance@12345' };
const SUPPORT = { email: 'support@loyalty.test', password: 'Support@12345' };
const INVALID_SIGN_IN = 'Invalid email or password.';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** Calls `route` (under /api/v1/) with an access token. */
const call = (server: TestServer, access: string, method: 'GET' | 'POST' | 'PATCH', route: string, payload?: object) =>
  server.inject({ method, url: `${API}/${route}`, headers: bearer(access), ...(payload && { payload }) });

const signIn = (server: TestServer, credentials: { email: string; password: string }) =>
  server.inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: credentials });

const idOf = (server: TestServer, email: string) =>
  server.db().prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;

/** The token of the last invitation link in the outbox, checked to lead to the app's page. */
function lastInvitationToken(server: TestServer, to: string): string {
  const mail = server
    .outbox()
    .filter(message => message.to === to)
    .at(-1);
  expect(mail?.link).toContain(`${INVITATION_PATH}?token=`);
  return new URL(mail!.link!).searchParams.get('token')!;
}

const accept = (server: TestServer, token: string, password = 'Newcomer@123', confirm = password) =>
  server.inject({
    method: 'POST',
    url: `${API}/team/invitations/accept/`,
    payload: { token, new_password: password, confirm_password: confirm },
  });

const invite = (server: TestServer, owner: string, fields: object) =>
  call(server, owner, 'POST', 'team/admins/invite/', fields);

describe('the team: the seed and the list', () => {
  it('seeds an owner and one administrator of each other role; members lists leave them out', async () => {
    const server = await startServer();
    const { access } = await server.login();
    const response = await call(server, access, 'GET', 'team/admins/');
    expect(response.statusCode).toBe(200);
    const admins = response.json() as Admin[];
    expect(admins.map(admin => [admin.email, admin.role, admin.status])).toEqual([
      ['admin@loyalty.test', 'owner', 'active'],
      ['finance@loyalty.test', 'finance', 'active'],
      ['catalogue@loyalty.test', 'catalogue', 'active'],
      ['support@loyalty.test', 'support', 'active'],
    ]);
    expect(admins[0].last_login_at).toBe(server.clock.now().toISOString());
    expect(admins[1].last_login_at).toBeNull();
    const members = (await call(server, access, 'GET', 'user/users/')).json() as { email: string }[];
    expect(members.filter(member => member.email.endsWith('@loyalty.test'))).toEqual([]);
  });
});

describe('disabling an administrator', () => {
  it('ends their tokens at once, refuses their sign-in with its own words, and enabling lets them back', async () => {
    const server = await startServer();
    const { access: owner } = await server.login();
    const finance = await server.login(FINANCE);
    const financeId = idOf(server, FINANCE.email);
    expect((await call(server, finance.access, 'GET', 'bill/list/all-bills/')).statusCode).toBe(200);

    const disabled = await call(server, owner, 'POST', `team/admins/${financeId}/disable/`);
    expect([disabled.statusCode, disabled.json().status]).toEqual([200, 'disabled']);
    expect((await call(server, finance.access, 'GET', 'main/dashboard/')).statusCode).toBe(401);
    const refresh = await server.inject({
      method: 'POST',
      url: `${API}/user/token/refresh/`,
      payload: { refresh: finance.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const refused = await signIn(server, FINANCE);
    expect([refused.statusCode, refused.json().message]).toEqual([401, TEAM_MESSAGES.disabledSignIn]);
    const wrong = await signIn(server, { ...FINANCE, password: 'Wrong@12345' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, INVALID_SIGN_IN]);

    const enabled = await call(server, owner, 'POST', `team/admins/${financeId}/enable/`);
    expect([enabled.statusCode, enabled.json().status]).toEqual([200, 'active']);
    // The old tokens stay ended; a new sign-in works.
    expect((await call(server, finance.access, 'GET', 'main/dashboard/')).statusCode).toBe(401);
    const again = await server.login(FINANCE);
    expect((await call(server, again.access, 'GET', 'main/dashboard/')).statusCode).toBe(200);

    const trail = server
      .db()
      .prepare("SELECT action, target_id, summary FROM audit_log WHERE target_type = 'admin' ORDER BY id")
      .all();
    expect(trail).toEqual([
      { action: 'update', target_id: financeId, summary: expect.stringMatching(/administrator.*: disabled$/) },
      { action: 'update', target_id: financeId, summary: expect.stringMatching(/administrator.*: enabled$/) },
    ]);
  });

  it('keeps the last owner: not demoted, not disabled; nobody disables themself', async () => {
    const server = await startServer();
    const { access: owner } = await server.login();
    const ownerId = idOf(server, ADMIN.email);
    const supportId = idOf(server, SUPPORT.email);

    const demoted = await call(server, owner, 'PATCH', `team/admins/${ownerId}/`, { role: 'finance' });
    expect([demoted.statusCode, demoted.json().message]).toEqual([400, TEAM_MESSAGES.lastOwnerDemoted]);
    const alone = await call(server, owner, 'POST', `team/admins/${ownerId}/disable/`);
    expect([alone.statusCode, alone.json().message]).toEqual([400, TEAM_MESSAGES.lastOwnerDisabled]);

    // A second owner: now nobody is the last, but nobody disables themself.
    const promoted = await call(server, owner, 'PATCH', `team/admins/${supportId}/`, { role: 'owner' });
    expect([promoted.statusCode, promoted.json().role]).toEqual([200, 'owner']);
    const self = await call(server, owner, 'POST', `team/admins/${ownerId}/disable/`);
    expect([self.statusCode, self.json().message]).toEqual([400, TEAM_MESSAGES.selfDisabled]);

    // The second owner disables the first, and is then the last owner.
    const { access: second } = await server.login(SUPPORT);
    expect((await call(server, second, 'POST', `team/admins/${ownerId}/disable/`)).statusCode).toBe(200);
    expect((await call(server, owner, 'GET', 'team/admins/')).statusCode).toBe(401);
    const last = await call(server, second, 'PATCH', `team/admins/${supportId}/`, { role: 'support' });
    expect([last.statusCode, last.json().message]).toEqual([400, TEAM_MESSAGES.lastOwnerDemoted]);
    // Demoting the disabled owner is allowed: they are not an active owner.
    expect((await call(server, second, 'PATCH', `team/admins/${ownerId}/`, { role: 'finance' })).statusCode).toBe(200);
  });

  it('a role change takes effect on the next request, whatever the token says', async () => {
    const server = await startServer();
    const { access: owner } = await server.login();
    const finance = await server.login(FINANCE);
    expect(claimsOf(finance.access).role).toBe('finance');
    const refused = await call(server, finance.access, 'GET', 'loyalty/voucher/list/');
    expect([refused.statusCode, refused.json().message]).toEqual([403, TEAM_MESSAGES.forbidden]);

    const changed = await call(server, owner, 'PATCH', `team/admins/${idOf(server, FINANCE.email)}/`, {
      role: 'catalogue',
    });
    expect([changed.statusCode, changed.json().role]).toEqual([200, 'catalogue']);
    expect((await call(server, finance.access, 'GET', 'loyalty/voucher/list/')).statusCode).toBe(200);
    const decision = await call(server, finance.access, 'POST', 'loyalty/payment/approve/1/');
    expect([decision.statusCode, decision.json().message]).toEqual([403, TEAM_MESSAGES.decisionForbidden]);
    // The next pair of tokens names the new role.
    const refreshed = await server.inject({
      method: 'POST',
      url: `${API}/user/token/refresh/`,
      payload: { refresh: finance.refresh },
    });
    expect(claimsOf(refreshed.json().access).role).toBe('catalogue');
  });

  it('refuses a role that may not, before its input is checked', async () => {
    const server = await startServer();
    const { access } = await server.login(SUPPORT);
    const response = await call(server, access, 'POST', 'team/admins/invite/', { email: 'not an email' });
    expect([response.statusCode, response.json()]).toEqual([
      403,
      { detail: TEAM_MESSAGES.forbidden, message: TEAM_MESSAGES.forbidden },
    ]);
  });
});

describe('inviting an administrator', () => {
  const NEWCOMER = { email: 'Nina.Rao@Example.com', first_name: 'Nina', last_name: 'Rao', role: 'support' };
  const EMAIL = 'nina.rao@example.com';

  it('emails a link; the link shows the invitation, sets the password once, and the newcomer signs in', async () => {
    const server = await startServer({ config: { publicUrl: 'https://admin.example.com' } });
    const { access: owner } = await server.login();
    const response = await invite(server, owner, NEWCOMER);
    expect(response.statusCode).toBe(201);
    const admin = response.json() as Admin;
    const sentAt = server.clock.now().getTime();
    expect(admin).toEqual({
      id: expect.any(Number),
      email: EMAIL,
      first_name: 'Nina',
      last_name: 'Rao',
      role: 'support',
      status: 'invited',
      last_login_at: null,
      invited_at: new Date(sentAt).toISOString(),
      invitation_expires_at: new Date(sentAt + INVITATION_LIFETIME_MS).toISOString(),
    });
    const mail = server.outbox().at(-1)!;
    expect(mail.to).toBe(EMAIL);
    expect(mail.link).toMatch(/^https:\/\/admin\.example\.com\/accept-invitation\?token=[\w-]+$/);
    const token = new URL(mail.link!).searchParams.get('token')!;
    // Only a hash of the token is kept.
    expect(JSON.stringify(server.db().prepare('SELECT * FROM admin_invitations').all())).not.toContain(token);

    const shown = await server.inject({ method: 'GET', url: `${API}/team/invitations/${token}/` });
    expect([shown.statusCode, shown.json()]).toEqual([
      200,
      { email: EMAIL, first_name: 'Nina', last_name: 'Rao', role: 'support' },
    ]);
    expect((await signIn(server, { email: EMAIL, password: 'Newcomer@123' })).statusCode).toBe(401);

    const mismatch = await accept(server, token, 'Newcomer@123', 'Newcomer@124');
    expect([mismatch.statusCode, mismatch.json().errors]).toEqual([
      400,
      { confirm_password: ['Passwords do not match'] },
    ]);
    const short = await accept(server, token, 'short');
    expect(short.statusCode).toBe(400);

    const accepted = await accept(server, token);
    expect([accepted.statusCode, accepted.json()]).toEqual([
      200,
      { message: 'Your account is ready. Sign in with your email and new password.' },
    ]);
    const session = await server.login({ email: EMAIL, password: 'Newcomer@123' });
    expect(claimsOf(session.access).role).toBe('support');
    expect((await call(server, session.access, 'GET', 'user/users/')).statusCode).toBe(200);
    expect((await call(server, session.access, 'GET', 'team/admins/')).statusCode).toBe(403);

    const twice = await accept(server, token, 'Another@1234');
    expect([twice.statusCode, twice.json().message]).toEqual([400, TEAM_MESSAGES.invitationInvalid]);
    const used = await server.inject({ method: 'GET', url: `${API}/team/invitations/${token}/` });
    expect([used.statusCode, used.json().message]).toEqual([404, TEAM_MESSAGES.invitationInvalid]);
    const list = (await call(server, owner, 'GET', 'team/admins/')).json() as Admin[];
    expect(list.find(entry => entry.email === EMAIL)?.status).toBe('active');

    const trail = server
      .db()
      .prepare("SELECT actor_id, action, summary FROM audit_log WHERE target_type = 'admin' ORDER BY id")
      .all();
    expect(trail).toEqual([
      { actor_id: idOf(server, ADMIN.email), action: 'create', summary: expect.stringContaining('invited') },
      { actor_id: admin.id, action: 'update', summary: expect.stringContaining('Accepted the invitation') },
    ]);
  });

  it('refuses an email any live account already has, member or administrator', async () => {
    const server = await startServer();
    const { access: owner } = await server.login();
    const memberEmail = server
      .db()
      .prepare('SELECT email FROM users WHERE is_admin = 0 AND deleted_at IS NULL AND email IS NOT NULL LIMIT 1')
      .pluck()
      .get() as string;
    for (const email of ['ADMIN@loyalty.test', memberEmail]) {
      const response = await invite(server, owner, { ...NEWCOMER, email });
      expect([email, response.statusCode, response.json().errors]).toEqual([
        email,
        400,
        { email: [TEAM_MESSAGES.emailTaken] },
      ]);
    }
    const bad = await invite(server, owner, { email: 'x@example.com', first_name: 'X', role: 'boss' });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([400, ['role']]);
  });

  it('expires after 48 hours; a resent link works and the one before stops working', async () => {
    const server = await startServer();
    const { access: owner } = await server.login();
    const { id } = (await invite(server, owner, NEWCOMER)).json() as Admin;
    const first = lastInvitationToken(server, EMAIL);

    const resent = await call(server, owner, 'POST', `team/admins/${id}/resend/`);
    expect([resent.statusCode, resent.json().status]).toEqual([200, 'invited']);
    const second = lastInvitationToken(server, EMAIL);
    expect(second).not.toBe(first);
    expect((await server.inject({ method: 'GET', url: `${API}/team/invitations/${first}/` })).statusCode).toBe(404);
    expect((await accept(server, first)).statusCode).toBe(400);

    server.clock.advance(INVITATION_LIFETIME_MS);
    expect((await server.inject({ method: 'GET', url: `${API}/team/invitations/${second}/` })).statusCode).toBe(404);
    const late = await accept(server, second);
    expect([late.statusCode, late.json().message]).toEqual([400, TEAM_MESSAGES.invitationInvalid]);
    const { access: owner2 } = await server.login();
    const list = (await call(server, owner2, 'GET', 'team/admins/')).json() as Admin[];
    expect(list.find(entry => entry.id === id)?.status).toBe('expired');

    // An expired invitation is sent again; the new link works for another 48 hours.
    expect((await call(server, owner2, 'POST', `team/admins/${id}/resend/`)).statusCode).toBe(200);
    const third = lastInvitationToken(server, EMAIL);
    server.clock.advance(INVITATION_LIFETIME_MS - 1000);
    expect((await accept(server, third)).statusCode).toBe(200);
    const { access: owner3 } = await server.login();
    const done = await call(server, owner3, 'POST', `team/admins/${id}/resend/`);
    expect([done.statusCode, done.json().message]).toEqual([400, TEAM_MESSAGES.notInvited]);
  });

  it('of two acceptances at once, exactly one succeeds', async () => {
    const server = await startServer();
    const { access: owner } = await server.login();
    await invite(server, owner, NEWCOMER);
    const token = lastInvitationToken(server, EMAIL);
    const answers = await Promise.all([accept(server, token, 'First@12345'), accept(server, token, 'Second@12345')]);
    expect(answers.map(answer => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0].statusCode === 200 ? 'First@12345' : 'Second@12345';
    expect((await signIn(server, { email: EMAIL, password: winner })).statusCode).toBe(200);
  });
});

describe('strict mode (SPEC_SHAPES=strict), like the spec backend without roles', () => {
  it('issues no role claim and has no team routes; the owner passes every route', async () => {
    const server = await startServer({ config: { specShapes: 'strict' } });
    const { access, refresh } = await server.login();
    expect(claimsOf(access)).not.toHaveProperty('role');
    const refreshed = await server.inject({ method: 'POST', url: `${API}/user/token/refresh/`, payload: { refresh } });
    expect(claimsOf(refreshed.json().access)).not.toHaveProperty('role');
    expect((await call(server, access, 'GET', 'team/admins/')).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: `${API}/team/invitations/abc/` })).statusCode).toBe(404);
    expect((await accept(server, 'abc')).statusCode).toBe(404);
    for (const route of ['audit/log/', 'programme/settings/', 'bill/list/all-bills/', 'product/brand/list/']) {
      expect([route, (await call(server, access, 'GET', route)).statusCode]).toEqual([route, 200]);
    }
  });
});

describe('migration 015', () => {
  it('makes every administrator there an owner and keeps the audit trail, still unchangeable', () => {
    const dir = makeTempDir('team-migration');
    const db = openDatabase(path.join(dir, 'db.sqlite'));
    try {
      const now = new Date('2025-06-15T10:00:00.000Z');
      runMigrations(
        db,
        now,
        migrations.filter(migration => migration.version < 15),
      );
      db.prepare(
        `INSERT INTO users (id, is_admin, first_name, email, status, date_joined)
         VALUES (1, 1, 'Admin', 'admin@loyalty.test', 'approved', ?), (2, 0, 'Asha', 'asha@example.com', 'approved', ?)`,
      ).run(now.toISOString(), now.toISOString());
      db.prepare(
        `INSERT INTO audit_log (id, at, actor_id, action, target_type, target_id, summary)
         VALUES (7, ?, 1, 'update', 'user', 2, 'Updated user #2')`,
      ).run(now.toISOString());
      runMigrations(db, now);
      expect(db.prepare('SELECT id, admin_role FROM users ORDER BY id').all()).toEqual([
        { id: 1, admin_role: 'owner' },
        { id: 2, admin_role: null },
      ]);
      expect(db.prepare('SELECT id, summary FROM audit_log').all()).toEqual([{ id: 7, summary: 'Updated user #2' }]);
      db.prepare(
        `INSERT INTO audit_log (at, actor_id, action, target_type, target_id, summary) VALUES (?, 1, 'create', 'admin', 3, 'x')`,
      ).run(now.toISOString());
      expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow(/cannot be deleted/);
      expect(() => db.prepare("UPDATE audit_log SET summary = 'y'").run()).toThrow(/cannot be changed/);
    } finally {
      db.close();
    }
  });
});
