import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { recordSession, sessionOwner } from '../audit/sessions';
import { findAccountByEmail } from '../auth/accounts';
import { invalidToken } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RouteOptions } from '../context';
import { HttpError } from '../errors';
import { emailField, parseInput, textField } from '../validation';

export const sessionRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, limits } = ctx;
  // Unknown emails are checked against this hash so that they take as long as known ones.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  app.post('/user/admin/login/', async request => {
    const { email, password } = parseInput({ email: emailField(), password: textField({ trim: false }) }, request.body);
    await limits.login.reserve(request.ip, email);

    const account = findAccountByEmail(db, email);
    const passwordMatches = await verifyPassword(password, account?.password_hash ?? (await getDummyHash()));
    if (!account?.is_admin || !passwordMatches) throw new HttpError(401, 'Invalid email or password.');
    await limits.login.forgive(request.ip, email);
    const pair = await sessions.open(account.id);
    recordSession(ctx, request, account.id, 'sign_in');
    return { ...pair, message: `Welcome back, ${account.first_name}!` };
  });

  app.post('/user/token/refresh/', async request => {
    const { refresh } = parseInput({ refresh: textField() }, request.body);
    const pair = await sessions.rotate(refresh);
    if (!pair) throw invalidToken();
    return pair;
  });

  // Signing out: the refresh token's family stops working. The same answer whatever the token.
  app.post('/user/token/blacklist/', async request => {
    const { refresh } = parseInput({ refresh: textField() }, request.body);
    const owner = await sessionOwner(ctx, refresh);
    await sessions.close(refresh);
    if (owner !== undefined) recordSession(ctx, request, owner, 'sign_out');
    return {};
  });
};
