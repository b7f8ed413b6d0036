import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodePng } from '@/server/png';
import { API, Multipart, startServer, startSignedIn, type SignedInServer, expectEachUnauthorized } from '@/tests/server/helpers';

type Row = Record<string, string | number | null>;

const NOT_FOUND = { detail: 'Not found.', message: 'Voucher not found.' };
const REQUIRED = ['This field is required.'];
const POINTS_ERROR = ['Enter a whole number above 0.'];
const PAST_EXPIRY = ['The expiry date cannot be in the past.'];
// The test clock's day in India.
const TODAY = '2025-06-15';
const PNG = encodePng(2, 2, () => [200, 40, 40]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const NEW_VOUCHER = {
  offer_name: 'Myntra Gift Card ₹500',
  company_name: 'Myntra',
  validity: '2025-12-31',
  points_required: 500,
  description: 'A ₹500 Myntra gift card.',
  redeem_instruction: 'Open Myntra\r\nApply the code at checkout',
  codes: [{ code: ' MYN-2 ' }, { code: 'MYN-1' }],
  is_scheme: true,
};

const rows = (server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .all(...params) as Row[];
const media = (stored: string | number | null) => (stored === null ? null : `/media/${stored}`);
const voucherCount = (server: SignedInServer) => rows(server, 'SELECT id FROM vouchers').length;

/** The voucher as the API should answer it, from the database. */
function expectedVoucher(server: SignedInServer, id: string | number | null) {
  const [voucher] = rows(server, 'SELECT * FROM vouchers WHERE id = ?', id);
  const codes = rows(server, 'SELECT is_assigned FROM voucher_codes WHERE voucher_id = ?', id);
  const available = codes.filter(code => code.is_assigned === 0).length;
  return {
    id: voucher.id,
    offer_name: voucher.offer_name,
    voucher_code: voucher.voucher_code,
    points_required: voucher.points_required,
    validity: voucher.validity,
    company_name: voucher.company_name,
    company_logo: media(voucher.company_logo),
    banner_image: media(voucher.banner_image),
    description: voucher.description,
    redeem_instruction: voucher.redeem_instruction,
    status: voucher.status,
    total_codes: codes.length,
    available_codes: available,
    available_codes_count: available,
    used_codes_count: codes.length - available,
    is_scheme: voucher.is_scheme === 1,
    is_deleted: voucher.is_deleted === 1,
    created_at: voucher.created_at,
  };
}

const liveVoucherIds = (server: SignedInServer) =>
  rows(server, 'SELECT id FROM vouchers WHERE is_deleted = 0 ORDER BY created_at DESC, id DESC').map(row => row.id);
const deletedVoucherId = (server: SignedInServer) => rows(server, 'SELECT id FROM vouchers WHERE is_deleted = 1')[0].id;

describe('GET loyalty/voucher/list/', () => {
  it('answers the vouchers that are not deleted, newest first, with their code counts', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'loyalty/voucher/list/');
    expect(response.statusCode).toBe(200);
    const ids = liveVoucherIds(server);
    expect(ids.length).toBeGreaterThan(3);
    expect(response.json()).toEqual(ids.map(id => expectedVoucher(server, id)));
    expect(response.json().map((voucher: { id: number }) => voucher.id)).not.toContain(deletedVoucherId(server));
    const used = response.json().find((voucher: { used_codes_count: number }) => voucher.used_codes_count > 0);
    expect(used.available_codes + used.used_codes_count).toBe(used.total_codes);
  });
});

describe('GET loyalty/voucher/retrieve/{id}', () => {
  it('answers the voucher with or without the trailing slash', async () => {
    const server = await startSignedIn();
    const [id] = liveVoucherIds(server);
    const bare = await server.api('GET', `loyalty/voucher/retrieve/${id}`);
    const slashed = await server.api('GET', `loyalty/voucher/retrieve/${id}/`);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual(expectedVoucher(server, id));
    expect(slashed.statusCode).toBe(200);
    expect(slashed.json()).toEqual(bare.json());
  });

  it('answers 404 for a deleted, unknown or malformed id', async () => {
    const server = await startSignedIn();
    for (const id of [deletedVoucherId(server), 99999, 0, 'abc', '1.5', '-1']) {
      for (const suffix of ['', '/']) {
        const response = await server.api('GET', `loyalty/voucher/retrieve/${id}${suffix}`);
        expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
      }
    }
  });
});

describe('GET loyalty/voucher/codes/{id}/', () => {
  it('answers the codes by code, with whom the assigned ones went to', async () => {
    const server = await startSignedIn();
    const [{ voucher_id: id }] = rows(
      server,
      'SELECT voucher_id FROM voucher_codes WHERE is_assigned = 1 GROUP BY voucher_id ORDER BY voucher_id',
    );
    const response = await server.api('GET', `loyalty/voucher/codes/${id}/`);
    expect(response.statusCode).toBe(200);
    const codes = rows(server, 'SELECT * FROM voucher_codes WHERE voucher_id = ? ORDER BY code', id);
    expect(response.json()).toEqual(
      codes.map(code => {
        const [user] = rows(server, 'SELECT first_name, last_name FROM users WHERE id = ?', code.assigned_user_id);
        return {
          id: code.id,
          code: code.code,
          is_assigned: code.is_assigned === 1,
          assigned_to: code.assigned_user_id,
          assigned_to_name: user ? `${user.first_name} ${user.last_name}` : null,
          assigned_at: code.assigned_at,
        };
      }),
    );
    expect(response.json().some((code: { is_assigned: boolean }) => code.is_assigned)).toBe(true);
    expect(response.json().some((code: { is_assigned: boolean }) => !code.is_assigned)).toBe(true);
  });

  it('answers 404 for a deleted, unknown or malformed voucher', async () => {
    const server = await startSignedIn();
    for (const id of [deletedVoucherId(server), 99999, 'x']) {
      const response = await server.api('GET', `loyalty/voucher/codes/${id}/`);
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
    }
  });
});

describe('POST loyalty/voucher/', () => {
  it('creates the voucher with its codes, trimmed, and answers it first in the list', async () => {
    const server = await startSignedIn();
    const response = await server.api('POST', 'loyalty/voucher/', NEW_VOUCHER);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      offer_name: 'Myntra Gift Card ₹500',
      voucher_code: null,
      points_required: 500,
      validity: '2025-12-31',
      company_name: 'Myntra',
      company_logo: null,
      banner_image: null,
      description: 'A ₹500 Myntra gift card.',
      redeem_instruction: 'Open Myntra\nApply the code at checkout',
      status: 'active',
      total_codes: 2,
      available_codes: 2,
      available_codes_count: 2,
      used_codes_count: 0,
      is_scheme: true,
      is_deleted: false,
      created_at: server.clock.now().toISOString(),
    });
    const codes = (await server.api('GET', `loyalty/voucher/codes/${created.id}/`)).json();
    expect(codes.map((code: { code: string }) => code.code)).toEqual(['MYN-1', 'MYN-2']);
    expect((await server.api('GET', 'loyalty/voucher/list/')).json()[0]).toEqual(created);
  });

  it('takes the company, the scheme flag and the codes as optional, and today as a valid expiry', async () => {
    const server = await startSignedIn();
    const { company_name: _company, is_scheme: _scheme, codes: _codes, ...required } = NEW_VOUCHER;
    const response = await server.api('POST', 'loyalty/voucher/', { ...required, validity: TODAY });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ company_name: '', is_scheme: false, total_codes: 0, validity: TODAY });
  });

  it('answers 400 with every missing field, and creates nothing', async () => {
    const server = await startSignedIn();
    const before = voucherCount(server);
    for (const body of [{}, { offer_name: ' ', points_required: null, validity: '', description: '\n' }]) {
      const response = await server.api('POST', 'loyalty/voucher/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Invalid input.',
        errors: {
          offer_name: REQUIRED,
          points_required: REQUIRED,
          validity: REQUIRED,
          description: REQUIRED,
          redeem_instruction: REQUIRED,
        },
      });
    }
    expect(voucherCount(server)).toBe(before);
  });

  it('answers 400 for points that are not a whole number above 0', async () => {
    const server = await startSignedIn();
    for (const points of [0, -5, 2.5, '12.0', 'ten', '-3', true, [500], 1e21]) {
      const response = await server.api('POST', 'loyalty/voucher/', { ...NEW_VOUCHER, points_required: points });
      expect([points, response.statusCode, response.json().errors]).toEqual([
        points,
        400,
        { points_required: POINTS_ERROR },
      ]);
    }
    const digits = await server.api('POST', 'loyalty/voucher/', { ...NEW_VOUCHER, points_required: ' 750 ' });
    expect(digits.json().points_required).toBe(750);
  });

  it('answers 400 for an expiry before today in India, or not a date', async () => {
    const server = await startSignedIn();
    const cases: [unknown, string[]][] = [
      ['2025-06-14', PAST_EXPIRY],
      ['2025-02-30', ['Enter a valid date in the format YYYY-MM-DD.']],
      ['31-12-2025', ['Enter a valid date in the format YYYY-MM-DD.']],
      [20251231, ['Enter a valid date in the format YYYY-MM-DD.']],
    ];
    for (const [validity, errors] of cases) {
      const response = await server.api('POST', 'loyalty/voucher/', { ...NEW_VOUCHER, validity });
      expect([validity, response.statusCode, response.json().errors]).toEqual([validity, 400, { validity: errors }]);
    }
    // 19:00 UTC is already the 16th in India.
    const lateServer = await startSignedIn({ config: { now: () => new Date(`${TODAY}T19:00:00.000Z`) } });
    const late = await lateServer.api('POST', 'loyalty/voucher/', { ...NEW_VOUCHER, validity: TODAY });
    expect([late.statusCode, late.json().errors]).toEqual([400, { validity: PAST_EXPIRY }]);
  });

  it('answers 400 listing each duplicate code, and for blank or malformed codes', async () => {
    const server = await startSignedIn();
    const before = voucherCount(server);
    const cases: [unknown, string[]][] = [
      [
        [{ code: 'A' }, { code: 'B' }, { code: ' A' }, { code: 'B' }, { code: 'C' }],
        ['The code "A" appears more than once.', 'The code "B" appears more than once.'],
      ],
      [[{ code: 'A' }, { code: '  ' }], ['A code cannot be blank.']],
      [[{ code: 'A' }, 'B', { code: 7 }], ['Each code must be given as {code} with text.']],
      ['A,B', ['Send the codes as a list of {code}.']],
      [[{ code: 'X'.repeat(101) }], ['A code cannot have more than 100 characters.']],
    ];
    for (const [codes, errors] of cases) {
      const response = await server.api('POST', 'loyalty/voucher/', { ...NEW_VOUCHER, codes });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid input.', errors: { codes: errors } });
    }
    expect(voucherCount(server)).toBe(before);
  });

  it('answers 400 for a scheme flag that is not yes or no, and takes words for one', async () => {
    const server = await startSignedIn();
    const wrong = await server.api('POST', 'loyalty/voucher/', { ...NEW_VOUCHER, is_scheme: 'maybe' });
    expect(wrong.json()).toEqual({ message: 'Invalid input.', errors: { is_scheme: ['Enter yes or no.'] } });
    const word = await server.api('POST', 'loyalty/voucher/', { ...NEW_VOUCHER, is_scheme: 'no' });
    expect(word.json().is_scheme).toBe(false);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const server = await startSignedIn();
    const list = await server.api('POST', 'loyalty/voucher/', [NEW_VOUCHER]);
    expect([list.statusCode, list.json()]).toEqual([400, { message: 'Expected a JSON object.' }]);
    const malformed = await server.inject({
      method: 'POST',
      url: `${API}/loyalty/voucher/`,
      headers: { authorization: `Bearer ${(await server.login()).access}`, 'content-type': 'application/json' },
      payload: '{"offer_name": ',
    });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { message: 'Malformed JSON body.' }]);
  });
});

describe('PUT loyalty/voucher/update/{id}/', () => {
  it('changes only the JSON fields sent, and answers the voucher', async () => {
    const server = await startSignedIn();
    const [id] = liveVoucherIds(server);
    const before = expectedVoucher(server, id);
    const response = await server.api('PUT', `loyalty/voucher/update/${id}/`, {
      offer_name: '  Amazon Pay ₹600 ',
      points_required: '600',
      status: 'inactive',
      voucher_code: '',
      is_scheme: true,
      redeem_instruction: 'One\r\nTwo',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...before,
      offer_name: 'Amazon Pay ₹600',
      points_required: 600,
      status: 'inactive',
      voucher_code: null,
      is_scheme: true,
      redeem_instruction: 'One\nTwo',
    });
    expect(response.json()).toEqual(expectedVoucher(server, id));
  });

  it('takes back the whole record it answered, with a past expiry left as it was', async () => {
    const server = await startSignedIn();
    const [id] = liveVoucherIds(server);
    server.write(db => db.prepare("UPDATE vouchers SET validity = '2025-01-31' WHERE id = ?").run(id));
    const record = (await server.api('GET', `loyalty/voucher/retrieve/${id}`)).json();
    const same = await server.api('PUT', `loyalty/voucher/update/${id}/`, record);
    expect([same.statusCode, same.json()]).toEqual([200, record]);
    const moved = await server.api('PUT', `loyalty/voucher/update/${id}/`, { ...record, validity: '2025-02-01' });
    expect([moved.statusCode, moved.json().errors]).toEqual([400, { validity: PAST_EXPIRY }]);
  });

  it('answers 400 with each field error, changing nothing', async () => {
    const server = await startSignedIn();
    const [id] = liveVoucherIds(server);
    const before = expectedVoucher(server, id);
    const response = await server.api('PUT', `loyalty/voucher/update/${id}/`, {
      offer_name: '',
      points_required: 0,
      validity: '2024-01-01',
      description: null,
      status: 'archived',
      is_scheme: 'perhaps',
      company_logo: 'https://elsewhere.example/logo.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid input.',
      errors: {
        offer_name: REQUIRED,
        points_required: POINTS_ERROR,
        validity: PAST_EXPIRY,
        description: REQUIRED,
        status: ['"archived" is not a valid choice.'],
        is_scheme: ['Enter yes or no.'],
        company_logo: ['The submitted data was not a file.'],
      },
    });
    expect(expectedVoucher(server, id)).toEqual(before);
  });

  it('takes a multipart form with images, stored under media/vouchers/', async () => {
    const server = await startSignedIn();
    const [id] = liveVoucherIds(server);
    const before = expectedVoucher(server, id);
    const form = new Multipart(
      { offer_name: 'Banner Offer', points_required: '250', is_scheme: 'false', company_logo: '' },
      { banner_image: { data: PNG, filename: 'banner.png', type: 'image/png' } },
    );
    const response = await server.api('PUT', `loyalty/voucher/update/${id}/`, form);
    expect(response.statusCode).toBe(200);
    const banner = response.json().banner_image;
    expect(banner).toMatch(/^\/media\/vouchers\/[0-9a-f]{32}\.png$/);
    expect(existsSync(path.join(server.config.dataDir, banner))).toBe(true);
    expect(response.json()).toEqual({
      ...before,
      offer_name: 'Banner Offer',
      points_required: 250,
      is_scheme: false,
      company_logo: null,
      banner_image: banner,
    });
    const kept = await server.api(
      'PUT',
      `loyalty/voucher/update/${id}/`,
      new Multipart({ banner_image: banner, description: 'Kept banner' }),
    );
    expect(kept.json()).toMatchObject({ banner_image: banner, description: 'Kept banner' });
    expect(existsSync(path.join(server.config.dataDir, banner))).toBe(true);
    const replaced = await server.api('PUT', `loyalty/voucher/update/${id}/`, form);
    expect(replaced.json().banner_image).not.toBe(banner);
    expect(existsSync(path.join(server.config.dataDir, banner))).toBe(false);
  });

  it('answers 415 for an image that is not JPEG, PNG or WebP, whatever its name', async () => {
    const server = await startSignedIn();
    const [id] = liveVoucherIds(server);
    const before = expectedVoucher(server, id);
    const response = await server.api(
      'PUT',
      `loyalty/voucher/update/${id}/`,
      new Multipart(
        { offer_name: 'Changed' },
        { company_logo: { data: GIF, filename: 'logo.png', type: 'image/png' } },
      ),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Please select a valid image file (JPEG, PNG, WebP)',
      errors: { company_logo: ['Please select a valid image file (JPEG, PNG, WebP)'] },
    });
    expect(expectedVoucher(server, id)).toEqual(before);
  });

  it('answers 404 for a deleted, unknown or malformed voucher', async () => {
    const server = await startSignedIn();
    for (const id of [deletedVoucherId(server), 99999, 'abc']) {
      const response = await server.api('PUT', `loyalty/voucher/update/${id}/`, { offer_name: 'X' });
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
    }
  });
});

describe('PATCH loyalty/voucher/delete/{id}/', () => {
  it('soft-deletes the voucher: it leaves every list and answers 404 after', async () => {
    const server = await startSignedIn();
    const [id] = liveVoucherIds(server);
    const response = await server.api('PATCH', `loyalty/voucher/delete/${id}/`);
    expect([response.statusCode, response.json()]).toEqual([200, { message: 'Voucher deleted successfully' }]);
    expect(rows(server, 'SELECT is_deleted FROM vouchers WHERE id = ?', id)).toEqual([{ is_deleted: 1 }]);
    const list = (await server.api('GET', 'loyalty/voucher/list/')).json();
    expect(list.map((voucher: { id: number }) => voucher.id)).not.toContain(id);
    for (const [method, route] of [
      ['GET', `loyalty/voucher/retrieve/${id}`],
      ['GET', `loyalty/voucher/codes/${id}/`],
      ['PATCH', `loyalty/voucher/delete/${id}/`],
      ['PUT', `loyalty/voucher/update/${id}/`],
    ] as const) {
      const again = await server.api(method, route, method === 'PUT' ? { offer_name: 'X' } : undefined);
      expect([route, again.statusCode, again.json()]).toEqual([route, 404, NOT_FOUND]);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const server = await startSignedIn();
    for (const id of [99999, 'abc', '0']) {
      const response = await server.api('PATCH', `loyalty/voucher/delete/${id}/`);
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
    }
  });
});

describe('voucher routes', () => {
  it('answer 401 without a token, and change nothing', async () => {
    const server = await startServer();
    const before = rows(server as SignedInServer, 'SELECT * FROM vouchers');
    const routes = [
      ['GET', 'loyalty/voucher/list/'],
      ['GET', 'loyalty/voucher/retrieve/1'],
      ['GET', 'loyalty/voucher/retrieve/1/'],
      ['GET', 'loyalty/voucher/codes/1/'],
      ['POST', 'loyalty/voucher/'],
      ['PUT', 'loyalty/voucher/update/1/'],
      ['PATCH', 'loyalty/voucher/delete/1/'],
      ['POST', 'loyalty/voucher/import/'],
    ] as const;
    await expectEachUnauthorized(server, routes, NEW_VOUCHER);
    expect(rows(server as SignedInServer, 'SELECT * FROM vouchers')).toEqual(before);
  });
});
