import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailVerification } from '@/contract/emailVerification';
import { findAccountByEmail, findAdmin } from '../auth/accounts';
import { authenticate } from '../auth/guard';
import { NOT_YOU, describeRequest, requestOrigin } from '../auth/requestOrigin';
import { VERIFICATION_WINDOW_MS, newVerificationId } from '../auth/verifications';
import { API_PREFIX, type RouteOptions } from '../context';
import { escapeHtml, htmlPage } from '../html';
import { jsonFields } from '../input';
import { message, record, webPage } from '../openapi/answers';
import { documentArea, NO_TOKEN, TOKEN_WHEN_SIGNED_IN } from '../openapi/areas';
import { tooManyRequests } from '../rateLimit';
import { currentEmailOf } from '../auth/ownAccount';
import { requireStepUp } from '../auth/stepUp';

const SENT = 'Verification email sent. Please check your inbox.';
const LINK_MINUTES = VERIFICATION_WINDOW_MS / 60_000;

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(htmlPage(title, body));
}

const invalidLinkPage = (reply: FastifyReply) =>
  sendPage(reply, 400, 'Link not valid', '<p>This link is invalid or has expired.</p>');

const emailedLink = z.object({ token: z.string().describe('The token of the emailed link') });

export const emailVerificationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, verifications, outbox, limits } = ctx;
  documentArea(app, 'Email verification', NO_TOKEN);

  /**
   * Signed out (forgot password): the email must be an administrator's, and the answer is
   * the same when it is not. Signed in (settings): the address is verified for the signed-in
   * administrator; a new address (not their current one) only after the step-up of settings/stepUp.ts.
   * Separate rate-limit buckets, so a signed-out stranger cannot use up an administrator's settings
   * quota: signed out per email and client address, signed in per administrator and address.
   */
  const sendSchema = {
    summary: 'Email a verification link: forgot password (no token), or a settings change (signed in)',
    security: TOKEN_WHEN_SIGNED_IN,
    body: jsonFields(emailVerification),
    response: { 200: message('{message, verification_id}: the id this browser asks the status with') },
  };
  app.post('/user/send-verification-email/', { schema: sendSchema }, async request => {
    const { email, verification_id: stepUpId } = request.body;
    const signedInId = request.headers.authorization === undefined ? undefined : await authenticate(ctx, request);
    if (signedInId !== undefined && email !== currentEmailOf(db, signedInId).toLowerCase()) {
      requireStepUp(ctx, signedInId, stepUpId);
    }
    const bucket = signedInId === undefined ? `out:${email}:${request.ip}` : `admin:${signedInId}:${email}`;
    const wait = await limits.verificationEmailsByEmail.hit(bucket);
    if (wait !== null) throw tooManyRequests('verification emails', wait);

    const account = signedInId === undefined ? findAccountByEmail(db, email) : findAdmin(db, signedInId);
    if (!account?.is_admin) return { message: SENT, verification_id: newVerificationId() };

    const origin = requestOrigin(request);
    const { verificationId, token } = verifications.create(account.id, email, origin);
    const link = `${ctx.publicOrigin()}${API_PREFIX}/user/verify-email/${token}/`;
    outbox.send({
      to: email,
      subject: 'Verify your email',
      body:
        `Hello ${account.first_name},\n\n` +
        `Someone asked to verify ${email} in the loyalty admin, for example to reset its password. ` +
        `${describeRequest(ctx.now().toISOString(), origin)}\n\n` +
        `If it was you, open this link within ${LINK_MINUTES} minutes and press "Verify my email":\n${link}\n\n` +
        NOT_YOU,
      link,
    });
    return { message: SENT, verification_id: verificationId };
  });

  // The link opens a page whose button verifies, so mail scanners that fetch links verify nothing.
  await app.register(async (page: typeof app) => {
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );

    const pageSchema = {
      params: emailedLink,
      summary: 'The page of an emailed link: its button verifies the address',
      response: { 200: webPage('The page'), 400: webPage('A link invalid or expired') },
    };
    page.get('/user/verify-email/:token/', { schema: pageSchema }, async (request, reply) => {
      const pending = verifications.pending(request.params.token);
      if (pending === undefined) return invalidLinkPage(reply);
      const asked = describeRequest(pending.created_at, {
        browser: pending.requested_browser ?? undefined,
        address: pending.requested_address ?? undefined,
      });
      return sendPage(
        reply,
        200,
        'Verify your email',
        `<p>A request was made in the loyalty admin to verify <strong>${escapeHtml(pending.email)}</strong>, ` +
          'for example to reset its password or change its account settings.</p>' +
          `<p>${escapeHtml(asked)}</p>` +
          `<p><strong>${escapeHtml(NOT_YOU)}</strong></p>` +
          '<p>If it was you, confirm below.</p>' +
          '<form method="post"><button type="submit">Verify my email</button></form>',
      );
    });

    const verifySchema = {
      params: emailedLink,
      summary: "The page's button: verifies the address",
      response: { 200: webPage('Email verified'), 400: webPage('A link invalid or expired') },
    };
    page.post('/user/verify-email/:token/', { schema: verifySchema }, async (request, reply) => {
      if (!verifications.verify(request.params.token)) return invalidLinkPage(reply);
      return sendPage(reply, 200, 'Email verified', '<p>Email verified. Return to the admin to continue.</p>');
    });
  });

  // Only the browser that asked (holding its verification_id) learns that the link was used.
  const statusSchema = {
    summary: 'Whether the link sent to this browser (its verification_id) was used',
    querystring: emailVerification,
    response: { 200: record('{is_email_verified}') },
  };
  app.get('/user/admin/email-verification-status/', { schema: statusSchema }, async request => {
    const { email, verification_id } = request.query;
    const verified = verification_id !== undefined && verifications.findVerified(email, verification_id) !== undefined;
    return { is_email_verified: verified };
  });
};
