import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown } = () => ({ body: [] })) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(reply);
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

/** Method, path, body, and whether the body went as multipart/form-data. */
const callOf = (call: RecordedCall) => [call.method, call.path, call.body, call.multipart];

describe('calls of the user detail', () => {
  it('GET loyalty/admin/users/transactions/history/{id}/ with the bearer token', async () => {
    const history = [{ date: '2025-06-01T10:00:00Z', type: 'points_earned', amount: 120 }];
    const { server, dataProvider, bearer } = setup(() => ({ body: history }));
    expect(await dataProvider.getTransactionHistory(7)).toEqual(history);
    expect(server.calls.map(callOf)).toEqual([
      ['GET', 'loyalty/admin/users/transactions/history/7/', undefined, false],
    ]);
    expect(server.calls[0].headers.Authorization).toBe(bearer);
  });

  it('GET loyalty/admin/voucher/users-vouchers/{id}/', async () => {
    const vouchers = [{ voucher_code: 'AMZ-1', status: 'approved', voucher_details: { offer_name: 'Amazon' } }];
    const { server, dataProvider } = setup(() => ({ body: vouchers }));
    expect(await dataProvider.getUserVouchers(7)).toEqual(vouchers);
    expect(server.calls.map(callOf)).toEqual([['GET', 'loyalty/admin/voucher/users-vouchers/7/', undefined, false]]);
  });

  it('GET loyalty/admin/tds-certificate/user-certificates/{id}/', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.getTdsCertificates(7);
    expect(server.calls.map(callOf)).toEqual([
      ['GET', 'loyalty/admin/tds-certificate/user-certificates/7/', undefined, false],
    ]);
  });

  it("GET programme/tax-194r/members/{id}/: the member's 194R line of this financial year", async () => {
    const line = { id: 7, higher_rate: true, pan_state: 'invalid' };
    const { server, dataProvider } = setup(() => ({ body: line }));
    expect(await dataProvider.getMemberTax194r(7)).toEqual(line);
    expect(server.calls.map(callOf)).toEqual([['GET', 'programme/tax-194r/members/7/', undefined, false]]);
  });

  it('POST /loyalty/tds-certificate/{id}/ as multipart with the file in certificate_file', async () => {
    const { server, dataProvider } = setup(() => ({ status: 201, body: { id: 3 } }));
    const file = new File(['%PDF-1.4'], 'q1.pdf', { type: 'application/pdf' });
    await dataProvider.uploadTdsCertificate(7, file);
    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect([call.method, call.path, call.multipart]).toEqual(['POST', 'loyalty/tds-certificate/7/', true]);
    expect(call.headers['Content-Type']).toBeUndefined();
    expect(Object.keys(call.body as object)).toEqual(['certificate_file']);
    const sent = (call.body as { certificate_file: File }).certificate_file;
    expect([sent.name, await sent.text()]).toEqual(['q1.pdf', '%PDF-1.4']);
  });

  it('PATCH loyalty/tds-certificate/delete/{id}/ with no body, as the delete of tdsCertificates', async () => {
    const { server, dataProvider } = setup(() => ({ body: { message: 'ok' } }));
    await dataProvider.delete('tdsCertificates', { id: 12, previousData: { id: 12 } });
    expect(server.calls.map(callOf)).toEqual([['PATCH', 'loyalty/tds-certificate/delete/12/', undefined, false]]);
  });

  it('GET user/admin/profile-update/proposed/{id}/', async () => {
    const { server, dataProvider } = setup(() => ({ body: { id: 3, proposed_changes: {} } }));
    await dataProvider.getProposedProfileUpdate(3);
    expect(server.calls.map(callOf)).toEqual([['GET', 'user/admin/profile-update/proposed/3/', undefined, false]]);
  });

  it.each([
    ['getTdsCertificates', 'certificates_failed'],
    ['uploadTdsCertificate', 'upload_failed'],
    ['getProposedProfileUpdate', 'edit_request.request_failed'],
  ] as const)('%s fails with app.user_detail.%s when the server sends no message', async (call, key) => {
    const { dataProvider } = setup(() => ({ status: 500, body: {} }));
    const file = new File(['x'], 'x.pdf');
    const failure = await (
      call === 'uploadTdsCertificate' ? dataProvider.uploadTdsCertificate(7, file) : dataProvider[call](7)
    ).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(`app.user_detail.${key}`);
  });
});

describe('the delete of a TDS certificate', () => {
  it('fails with app.user_detail.delete_failed when the server sends no message', async () => {
    const { dataProvider } = setup(() => ({ status: 500, body: {} }));
    const failure = await dataProvider.delete('tdsCertificates', { id: 12 }).catch((error: Error) => error);
    expect((failure as Error).message).toBe('app.user_detail.delete_failed');
  });
});
