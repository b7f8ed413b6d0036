import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login, refreshToken } from '@/contract/session';
import { TEAM_MESSAGES } from '@/contract/team/admins';
import { recordSession, sessionOwner } from '../audit/sessions';
import { findAccountByEmail } from '../auth/accounts';
import { invalidToken } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RouteOptions } from '../context';
import { HttpError } from '../errors';
import { jsonFields } from '../input';
import { record } from '../openapi/answers';
import { documentArea, NO_TOKEN } from '../openapi/areas';

const TOKENS = record('A new pair of tokens: {access, refresh}');

export const sessionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, limits } = ctx;
  documentArea(app, 'Session', NO_TOKEN);
  // Unknown emails are checked against this hash so that they take as long as known ones.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  app.post(
    '/user/admin/login/',
    {
      schema: {
        summary: 'Sign in',
        body: jsonFields(login),
        response: { 200: record('{access, refresh, message}: the tokens and a welcome') },
      },
    },
    async request => {
      const { email, password } = request.body;
      await limits.login.reserve(request.ip, email);

      const account = findAccountByEmail(db, email);
      const passwordMatches = await verifyPassword(password, account?.password_hash ?? (await getDummyHash()));
      if (!account?.is_admin || !passwordMatches) throw new HttpError(401, 'Invalid email or password.');
      // Only once the password is right: a stranger learns nothing of the account.
      if (account.admin_disabled_at !== null) throw new HttpError(401, TEAM_MESSAGES.disabledSignIn);
      await limits.login.forgive(request.ip, email);
      const pair = await sessions.open(account.id);
      db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(ctx.now().toISOString(), account.id);
      recordSession(ctx, request, account.id, 'sign_in');
      return { ...pair, message: `Welcome back, ${account.first_name}!` };
    },
  );

  app.post(
    '/user/token/refresh/',
    { schema: { summary: 'Refresh the tokens', body: jsonFields(refreshToken), response: { 200: TOKENS } } },
    async request => {
      const pair = await sessions.rotate(request.body.refresh);
      if (!pair) throw invalidToken();
      return pair;
    },
  );

  // Signing out: the refresh token's family stops working. The same answer whatever the token.
  app.post(
    '/user/token/blacklist/',
    {
      schema: {
        summary: 'Sign out: the refresh token and its family stop working',
        body: jsonFields(refreshToken),
        response: { 200: record('{}, whatever the token') },
      },
    },
    async request => {
      const { refresh } = request.body;
      const owner = await sessionOwner(ctx, refresh);
      await sessions.close(refresh);
      if (owner !== undefined) recordSession(ctx, request, owner, 'sign_out');
      return {};
    },
  );
};
