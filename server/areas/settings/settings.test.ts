import { describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/auth/passwords';
import { ADMIN, API, bearer, expectEachUnauthorized, startSignedIn, type SignedInServer } from '@/tests/server/helpers';

const MINUTE = 60_000;
const NEW_PHONE = '9876501234';
const STEP_UP_REQUIRED = 'Verify your current email address through its link before changing your account.';

/** Sends a verification email (signed in) for `email` and opens its link's page button; the verification id. */
async function verifyEmail(server: SignedInServer, email = ADMIN.email, open = true): Promise<string> {
  const sent = await server.api('POST', 'user/send-verification-email/', { email });
  expect(sent.statusCode).toBe(200);
  const mail = server.outbox().at(-1)!;
  expect(mail.to).toBe(email);
  if (open) {
    const verified = await server.inject({ method: 'POST', url: new URL(mail.link!).pathname });
    expect(verified.statusCode).toBe(200);
  }
  return sent.json().verification_id;
}

const adminRow = (server: SignedInServer) =>
  server.db().prepare('SELECT id, email, phone FROM users WHERE id = 1').get() as {
    id: number;
    email: string;
    phone: string | null;
  };

const requestOtp = (server: SignedInServer, phone = NEW_PHONE, id = 1) =>
  server.api('PUT', `user/admin/update-phone/${id}/`, { phone_number: phone });

const lastOtp = (server: SignedInServer) => (server.outbox().at(-1) as { otp?: string }).otp!;

const verifyOtp = (server: SignedInServer, otp: string, phoneNumber = NEW_PHONE) =>
  server.api('POST', 'user/verify-otp/', { otp, phoneNumber });

/** Moves the server's clock on, signing in again as the access token will have expired. */
async function advance(server: SignedInServer, ms: number) {
  server.clock.advance(ms);
  const { access } = await server.login();
  server.api = (method, path, body) =>
    server.inject({ method, url: `${API}/${path}`, headers: bearer(access), ...(body && { payload: body }) });
}

const wrongOf = (otp: string) => String((Number(otp) + 1) % 10_000).padStart(4, '0');

function addSecondAdmin(server: SignedInServer, passwordHash: string) {
  server.write(db =>
    db
      .prepare(
        `INSERT INTO users (id, first_name, last_name, email, is_admin, password_hash, date_joined)
         SELECT 900, 'Second', 'Admin', 'second@loyalty.test', 1, ?, date_joined FROM users WHERE id = 1`,
      )
      .run(passwordHash),
  );
}

describe('phone change', () => {
  it('sends a hashed 4-digit OTP to the new number and changes the phone only once it is verified', async () => {
    const server = await startSignedIn();
    const before = adminRow(server).phone;
    await verifyEmail(server);
    const sent = await requestOtp(server);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'OTP sent to your new mobile number.' });
    const mail = server.outbox().at(-1) as unknown as { to: string; otp: string; body: string };
    expect(mail.to).toBe(NEW_PHONE);
    expect(mail.otp).toMatch(/^\d{4}$/);
    expect(mail.body).toContain(mail.otp);
    const stored = server.db().prepare('SELECT otp_hash FROM phone_verifications').pluck().get() as string;
    expect(stored).not.toContain(mail.otp);
    expect(adminRow(server).phone).toBe(before);

    const verified = await verifyOtp(server, mail.otp);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Mobile number updated successfully.', phone_number: NEW_PHONE });
    expect(adminRow(server).phone).toBe(NEW_PHONE);
    const profile = await server.api('GET', 'user/retrieve/1/');
    expect(profile.json()).toMatchObject({ id: 1, email: ADMIN.email, phone: NEW_PHONE });

    const reused = await verifyOtp(server, mail.otp);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: 'This OTP has already been used. Please request a new one.',
      code: 'otp_used',
    });
    // The proof of the mailbox was used up by the change.
    const again = await requestOtp(server, '9876501235');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: STEP_UP_REQUIRED });
  });

  it('needs a fresh verification of the current email, asked for by this admin', async () => {
    const server = await startSignedIn();
    const refused = await requestOtp(server);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: STEP_UP_REQUIRED, code: 'email_verification_required' });
    await verifyEmail(server, ADMIN.email, false);
    expect((await requestOtp(server)).statusCode).toBe(403);
    const id = await verifyEmail(server);
    expect(
      (await server.api('PUT', 'user/admin/update-phone/1/', { phone_number: NEW_PHONE, verification_id: 'x' }))
        .statusCode,
    ).toBe(403);
    await advance(server, 15 * MINUTE + 1000);
    expect(
      (await server.api('PUT', 'user/admin/update-phone/1/', { phone_number: NEW_PHONE, verification_id: id }))
        .statusCode,
    ).toBe(403);
    await verifyEmail(server);
    expect(server.outbox().filter(mail => mail.to === NEW_PHONE)).toEqual([]);
    expect((await requestOtp(server)).statusCode).toBe(200);
  });

  it('counts a verified other address as no proof of the current mailbox', async () => {
    const server = await startSignedIn();
    const stepUpId = await verifyEmail(server);
    const other = await server.api('POST', 'user/send-verification-email/', {
      email: 'someone-else@loyalty.test',
      verification_id: stepUpId,
    });
    expect(other.statusCode).toBe(200);
    await server.inject({ method: 'POST', url: new URL(server.outbox().at(-1)!.link!).pathname });
    await requestOtp(server);
    expect((await verifyOtp(server, lastOtp(server))).statusCode).toBe(200);
    // The change used up the proof of the current mailbox; the other address's verification does not count.
    const again = await requestOtp(server, '9876501235');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'email_verification_required' });
  });

  it('answers a taken number with 403 until the step-up, so nobody probes who holds it', async () => {
    const server = await startSignedIn();
    const taken = server
      .db()
      .prepare('SELECT phone FROM users WHERE id != 1 AND phone IS NOT NULL LIMIT 1')
      .pluck()
      .get() as string;
    const unverified = await requestOtp(server, taken);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ message: STEP_UP_REQUIRED, code: 'email_verification_required' });
    await verifyEmail(server);
    expect((await requestOtp(server, taken)).json().errors).toEqual({
      phone_number: ['This mobile number is already in use.'],
    });
  });

  it('refuses a malformed or taken number, and another admin id', async () => {
    const server = await startSignedIn();
    await verifyEmail(server);
    for (const phone of ['987650123', '98765012345', '98765-0123', 'abcdefghij', '']) {
      const response = await requestOtp(server, phone);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.phone_number).toEqual([
        phone === '' ? 'This field is required.' : 'Enter a valid 10-digit mobile number.',
      ]);
    }
    const taken = server
      .db()
      .prepare('SELECT phone FROM users WHERE id != 1 AND phone IS NOT NULL LIMIT 1')
      .pluck()
      .get() as string;
    const takenAnswer = await requestOtp(server, taken);
    expect(takenAnswer.statusCode).toBe(400);
    expect(takenAnswer.json().errors).toEqual({ phone_number: ['This mobile number is already in use.'] });
    addSecondAdmin(server, 'x');
    for (const id of [900, 2, 'abc']) {
      const response = await server.api('PUT', `user/admin/update-phone/${id}/`, { phone_number: NEW_PHONE });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You can only change your own account.' });
    }
    expect(server.outbox().filter(mail => mail.to === NEW_PHONE)).toEqual([]);
  });

  it('expires an OTP after 5 minutes', async () => {
    const server = await startSignedIn();
    await verifyEmail(server);
    await requestOtp(server);
    const otp = lastOtp(server);
    await advance(server, 5 * MINUTE + 1000);
    const late = await verifyOtp(server, otp);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: 'This OTP has expired. Please request a new one.',
      code: 'otp_expired',
    });
    expect(adminRow(server).phone).not.toBe(NEW_PHONE);

    await verifyEmail(server);
    await requestOtp(server);
    await advance(server, 5 * MINUTE - 1000);
    expect((await verifyOtp(server, lastOtp(server))).statusCode).toBe(200);
  });

  it('locks an OTP after 5 wrong tries, even for the right code; a new OTP replaces the old one', async () => {
    const server = await startSignedIn();
    await verifyEmail(server);
    await requestOtp(server);
    const otp = lastOtp(server);
    for (let left = 4; left >= 0; left -= 1) {
      const wrong = await verifyOtp(server, wrongOf(otp));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: 'Invalid OTP. Please try again.',
        errors: { otp: ['Invalid OTP. Please try again.'] },
        code: 'otp_invalid',
        attempts_left: left,
      });
    }
    const locked = await verifyOtp(server, otp);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({
      message: 'Too many wrong attempts. Please request a new OTP.',
      code: 'otp_locked',
    });
    expect(adminRow(server).phone).not.toBe(NEW_PHONE);

    await requestOtp(server);
    const first = lastOtp(server);
    await requestOtp(server, '9876501299');
    const second = lastOtp(server);
    const stale = await verifyOtp(server, first);
    expect(stale.json()).toMatchObject({ code: 'otp_not_sent' });
    expect((await verifyOtp(server, second, '9876501299')).statusCode).toBe(200);
    expect(adminRow(server).phone).toBe('9876501299');
  });

  it('refuses malformed OTP input and an OTP never sent', async () => {
    const server = await startSignedIn();
    const none = await verifyOtp(server, '1234');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: 'No OTP was sent to this mobile number. Please request a new one.',
      code: 'otp_not_sent',
    });
    const malformed = await server.api('POST', 'user/verify-otp/', { otp: '12a', phoneNumber: '12' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({
      otp: ['Enter the 4-digit OTP.'],
      phoneNumber: ['Enter a valid 10-digit mobile number.'],
    });
  });

  it('allows 15 wrong OTPs a day across re-sends, then answers 429 even for the right code', async () => {
    const server = await startSignedIn();
    await verifyEmail(server);
    for (let otpNumber = 1; otpNumber <= 3; otpNumber += 1) {
      expect((await requestOtp(server)).statusCode).toBe(200);
      const otp = lastOtp(server);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await verifyOtp(server, wrongOf(otp))).json()).toMatchObject({ code: 'otp_invalid' });
      }
    }
    await advance(server, 15 * MINUTE + 1000);
    await verifyEmail(server);
    const refusedSend = await requestOtp(server);
    expect(refusedSend.statusCode).toBe(429);
    expect(refusedSend.json()).toEqual({
      message: 'Too many wrong OTP attempts today. Please try again later.',
      code: 'otp_daily_limit',
    });
    const retryAfter = Number(refusedSend.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(server.outbox().filter(mail => mail.to === NEW_PHONE)).toHaveLength(3);
  });

  it('refuses the right code once the day allows no more wrong tries', async () => {
    const server = await startSignedIn();
    await verifyEmail(server);
    for (let otpNumber = 1; otpNumber <= 3; otpNumber += 1) {
      await requestOtp(server);
      const otp = lastOtp(server);
      for (let attempt = 0; attempt < (otpNumber < 3 ? 5 : 4); attempt += 1) await verifyOtp(server, wrongOf(otp));
    }
    await requestOtp(server);
    const otp = lastOtp(server);
    expect((await verifyOtp(server, wrongOf(otp))).json()).toMatchObject({ code: 'otp_invalid', attempts_left: 4 });
    const locked = await verifyOtp(server, otp);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'otp_daily_limit' });
    expect(adminRow(server).phone).not.toBe(NEW_PHONE);
    await advance(server, 24 * 60 * MINUTE + 1000);
    await verifyEmail(server);
    await requestOtp(server);
    expect((await verifyOtp(server, lastOtp(server))).statusCode).toBe(200);
  });

  it('limits OTP sends per admin with 429', async () => {
    const server = await startSignedIn();
    await verifyEmail(server);
    for (let sent = 0; sent < 5; sent += 1) expect((await requestOtp(server)).statusCode).toBe(200);
    const sixth = await requestOtp(server);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    await advance(server, 15 * MINUTE + 1000);
    await verifyEmail(server);
    expect((await requestOtp(server)).statusCode).toBe(200);
  });
});

describe('email change', () => {
  const NEW_EMAIL = 'new.admin@loyalty.test';

  it('changes the email only after both the current and the new address are verified, once', async () => {
    const server = await startSignedIn();
    const change = (body: object) => server.api('PUT', 'user/update-email/1/', body);
    const noStepUp = await change({ email: NEW_EMAIL });
    expect(noStepUp.statusCode).toBe(403);
    expect(noStepUp.json().message).toBe(STEP_UP_REQUIRED);

    await verifyEmail(server);
    const unverified = await change({ email: NEW_EMAIL });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({
      message: 'Verify the new email address through the link sent to it first.',
      code: 'new_email_verification_required',
    });
    const pending = await verifyEmail(server, NEW_EMAIL, false);
    expect((await change({ email: NEW_EMAIL, verification_id: pending })).statusCode).toBe(403);
    const verificationId = await verifyEmail(server, NEW_EMAIL);
    expect((await change({ email: NEW_EMAIL, verification_id: 'another' })).statusCode).toBe(403);
    expect(adminRow(server).email).toBe(ADMIN.email);

    const changed = await change({ email: ' New.Admin@Loyalty.test ', verification_id: verificationId });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Email updated successfully.', email: NEW_EMAIL });
    expect(adminRow(server).email).toBe(NEW_EMAIL);
    await server.login({ email: NEW_EMAIL, password: ADMIN.password });

    const twice = await change({ email: 'third@loyalty.test' });
    expect(twice.statusCode).toBe(403);
  });

  it('refuses a malformed, unchanged or taken email, and another admin id', async () => {
    const server = await startSignedIn();
    const takenEmail = server
      .db()
      .prepare('SELECT email FROM users WHERE id != 1 AND email IS NOT NULL LIMIT 1')
      .pluck()
      .get() as string;
    // Before the step-up a taken address answers 403 like any other, so nobody probes who holds it.
    const probe = await server.api('PUT', 'user/update-email/1/', { email: takenEmail });
    expect(probe.statusCode).toBe(403);
    expect(probe.json()).toEqual({ message: STEP_UP_REQUIRED, code: 'email_verification_required' });
    await verifyEmail(server);
    const change = (body: object, id: number | string = 1) => server.api('PUT', `user/update-email/${id}/`, body);
    for (const [email, error] of [
      ['not-an-email', 'Enter a valid email address.'],
      ['', 'This field is required.'],
      [ADMIN.email.toUpperCase(), 'This is already your email address.'],
    ]) {
      const response = await change({ email });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: [error] });
    }
    const taken = server
      .db()
      .prepare('SELECT email FROM users WHERE id != 1 AND email IS NOT NULL LIMIT 1')
      .pluck()
      .get() as string;
    await verifyEmail(server, taken);
    const takenAnswer = await change({ email: taken });
    expect(takenAnswer.statusCode).toBe(400);
    expect(takenAnswer.json().errors).toEqual({ email: ['This email is already in use.'] });
    addSecondAdmin(server, 'x');
    const other = await change({ email: NEW_EMAIL }, 900);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'You can only change your own account.' });
    expect(adminRow(server).email).toBe(ADMIN.email);
  });

  it("does not let one admin use another admin's verification", async () => {
    const server = await startSignedIn();
    addSecondAdmin(server, await hashPassword('Second@12345'));
    const second = await server.login({ email: 'second@loyalty.test', password: 'Second@12345' });
    // The second admin verifies their own mailbox and the new address.
    for (const email of ['second@loyalty.test', NEW_EMAIL]) {
      await server.inject({
        method: 'POST',
        url: `${API}/user/send-verification-email/`,
        headers: bearer(second.access),
        payload: { email },
      });
      await server.inject({ method: 'POST', url: new URL(server.outbox().at(-1)!.link!).pathname });
    }
    await verifyEmail(server);
    const response = await server.api('PUT', 'user/update-email/1/', { email: NEW_EMAIL });
    expect(response.statusCode).toBe(403);
    expect(adminRow(server).email).toBe(ADMIN.email);
  });
});

describe('signed-in routes of settings', () => {
  it('answer 401 without a token', async () => {
    const server = await startSignedIn();
    await expectEachUnauthorized(
      server,
      [
        ['GET', 'user/retrieve/1/'],
        ['PUT', 'user/admin/update-phone/1/'],
        ['POST', 'user/verify-otp/'],
        ['PUT', 'user/update-email/1/'],
      ],
      { phone_number: NEW_PHONE, otp: '1234', phoneNumber: NEW_PHONE, email: 'x@y.in' },
    );
    const bad = await server.inject({
      method: 'PUT',
      url: `${API}/user/update-email/1/`,
      headers: bearer('not-a-token'),
      payload: { email: 'x@y.in' },
    });
    expect(bad.statusCode).toBe(401);
  });
});
