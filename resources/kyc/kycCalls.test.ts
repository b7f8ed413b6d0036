import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import { member, settings, shared } from './fixtures/kycFixtures';

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown } = () => ({ body: member })) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(reply);
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callOf = (call: RecordedCall) => [call.method, call.path, call.body];

describe('calls of KYC', () => {
  it('GET kyc/members/ a page at a time, filtered by state, with the bearer token; GET kyc/members/{id}/', async () => {
    const { server, dataProvider, bearer } = setup(call => ({
      body: call.path === 'kyc/members/' ? { count: 0, next: null, previous: null, results: [] } : member,
    }));
    await dataProvider.getList('kyc', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'member_name', order: 'ASC' },
      filter: { state: 'name_differs' },
    });
    expect((await dataProvider.getOne('kyc', { id: 3 })).data).toEqual(member);
    expect(server.calls.map(call => [call.method, call.path, call.query])).toContainEqual([
      'GET',
      'kyc/members/',
      { page: '1', page_size: '20', ordering: 'member_name', state: 'name_differs' },
    ]);
    expect(server.calls.at(-1)).toMatchObject({ method: 'GET', path: 'kyc/members/3/', query: {} });
    expect(server.calls.slice(0, -1).map(call => [call.method, call.path])).toEqual(
      server.calls.slice(0, -1).map(() => ['GET', 'kyc/members/']),
    );
    expect(server.calls.every(call => call.headers.Authorization === bearer)).toBe(true);
  });

  it('POST a check of the PAN and of the account, with no body', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.checkKyc(3, 'pan');
    await dataProvider.checkKyc(3, 'account');
    expect(server.calls.map(callOf)).toEqual([
      ['POST', 'kyc/members/3/pan/check/', undefined],
      ['POST', 'kyc/members/3/account/check/', undefined],
    ]);
  });

  it("fails a check with the server's words: too many checks, the verifier down", async () => {
    const limited = 'Too many checks of this member: try again in 10 minutes.';
    const down = 'The verifier did not answer: nothing was recorded, try again later.';
    let answer = { status: 429, body: { message: limited } };
    const { dataProvider } = setup(() => answer);
    await expect(dataProvider.checkKyc(3, 'pan')).rejects.toMatchObject({ status: 429, message: limited });
    answer = { status: 503, body: { message: down } };
    await expect(dataProvider.checkKyc(3, 'account')).rejects.toMatchObject({ status: 503, message: down });
  });

  it('POST a manual outcome with its reason, and its confirmation with no body', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.recordKycOutcome(3, 'pan', { verified: true, reason: 'Card matches the figures.' });
    await dataProvider.recordKycOutcome(3, 'account', { verified: false, reason: 'Passbook of another person.' });
    await dataProvider.confirmKycOutcome(3, 'pan');
    await dataProvider.confirmKycOutcome(3, 'account');
    expect(server.calls.map(callOf)).toEqual([
      ['POST', 'kyc/members/3/pan/manual/', { verified: true, reason: 'Card matches the figures.' }],
      ['POST', 'kyc/members/3/account/manual/', { verified: false, reason: 'Passbook of another person.' }],
      ['POST', 'kyc/members/3/pan/confirm/', undefined],
      ['POST', 'kyc/members/3/account/confirm/', undefined],
    ]);
  });

  it("fails a confirmation by the administrator who recorded it with the server's 403 message", async () => {
    const message = 'You recorded this outcome: another administrator confirms it (four eyes).';
    const { dataProvider } = setup(() => ({ status: 403, body: { message } }));
    await expect(dataProvider.confirmKycOutcome(3, 'pan')).rejects.toMatchObject({ status: 403, message });
  });

  it('GET kyc/shared/', async () => {
    const { server, dataProvider } = setup(() => ({ body: shared }));
    expect(await dataProvider.getKycShared()).toEqual(shared);
    expect(server.calls.map(callOf)).toEqual([['GET', 'kyc/shared/', undefined]]);
  });

  it('GET kyc/settings/, and PUT them', async () => {
    const { server, dataProvider } = setup(call => ({ body: call.body ?? settings }));
    expect(await dataProvider.getKycSettings()).toEqual(settings);
    await dataProvider.updateKycSettings({ ...settings, verifier: 'manual' });
    expect(server.calls.map(callOf)).toEqual([
      ['GET', 'kyc/settings/', undefined],
      ['PUT', 'kyc/settings/', { ...settings, verifier: 'manual' }],
    ]);
  });
});
