import { describe, expect, it } from 'vitest';
import { balancesOf, toRupees } from '@/server/ledger';
import { startServer, startSignedIn, type SignedInServer, expectEachUnauthorized } from '@/tests/server/helpers';
import { mediaAddress } from '@/tests/server/mediaAddresses';

type Row = Record<string, string | number | null>;

const NOT_FOUND = { detail: 'Not found.', message: 'Voucher request not found.' };
const ALREADY_DECIDED = { message: 'This request has already been decided.' };
const APPROVED = 'Voucher request approved successfully';
const REJECTED = { message: 'Voucher request rejected successfully' };

const rows = (server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .all(...params) as Row[];
const requestsWith = (server: SignedInServer, status: string) =>
  rows(server, 'SELECT * FROM voucher_requests WHERE status = ? ORDER BY requested_on DESC, id DESC', status);

/** The request as the API should answer it, from the database. */
function expectedRequest(server: SignedInServer, id: string | number | null) {
  const [request] = rows(server, 'SELECT * FROM voucher_requests WHERE id = ?', id);
  const [user] = rows(
    server,
    'SELECT u.*, t.value AS user_type_display FROM users u LEFT JOIN user_types t ON t.key = u.user_type WHERE u.id = ?',
    request.user_id,
  );
  const [voucher] = rows(server, 'SELECT * FROM vouchers WHERE id = ?', request.voucher_id);
  const [code] = rows(server, 'SELECT code FROM voucher_codes WHERE id = ?', request.voucher_code_id);
  return {
    id: request.id,
    requested_on: request.requested_on,
    status: request.status,
    decided_at: request.decided_at,
    points: request.points,
    user_details: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      firm_name: user.firm_name,
      user_type: user.user_type,
      user_type_display: user.user_type_display,
      photo: mediaAddress(server, user.photo),
      balance_points: balancesOf(server.db(), user.id as number).balance_points,
    },
    voucher_details: {
      id: voucher.id,
      offer_name: voucher.offer_name,
      company_name: voucher.company_name,
      validity: voucher.validity,
      points_required: voucher.points_required,
      banner_image: mediaAddress(server, voucher.banner_image),
      company_logo: mediaAddress(server, voucher.company_logo),
      available_codes: rows(server, 'SELECT id FROM voucher_codes WHERE voucher_id = ? AND is_assigned = 0', voucher.id)
        .length,
    },
    assigned_code: code === undefined ? null : code.code,
  };
}

describe('GET loyalty/voucher-requests/', () => {
  it('answers the pending requests newest first, with the member, the voucher and the balance', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'loyalty/voucher-requests/');
    expect(response.statusCode).toBe(200);
    const pending = requestsWith(server, 'pending');
    expect(pending).toHaveLength(5);
    expect(response.json()).toEqual(pending.map(request => expectedRequest(server, request.id)));
    expect(response.json()[0].user_details.user_type_display).toEqual(expect.any(String));
  });
});

describe('the voucher requests in the spec’s shapes (SPEC_SHAPES=strict)', () => {
  it('answers the spec’s fields only: no status, no balance, no labels', async () => {
    const server = await startSignedIn({ config: { specShapes: 'strict' } });
    const [request] = requestsWith(server, 'approved');
    const detail = (await server.api('GET', `loyalty/voucher/request/detail/${request.id}/`)).json();
    const full = expectedRequest(server, request.id);
    expect(detail).toEqual({
      id: full.id,
      requested_on: full.requested_on,
      user_details: {
        id: full.user_details.id,
        first_name: full.user_details.first_name,
        last_name: full.user_details.last_name,
        firm_name: full.user_details.firm_name,
        user_type: full.user_details.user_type,
      },
      voucher_details: {
        offer_name: full.voucher_details.offer_name,
        company_name: full.voucher_details.company_name,
        validity: full.voucher_details.validity,
        points_required: full.voucher_details.points_required,
        banner_image: full.voucher_details.banner_image,
        available_codes: full.voucher_details.available_codes,
      },
    });
    const [pending] = (await server.api('GET', 'loyalty/voucher-requests/')).json();
    expect(Object.keys(pending)).toEqual(['id', 'requested_on', 'user_details', 'voucher_details']);
    const [balance] = (await server.api('GET', 'loyalty/loyalty-balance/all-users/')).json();
    expect(balance).toEqual({ user: { id: expect.any(Number) }, balance_points: expect.any(Number) });
  });

  it('still answers a second decision with a 400 and its message', async () => {
    const server = await startSignedIn({ config: { specShapes: 'strict' } });
    const [request] = requestsWith(server, 'rejected');
    const response = await server.api('POST', `loyalty/voucher-request/${request.id}/approve/`);
    expect([response.statusCode, response.json()]).toEqual([400, ALREADY_DECIDED]);
  });
});

describe('GET loyalty/voucher/request/detail/{id}/', () => {
  it('answers a request of any status, with the code an approved one was given', async () => {
    const server = await startSignedIn();
    for (const status of ['pending', 'approved', 'rejected']) {
      const [request] = requestsWith(server, status);
      const response = await server.api('GET', `loyalty/voucher/request/detail/${request.id}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expectedRequest(server, request.id));
      expect(response.json().assigned_code === null).toBe(status !== 'approved');
    }
  });

  it("answers 404 for an unknown or malformed id, or a deleted member's request", async () => {
    const server = await startSignedIn();
    const [request] = requestsWith(server, 'approved');
    await server.api('DELETE', `user/user/delete/${request.user_id}/`);
    for (const id of [request.id, 99999, 'abc', '0']) {
      const response = await server.api('GET', `loyalty/voucher/request/detail/${id}/`);
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
    }
  });
});

describe('POST loyalty/voucher-request/{id}/approve/ and reject/', () => {
  it("approves with the voucher's oldest available code, and the request leaves the pending list", async () => {
    const server = await startSignedIn();
    const [request] = requestsWith(server, 'pending');
    const [oldest] = rows(
      server,
      'SELECT * FROM voucher_codes WHERE voucher_id = ? AND is_assigned = 0 ORDER BY id LIMIT 1',
      request.voucher_id,
    );
    const balance = balancesOf(server.db(), request.user_id as number);
    const response = await server.api('POST', `loyalty/voucher-request/${request.id}/approve/`);
    expect([response.statusCode, response.json()]).toEqual([200, { message: APPROVED, code: oldest.code }]);
    const now = server.clock.now().toISOString();
    expect(rows(server, 'SELECT * FROM voucher_codes WHERE id = ?', oldest.id)[0]).toMatchObject({
      is_assigned: 1,
      assigned_user_id: request.user_id,
      assigned_at: now,
    });
    const detail = (await server.api('GET', `loyalty/voucher/request/detail/${request.id}/`)).json();
    expect(detail).toMatchObject({ status: 'approved', decided_at: now, assigned_code: oldest.code });
    expect(balancesOf(server.db(), request.user_id as number)).toEqual(balance);
    const pending = (await server.api('GET', 'loyalty/voucher-requests/')).json();
    expect(pending.map((item: { id: number }) => item.id)).not.toContain(request.id);
  });

  it('rejects by giving the points back, and the request leaves the pending list', async () => {
    const server = await startSignedIn();
    const [request] = requestsWith(server, 'pending');
    const before = balancesOf(server.db(), request.user_id as number).balance_points;
    const response = await server.api('POST', `loyalty/voucher-request/${request.id}/reject/`);
    expect([response.statusCode, response.json()]).toEqual([200, REJECTED]);
    expect(balancesOf(server.db(), request.user_id as number).balance_points).toBe(before + (request.points as number));
    const detail = (await server.api('GET', `loyalty/voucher/request/detail/${request.id}/`)).json();
    expect(detail).toMatchObject({
      status: 'rejected',
      decided_at: server.clock.now().toISOString(),
      assigned_code: null,
    });
    const pending = (await server.api('GET', 'loyalty/voucher-requests/')).json();
    expect(pending.map((item: { id: number }) => item.id)).not.toContain(request.id);
  });

  it('answers 400 for a request already decided, either way, changing nothing', async () => {
    const server = await startSignedIn();
    const [first, second] = requestsWith(server, 'pending');
    await server.api('POST', `loyalty/voucher-request/${first.id}/approve/`);
    await server.api('POST', `loyalty/voucher-request/${second.id}/reject/`);
    const decided = [first, second, ...requestsWith(server, 'approved'), ...requestsWith(server, 'rejected')];
    const snapshot = () => [
      rows(server, 'SELECT * FROM voucher_requests ORDER BY id'),
      rows(server, 'SELECT * FROM voucher_codes ORDER BY id'),
      rows(server, 'SELECT COUNT(*) AS entries FROM ledger_entries'),
    ];
    const before = snapshot();
    for (const request of decided) {
      for (const action of ['approve', 'reject']) {
        const response = await server.api('POST', `loyalty/voucher-request/${request.id}/${action}/`);
        expect([request.id, action, response.statusCode, response.json()]).toEqual([
          request.id,
          action,
          400,
          ALREADY_DECIDED,
        ]);
      }
    }
    expect(snapshot()).toEqual(before);
  });

  it("answers 404 for an unknown or malformed id, or a deleted member's request", async () => {
    const server = await startSignedIn();
    const [request] = requestsWith(server, 'pending');
    await server.api('DELETE', `user/user/delete/${request.user_id}/`);
    for (const id of [request.id, 99999, 'abc']) {
      for (const action of ['approve', 'reject']) {
        const response = await server.api('POST', `loyalty/voucher-request/${id}/${action}/`);
        expect([id, action, response.statusCode, response.json()]).toEqual([id, action, 404, NOT_FOUND]);
      }
    }
    // Settled by the deletion (users.test.ts), not by these decisions.
    expect(rows(server, 'SELECT status, reason FROM voucher_requests WHERE id = ?', request.id)).toEqual([
      { status: 'rejected', reason: 'Account deleted' },
    ]);
  });

  it('still decides the pending requests of a deleted voucher', async () => {
    const server = await startSignedIn();
    const [first, second] = requestsWith(server, 'pending');
    for (const request of [first, second]) await server.api('PATCH', `loyalty/voucher/delete/${request.voucher_id}/`);
    expect(
      rows(
        server,
        'SELECT id FROM vouchers WHERE id IN (?, ?) AND is_deleted = 0',
        first.voucher_id,
        second.voucher_id,
      ),
    ).toEqual([]);
    const approved = await server.api('POST', `loyalty/voucher-request/${first.id}/approve/`);
    expect([approved.statusCode, approved.json().message]).toEqual([200, APPROVED]);
    expect((await server.api('GET', `loyalty/voucher/request/detail/${first.id}/`)).json()).toEqual(
      expectedRequest(server, first.id),
    );
    const rejected = await server.api('POST', `loyalty/voucher-request/${second.id}/reject/`);
    expect([rejected.statusCode, rejected.json()]).toEqual([200, REJECTED]);
  });
});

describe('GET loyalty/loyalty-balance/all-users/', () => {
  it("answers every live member's points and cash, administrators and deleted members left out", async () => {
    const server = await startSignedIn();
    const [deleted] = rows(server, "SELECT id FROM users WHERE is_admin = 0 AND status = 'approved' ORDER BY id");
    await server.api('DELETE', `user/user/delete/${deleted.id}/`);
    const response = await server.api('GET', 'loyalty/loyalty-balance/all-users/');
    expect(response.statusCode).toBe(200);
    const members = rows(
      server,
      `SELECT id, first_name, last_name FROM users
       WHERE is_admin = 0 AND deleted_at IS NULL AND status IN ('pending', 'approved') ORDER BY id`,
    );
    expect(response.json()).toEqual(members.map(user => ({ user, ...balancesOf(server.db(), user.id as number) })));
    const ids = response.json().map((item: { user: { id: number } }) => item.user.id);
    expect(ids).not.toContain(deleted.id);
    expect(ids).not.toContain(1);
    const cash = rows(
      server,
      `SELECT SUM(CASE kind WHEN 'cash_redeemed' THEN -amount ELSE amount END) AS paise FROM ledger_entries
       WHERE kind LIKE 'cash_%' AND user_id <> ?`,
      deleted.id,
    )[0].paise as number;
    const total = response.json().reduce((sum: number, item: { balance_cash: number }) => sum + item.balance_cash, 0);
    expect(total).toBeCloseTo(toRupees(cash), 2);
    expect(response.json().some((item: { balance_points: number }) => item.balance_points > 0)).toBe(true);
  });
});

describe('voucher request routes', () => {
  it('answer 401 without a token, and change nothing', async () => {
    const server = await startServer();
    const snapshot = () => server.db().prepare('SELECT * FROM voucher_requests ORDER BY id').all();
    const before = snapshot();
    const routes = [
      ['GET', 'loyalty/voucher-requests/'],
      ['GET', 'loyalty/voucher/request/detail/1/'],
      ['POST', 'loyalty/voucher-request/1/approve/'],
      ['POST', 'loyalty/voucher-request/1/reject/'],
      ['GET', 'loyalty/loyalty-balance/all-users/'],
    ] as const;
    await expectEachUnauthorized(server, routes);
    expect(snapshot()).toEqual(before);
  });
});
