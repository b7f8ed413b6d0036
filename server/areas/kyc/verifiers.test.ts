import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCashfreeStandIn, STAND_IN_KEYS, type CashfreeStandIn } from './cashfreeStandIn';
import { verifierNamed } from './verifiers';
import { cashfreeVerifier } from './verifiers/cashfree';
import { cashfreeConfigOf } from './verifiers/cashfreeConfig';
import { demoVerifier } from './verifiers/demo';
import { VerifierDown } from './verifiers/verifier';

// Each verifier's answers as the states of a member's PAN and payout account, at a threshold of 60.

const ASHA = 'Asha Rao';
const pan = (number: string, holder: string | null = ASHA) => ({ pan: number, memberName: ASHA, holder });
const account = (accountNumber: string, holder = ASHA) => ({
  accountNumber,
  ifsc: 'YESB0000001',
  holder,
  memberName: ASHA,
});

describe('the demo verifier', () => {
  it('finds a PAN whose fourth letter is not P invalid, whose digits are 9999 inoperative, else scores the name as entered', async () => {
    const states = async (number: string, holder: string | null = ASHA) => {
      const verdict = await demoVerifier.pan(pan(number, holder), 60);
      return [verdict.state, verdict.name, verdict.match];
    };
    expect(await states('ABCCR1234F')).toEqual(['invalid', null, null]);
    expect(await states('ABCRR1234F')).toEqual(['invalid', null, null]);
    expect((await demoVerifier.pan(pan('ABCCR1234F'), 60)).reason).toBe(
      "Not a person's PAN: its fourth letter, C, names a company.",
    );
    expect(await states('ABCPR9999F')).toEqual(['inoperative', null, null]);
    expect(await states('abcpr1234f')).toEqual(['verified', ASHA, 100]);
    expect(await states('ABCPR1234F', 'Rao Asha')).toEqual(['verified', 'Rao Asha', 100]);
    expect(await states('ABCPR1234F', null)).toEqual(['verified', ASHA, 100]);
    expect(await states('ABCPR1234F', 'Ramesh Kulkarni')).toEqual([
      'name_differs',
      'Ramesh Kulkarni',
      expect.any(Number),
    ]);
    expect((await demoVerifier.pan(pan('ABCPR1234F', 'Ramesh Kulkarni'), 60)).match).toBeLessThan(60);
  });

  it('fails an account number ending in 0, else scores the holder as entered against the member', async () => {
    const failed = await demoVerifier.account(account('50100234567890'), 60);
    expect([failed.state, failed.name, failed.reason]).toEqual([
      'failed',
      null,
      'The penny drop failed: the bank has no such account.',
    ]);
    expect((await demoVerifier.account(account('50100234567891'), 60)).state).toBe('verified');
    expect((await demoVerifier.account(account('50100234567891', 'A Rao'), 60)).state).toBe('verified');
    expect((await demoVerifier.account(account('50100234567891', 'Meena Iyer'), 60)).state).toBe('name_differs');
    // The threshold is the settings': at 100 only the same words count.
    expect((await demoVerifier.account(account('50100234567891', 'A Rao'), 100)).state).toBe('name_differs');
  });
});

describe('the manual verifier', () => {
  it('checks nothing: the outcome is recorded by hand', async () => {
    await expect(verifierNamed('manual').pan(pan('ABCPR1234F'), 60)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('Checks are recorded by hand'),
    });
  });
});

describe('the Cashfree verifier, against its stand-in', () => {
  let standIn: CashfreeStandIn;
  const config = () => ({
    baseUrl: standIn.baseUrl,
    clientId: STAND_IN_KEYS.clientId,
    clientSecret: STAND_IN_KEYS.clientSecret,
    timeoutMs: 300,
  });
  beforeAll(async () => {
    standIn = await startCashfreeStandIn();
  });
  afterAll(() => standIn.close());

  it('reads its keys and base URL from the environment, the sandbox unless told', () => {
    expect(cashfreeConfigOf({})).toBeNull();
    expect(cashfreeConfigOf({ CASHFREE_CLIENT_ID: 'id' })).toBeNull();
    expect(cashfreeConfigOf({ CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 's' })).toEqual({
      baseUrl: 'https://sandbox.cashfree.com/verification',
      clientId: 'id',
      clientSecret: 's',
      timeoutMs: 10_000,
    });
    expect(
      cashfreeConfigOf({
        CASHFREE_CLIENT_ID: 'id',
        CASHFREE_CLIENT_SECRET: 's',
        CASHFREE_BASE_URL: 'https://api.cashfree.com/verification/',
        CASHFREE_TIMEOUT_MS: '2500',
      }),
    ).toMatchObject({ baseUrl: 'https://api.cashfree.com/verification', timeoutMs: 2500 });
  });

  it('maps a valid PAN to verified or name differs, an invalid one to invalid, one not linked to Aadhaar to inoperative', async () => {
    const cashfree = cashfreeVerifier(config());
    const verified = await cashfree.pan(pan('ABCPR1234F'), 60);
    expect([verified.state, verified.name, verified.match]).toEqual(['verified', 'ASHA RAO', 100]);
    expect(verified.request).toEqual({ path: '/pan', body: { pan: 'ABCPR1234F', name: ASHA } });
    expect(verified.answer).toMatchObject({
      registered_name: 'ASHA RAO',
      pan_status: 'VALID',
      name_match_score: '100.00',
    });
    const sent = standIn.received.at(-1)!;
    expect([sent.path, sent.headers['x-client-id'], sent.headers['x-api-version']]).toEqual([
      '/pan',
      STAND_IN_KEYS.clientId,
      '2023-12-18',
    ]);

    standIn.registeredNames.set('ABCPR1235F', 'MEENA IYER');
    const differs = await cashfree.pan(pan('ABCPR1235F'), 60);
    expect([differs.state, differs.name]).toEqual(['name_differs', 'MEENA IYER']);
    expect((await cashfree.pan(pan('ABCPR0000F'), 60)).state).toBe('invalid');
    const inoperative = await cashfree.pan(pan('ABCPR9999F'), 60);
    expect([inoperative.state, inoperative.reason]).toEqual([
      'inoperative',
      'Cashfree: the PAN is inoperative (Aadhaar is not linked to PAN).',
    ]);
  });

  it('maps a penny drop to verified, name differs or failed', async () => {
    const cashfree = cashfreeVerifier(config());
    const verified = await cashfree.account(account('026291800001191'), 60);
    expect([verified.state, verified.name]).toEqual(['verified', 'ASHA RAO']);
    expect(verified.request).toEqual({
      path: '/bank-account/sync',
      body: { bank_account: '026291800001191', ifsc: 'YESB0000001', name: ASHA },
    });
    standIn.registeredNames.set('026291800001192', 'SURESH PATIL');
    expect((await cashfree.account(account('026291800001192'), 60)).state).toBe('name_differs');
    const failed = await cashfree.account(account('026291800001190'), 60);
    expect([failed.state, failed.reason]).toEqual([
      'failed',
      'Cashfree: the penny drop failed (INVALID_ACCOUNT_FAIL).',
    ]);
  });

  it('gives no verdict on a 5xx, a timeout, an error it answers or missing keys: the verifier is down', async () => {
    const cashfree = cashfreeVerifier(config());
    const down = async (check: Promise<unknown>) => {
      const error = await check.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(VerifierDown);
      const { status, message, answer } = error as VerifierDown;
      return { status, message, answer };
    };
    expect(await down(cashfree.pan(pan('ABCPR5000F'), 60))).toEqual({
      status: 503,
      message:
        'Cashfree is down (something went wrong, please try after some time): nothing was recorded, try again later.',
      answer: expect.objectContaining({ status: 500, code: 'internal_error' }),
    });
    expect(await down(cashfree.account(account('026291800001195'), 60))).toMatchObject({ status: 503 });
    expect(await down(cashfree.pan(pan('ABCPR7777F'), 60))).toEqual({
      status: 503,
      message: 'Cashfree did not answer within 0.3 s: nothing was recorded, try again later.',
      answer: { error: 'timeout' },
    });
    expect(await down(cashfree.account(account('026291800001197'), 60))).toMatchObject({
      status: 503,
      answer: { error: 'timeout' },
    });
    expect(await down(cashfree.pan(pan('ABCPR4220F'), 60))).toMatchObject({
      status: 502,
      message: 'Cashfree refused the check: Insufficient balance to process this request. Nothing was recorded.',
    });
    const wrongKeys = cashfreeVerifier({ ...config(), clientSecret: 'wrong' });
    expect(await down(wrongKeys.pan(pan('ABCPR1234F'), 60))).toMatchObject({
      status: 502,
      message: expect.stringContaining('Invalid clientId and clientSecret combination'),
    });
    expect(await down(cashfreeVerifier(null).pan(pan('ABCPR1234F'), 60))).toMatchObject({
      status: 503,
      message: "Cashfree's keys are not set on the server (CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET).",
    });
    const unreachable = cashfreeVerifier({ ...config(), baseUrl: 'http://127.0.0.1:9' });
    expect(await down(unreachable.pan(pan('ABCPR1234F'), 60))).toMatchObject({
      status: 503,
      answer: { error: 'unreachable' },
    });
  });
});
