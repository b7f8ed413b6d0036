import { describe, expect, it } from 'vitest';
import type { AppDataProvider } from '@/dataProvider';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown } = () => ({ body: {} })) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(call => reply(call));
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callOf = (call: RecordedCall) => [call.method, call.path, call.body];
const entry = {
  title: 'Eligibility',
  section: 'applicability',
  content: '<p>Hi</p>',
  display_order: 2,
  is_active: true,
};

describe.each([
  ['terms', 'main/terms-and-conditions'],
  ['privacy', 'main/privacy-policy'],
] as const)('calls of %s', (kind, base) => {
  it(`GET ${base}/sections/ with the bearer token`, async () => {
    const { server, dataProvider, bearer } = setup(() => ({ body: [{ key: 'a', value: 'A' }] }));
    expect(await dataProvider.getLegalSections(kind)).toEqual([{ key: 'a', value: 'A' }]);
    expect(server.calls.map(callOf)).toEqual([['GET', `${base}/sections/`, undefined]]);
    expect(server.calls[0].headers.Authorization).toBe(bearer);
  });

  it(`GET ${base}/list/`, async () => {
    const { server, dataProvider } = setup(() => ({ body: { applicability: [{ id: 1, ...entry }] } }));
    expect(await dataProvider.getLegalEntries(kind)).toEqual({ applicability: [{ id: 1, ...entry }] });
    expect(server.calls.map(callOf)).toEqual([['GET', `${base}/list/`, undefined]]);
  });

  it(`POST ${base}/ as JSON`, async () => {
    const { server, dataProvider } = setup(() => ({ status: 201, body: { id: 9, ...entry } }));
    expect(await dataProvider.createLegalEntry(kind, entry)).toEqual({ id: 9, ...entry });
    expect(server.calls.map(callOf)).toEqual([['POST', `${base}/`, entry]]);
    expect(server.calls[0].multipart).toBe(false);
    expect(server.calls[0].headers['Content-Type']).toBe('application/json');
  });

  it(`PUT ${base}/{id}/ with the content only`, async () => {
    const { server, dataProvider } = setup(() => ({ body: { id: 3, ...entry, content: 'New' } }));
    await dataProvider.updateLegalContent(kind, 3, 'New');
    expect(server.calls.map(callOf)).toEqual([['PUT', `${base}/3/`, { content: 'New' }]]);
    expect(server.calls[0].multipart).toBe(false);
  });
});

type Provider = AppDataProvider;

describe('the messages of failed terms and privacy calls', () => {
  it.each<[string, (dp: Provider) => Promise<unknown>, string]>([
    ['sections', dp => dp.getLegalSections('terms'), 'app.terms.sections_failed'],
    ['privacy list', dp => dp.getLegalEntries('privacy'), 'app.terms.fetch_privacy_failed'],
    ['terms create', dp => dp.createLegalEntry('terms', entry), 'app.terms.create_terms_failed'],
    ['privacy create', dp => dp.createLegalEntry('privacy', entry), 'app.terms.create_privacy_failed'],
  ])('%s', async (_name, call, message) => {
    const { dataProvider } = setup(() => ({ status: 500 }));
    await expect(call(dataProvider)).rejects.toMatchObject({ message });
  });
});
