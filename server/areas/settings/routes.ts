import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_UNCHANGED, emailChange, otpCheck, phoneChange } from '@/contract/settings';
import { auditTrail } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { may, ownAccountOr } from '@/server/team/permissions';
import { HttpError, invalidInput } from '@/server/errors';
import { jsonFields } from '@/server/input';
import { message } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { tooManyRequests } from '@/server/rateLimit';
import { currentEmailOf, heldByAnother, ownId, ownProfile } from '@/server/auth/ownAccount';
import { PhoneOtps, OTP_LIFETIME_MS } from './phoneOtps';
import { consumeStepUp, requireStepUp } from '@/server/auth/stepUp';

const OTP_MINUTES = OTP_LIFETIME_MS / 60_000;

/** The `{id}` of a settings route: the signed-in administrator's own, else 403 (not 404) whatever it is. */
const OWN_ACCOUNT = z.object({ id: z.string().describe("The signed-in administrator's own id") });

/** 403 for another account than one's own, before the body is looked at. */
const ownAccountFirst = async (request: FastifyRequest<{ Params: { id: string } }>) => {
  ownId(request.params.id, request.userId);
};

/**
 * The signed-in admin's own phone, email and password (the password in password.ts). Each change
 * needs a fresh verification of the current email (see settings/stepUp.ts); the new phone is proven
 * by an OTP and the new email by its own verification link before either is stored.
 */
export const settingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, outbox, verifications } = ctx;
  documentArea(app, 'Settings');
  const otps = new PhoneOtps(db, ctx.now);
  const audited = auditTrail(ctx);
  const settingsChange = (id: number, detail: string) =>
    ({ action: 'update', target: 'settings', id, read: () => ownProfile(db, id), detail: () => detail }) as const;

  const phoneSchema = {
    summary: 'Send an OTP to a new mobile number for the account',
    params: OWN_ACCOUNT,
    body: jsonFields(phoneChange),
    response: { 200: message('OTP sent') },
  };
  // One's own account (`account`) whatever the role; another's id needs `users`, and is refused by `ownAccountFirst`.
  app.put(
    '/user/admin/update-phone/:id/',
    { schema: phoneSchema, preValidation: ownAccountFirst, config: { permission: ownAccountOr('edit') } },
    async request => {
      const userId = request.userId;
      const { phone_number: phone, verification_id: verificationId } = request.body;
      // The step-up comes first, so nobody can probe who holds a number without it.
      requireStepUp(ctx, userId, verificationId);
      if (heldByAnother(db, 'phone', phone, userId)) {
        throw invalidInput({ phone_number: ['This mobile number is already in use.'] });
      }
      const wait = otps.sendWait(userId);
      if (wait !== null) throw tooManyRequests('OTPs', Math.ceil(wait / 1000));
      otps.refuseWhenLockedForTheDay(userId);
      const otp = otps.create(userId, phone);
      outbox.send({
        to: phone,
        subject: 'Your OTP',
        body: `${otp} is your OTP to change the mobile number of your loyalty admin account. It expires in ${OTP_MINUTES} minutes.`,
        otp,
      });
      return { message: 'OTP sent to your new mobile number.' };
    },
  );

  const otpSchema = {
    summary: 'Change the mobile number of the account, with the OTP sent to it',
    body: jsonFields(otpCheck),
    response: { 200: message('{message, phone_number}: changed') },
  };
  app.post(
    '/user/verify-otp/',
    { schema: otpSchema, config: { permission: may('account', 'edit') } },
    async request => {
      const userId = request.userId;
      const { otp, phoneNumber: phone } = request.body;
      const otpId = otps.check(userId, phone, otp);
      audited(request, settingsChange(userId, 'mobile number changed'), () => {
        if (heldByAnother(db, 'phone', phone, userId)) {
          throw invalidInput({ phoneNumber: ['This mobile number is already in use.'] });
        }
        otps.markUsed(otpId);
        db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, userId);
        consumeStepUp(ctx, userId);
      });
      return { message: 'Mobile number updated successfully.', phone_number: phone };
    },
  );

  const emailSchema = {
    summary: 'Change the email of the account, verified through the link sent to it',
    params: OWN_ACCOUNT,
    body: jsonFields(emailChange),
    response: { 200: message('{message, email}: changed') },
  };
  app.put(
    '/user/update-email/:id/',
    { schema: emailSchema, preValidation: ownAccountFirst, config: { permission: ownAccountOr('edit') } },
    async request => {
      const userId = request.userId;
      const { email, verification_id: verificationId } = request.body;
      // The step-up comes first, so nobody can probe who holds an address without it.
      requireStepUp(ctx, userId);
      const current = currentEmailOf(db, userId);
      if (email === current.toLowerCase()) throw invalidInput({ email: [EMAIL_UNCHANGED] });
      if (heldByAnother(db, 'email', email, userId)) throw invalidInput({ email: ['This email is already in use.'] });
      if (!verifications.findVerifiedFor(userId, email, verificationId)) {
        throw new HttpError(403, 'Verify the new email address through the link sent to it first.', {
          extra: { code: 'new_email_verification_required' },
        });
      }
      audited(request, settingsChange(userId, 'email changed'), () => {
        consumeStepUp(ctx, userId);
        verifications.consumeAllFor(userId, email);
        db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, userId);
      });
      return { message: 'Email updated successfully.', email };
    },
  );
};
