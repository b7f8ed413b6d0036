import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodePng } from '@/server/png';
import { bearer, expectEachUnauthorized, Multipart, startServer, startSignedIn, type SignedInServer } from '@/tests/server/helpers';
import { mediaAddress, privateFile } from '@/tests/server/mediaAddresses';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), ...Buffer.alloc(32)]);
const PNG = encodePng(2, 2, () => [10, 20, 30]);
const USER_NOT_FOUND = { detail: 'Not found.', message: 'User not found.' };
const CERTIFICATE_NOT_FOUND = { detail: 'Not found.', message: 'TDS certificate not found.' };
const DELETED = { message: 'TDS certificate deleted successfully.' };

const certificate = (data: Buffer, filename = 'form16a.pdf', type = 'application/pdf') =>
  new Multipart({}, { certificate_file: { data, filename, type } });

const rows = <T>(server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .all(...params) as T[];

/** A live member of the seed with no voucher request, certificate or ledger entry: a blank page. */
async function newMember(server: SignedInServer) {
  const response = await server.api(
    'POST',
    'user/user/admin/create/',
    new Multipart({ first_name: 'Tara', last_name: 'Iyer', pan_card_number: 'ABCDE1234F' }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const deletedMember = (server: SignedInServer, id: number) =>
  server.write(db => db.prepare("UPDATE users SET deleted_at = '2025-06-01T00:00:00.000Z' WHERE id = ?").run(id));

describe('GET loyalty/admin/voucher/users-vouchers/{id}/', () => {
  it('answers every voucher request of the member, newest first, with the code once approved', async () => {
    const server = await startSignedIn();
    const [{ user_id: userId }] = rows<{ user_id: number }>(
      server,
      "SELECT user_id FROM voucher_requests WHERE status = 'pending' ORDER BY id LIMIT 1",
    );
    const pending = rows<{ id: number }>(
      server,
      "SELECT id FROM voucher_requests WHERE user_id = ? AND status = 'pending' ORDER BY id",
      userId,
    );
    const approve = await server.api('POST', `loyalty/voucher-request/${pending[0].id}/approve/`);
    expect(approve.statusCode).toBe(200);

    const response = await server.api('GET', `loyalty/admin/voucher/users-vouchers/${userId}/`);
    expect(response.statusCode).toBe(200);
    const expected = rows<Record<string, never>>(
      server,
      `SELECT r.id, c.code AS voucher_code, r.status, r.requested_on, r.decided_at, r.points, v.id AS voucher_id,
         v.offer_name, v.company_name, v.validity, v.points_required, v.company_logo, v.banner_image
       FROM voucher_requests r JOIN vouchers v ON v.id = r.voucher_id LEFT JOIN voucher_codes c ON c.id = r.voucher_code_id
       WHERE r.user_id = ? ORDER BY r.requested_on DESC, r.id DESC`,
      userId,
    ).map(row => ({
      id: row.id,
      voucher_code: row.voucher_code,
      status: row.status,
      requested_on: row.requested_on,
      decided_at: row.decided_at,
      points: row.points,
      voucher_details: {
        id: row.voucher_id,
        offer_name: row.offer_name,
        company_name: row.company_name,
        validity: row.validity,
        points_required: row.points_required,
        company_logo: row.company_logo === null ? null : `/media/${row.company_logo}`,
        banner_image: row.banner_image === null ? null : `/media/${row.banner_image}`,
      },
    }));
    expect(response.json()).toEqual(expected);
    const approved = response.json().find((item: { id: number }) => item.id === pending[0].id);
    expect(approved).toMatchObject({ status: 'approved', voucher_code: expect.any(String) });
  });

  it('answers an empty list for a member without vouchers, and 404 for unknown, deleted or malformed ids', async () => {
    const server = await startSignedIn();
    const id = await newMember(server);
    expect((await server.api('GET', `loyalty/admin/voucher/users-vouchers/${id}/`)).json()).toEqual([]);
    deletedMember(server, id);
    for (const bad of [id, 999999, 'abc', 1]) {
      const response = await server.api('GET', `loyalty/admin/voucher/users-vouchers/${bad}/`);
      expect([bad, response.statusCode, response.json()]).toEqual([bad, 404, USER_NOT_FOUND]);
    }
  });
});

describe('TDS certificates', () => {
  const list = async (server: SignedInServer, userId: number) => {
    const response = await server.api('GET', `loyalty/admin/tds-certificate/user-certificates/${userId}/`);
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number; certificate_file: string; certificate_file_url: string }[];
  };

  it("lists the seeded member's certificates that are not deleted, newest first", async () => {
    const server = await startSignedIn();
    const [{ user_id: userId }] = rows<{ user_id: number }>(
      server,
      'SELECT user_id FROM tds_certificates GROUP BY user_id HAVING SUM(is_deleted) > 0 LIMIT 1',
    );
    const expected = rows<{ id: number; certificate_file: string; uploaded_at: string }>(
      server,
      `SELECT id, certificate_file, uploaded_at FROM tds_certificates WHERE user_id = ? AND is_deleted = 0
       ORDER BY uploaded_at DESC, id DESC`,
      userId,
    ).map(row => ({ ...row, certificate_file_url: mediaAddress(server, row.certificate_file), file_name: null }));
    expect(expected.length).toBeGreaterThan(0);
    expect(await list(server, userId)).toEqual(expected);
  });

  it('stores a PDF, a JPEG and a PNG under server-made names, one call each, and serves them back', async () => {
    const server = await startSignedIn();
    const userId = await newMember(server);
    const uploaded = [];
    for (const [data, filename, type, extension, fileName] of [
      [PDF, 'Q1 form 16A.pdf', 'application/pdf', 'pdf', 'Q1 form 16A.pdf'],
      [JPEG, 'q2.JPEG', 'image/jpeg', 'jpg', 'q2.JPEG'],
      [PNG, '../../etc/passwd-q3.png', 'image/png', 'png', 'passwd-q3.png'],
      [PDF, 'reports/', 'application/pdf', 'pdf', null],
    ] as const) {
      const response = await server.api(
        'POST',
        `loyalty/tds-certificate/${userId}/`,
        certificate(data, filename, type),
      );
      expect(response.statusCode).toBe(201);
      const record = response.json();
      expect(record).toEqual({
        id: expect.any(Number),
        certificate_file: expect.stringMatching(new RegExp(`^private/[0-9a-f]{32}\\.${extension}$`)),
        certificate_file_url: mediaAddress(server, record.certificate_file),
        file_name: fileName,
        uploaded_at: server.clock.now().toISOString(),
      });
      const stored = privateFile(server, record.certificate_file);
      expect(readFileSync(stored)).toEqual(data);
      const served = await server.inject({ method: 'GET', url: record.certificate_file_url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(data);
      uploaded.unshift(record);
      server.clock.advance(1000);
    }
    // Listed later, each with an address signed from now.
    expect(await list(server, userId)).toEqual(
      uploaded.map(record => ({ ...record, certificate_file_url: mediaAddress(server, record.certificate_file) })),
    );
  });

  it('refuses files that are not PDF, JPEG or PNG by content, whatever their name, with 415', async () => {
    const server = await startSignedIn();
    const userId = await newMember(server);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
    for (const [data, name] of [
      [Buffer.from('just some text, not a PDF'), 'renamed.pdf'],
      [Buffer.from('MZ\x90\x00 executable'), 'invoice.png'],
      [webp, 'certificate.jpg'],
    ] as const) {
      const response = await server.api('POST', `loyalty/tds-certificate/${userId}/`, certificate(data, name));
      expect([name, response.statusCode, response.json().message]).toEqual([
        name,
        415,
        'Please select a PDF, JPG, JPEG or PNG file.',
      ]);
    }
    expect(await list(server, userId)).toEqual([]);
  });

  it('refuses a name over 30 characters, a missing file and several files with 400', async () => {
    const server = await startSignedIn();
    const userId = await newMember(server);
    const thirty = `${'a'.repeat(26)}.pdf`;
    const tooLong = await server.api('POST', `loyalty/tds-certificate/${userId}/`, certificate(PDF, `a${thirty}`));
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      { message: 'File Name Too Long!', errors: { certificate_file: ['File Name Too Long!'] } },
    ]);
    const exactly = await server.api('POST', `loyalty/tds-certificate/${userId}/`, certificate(PDF, thirty));
    expect(exactly.statusCode).toBe(201);

    const none = await server.api('POST', `loyalty/tds-certificate/${userId}/`, new Multipart({ note: 'x' }));
    expect([none.statusCode, none.json().message]).toEqual([400, 'Please select at least one file to upload']);
    const wrongField = await server.api(
      'POST',
      `loyalty/tds-certificate/${userId}/`,
      new Multipart({}, { file: { data: PDF, filename: 'a.pdf', type: 'application/pdf' } }),
    );
    expect(wrongField.statusCode).toBe(400);
    const two = new Multipart({}, { certificate_file: { data: PDF, filename: 'a.pdf' } });
    const twoFiles = Buffer.concat([
      two.payload.subarray(0, two.payload.lastIndexOf('--test-boundary')),
      new Multipart({}, { certificate_file: { data: PDF, filename: 'b.pdf' } }).payload,
    ]);
    const several = await server.inject({
      method: 'POST',
      url: `/api/v1/loyalty/tds-certificate/${userId}/`,
      headers: { ...two.headers, ...bearer((await server.login()).access) },
      payload: twoFiles,
    });
    expect([several.statusCode, several.json().message]).toEqual([400, 'Send one certificate file per request.']);
    const json = await server.api('POST', `loyalty/tds-certificate/${userId}/`, { certificate_file: 'a.pdf' });
    expect(json.statusCode).toBe(415);
    expect(await list(server, userId)).toHaveLength(1);
  });

  it('answers a truncated or malformed multipart body with a 4xx, never a 500, and stores nothing', async () => {
    const server = await startSignedIn();
    const userId = await newMember(server);
    const { access } = await server.login();
    const whole = certificate(PDF);
    for (const [headers, payload] of [
      [whole.headers, whole.payload.subarray(0, whole.payload.length - 30)],
      [whole.headers, Buffer.from('not a multipart body at all')],
      [{ 'content-type': 'multipart/form-data' }, whole.payload],
      [{ 'content-type': 'multipart/form-data; boundary=' }, Buffer.alloc(0)],
    ] as const) {
      const response = await server.inject({
        method: 'POST',
        url: `/api/v1/loyalty/tds-certificate/${userId}/`,
        headers: { ...headers, ...bearer(access) },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await list(server, userId)).toEqual([]);
  });

  it('answers 413 for a file over 10 MB and stores nothing', async () => {
    const server = await startSignedIn();
    const userId = await newMember(server);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const filesBefore = readdirSync(path.join(server.config.dataDir, 'private-media'));
    const response = await server.api('POST', `loyalty/tds-certificate/${userId}/`, certificate(big));
    expect(response.statusCode).toBe(413);
    expect(await list(server, userId)).toEqual([]);
    expect(readdirSync(path.join(server.config.dataDir, 'private-media'))).toEqual(filesBefore);
  });

  it('answers 404 to an upload or a list for an unknown, deleted or malformed user', async () => {
    const server = await startSignedIn();
    const userId = await newMember(server);
    deletedMember(server, userId);
    for (const bad of [userId, 999999, 'x1', 1, '1e3', '0x10', '2.5', '-2', '99999999999999999999999', '%20']) {
      const upload = await server.api('POST', `loyalty/tds-certificate/${bad}/`, certificate(PDF));
      const listed = await server.api('GET', `loyalty/admin/tds-certificate/user-certificates/${bad}/`);
      expect([bad, upload.statusCode, upload.json(), listed.statusCode, listed.json()]).toEqual([
        bad,
        404,
        USER_NOT_FOUND,
        404,
        USER_NOT_FOUND,
      ]);
    }
  });

  it('deletes softly: the certificate leaves the list, its row stays, its file and address go, a second delete is 404', async () => {
    const server = await startSignedIn();
    const userId = await newMember(server);
    const first = (await server.api('POST', `loyalty/tds-certificate/${userId}/`, certificate(PDF))).json();
    server.clock.advance(1000);
    const second = (await server.api('POST', `loyalty/tds-certificate/${userId}/`, certificate(PNG, 'q.png'))).json();

    const response = await server.api('PATCH', `loyalty/tds-certificate/delete/${first.id}/`);
    expect([response.statusCode, response.json()]).toEqual([200, DELETED]);
    expect(await list(server, userId)).toEqual([second]);
    expect(rows(server, 'SELECT is_deleted FROM tds_certificates WHERE id = ?', first.id)).toEqual([{ is_deleted: 1 }]);
    expect(existsSync(privateFile(server, first.certificate_file))).toBe(false);
    expect((await server.inject({ method: 'GET', url: first.certificate_file_url })).statusCode).toBe(404);
    expect(existsSync(privateFile(server, second.certificate_file))).toBe(true);

    for (const bad of [first.id, 999999, 'abc', '-1']) {
      const again = await server.api('PATCH', `loyalty/tds-certificate/delete/${bad}/`);
      expect([bad, again.statusCode, again.json()]).toEqual([bad, 404, CERTIFICATE_NOT_FOUND]);
    }
    deletedMember(server, userId);
    const ofDeletedMember = await server.api('PATCH', `loyalty/tds-certificate/delete/${second.id}/`);
    expect([ofDeletedMember.statusCode, ofDeletedMember.json()]).toEqual([404, CERTIFICATE_NOT_FOUND]);
  });
});

describe('the user detail routes', () => {
  it('answer 401 without a token', async () => {
    const server = await startServer();
    await expectEachUnauthorized(server, [
      ['GET', 'loyalty/admin/voucher/users-vouchers/2/'],
      ['GET', 'loyalty/admin/tds-certificate/user-certificates/2/'],
      ['POST', 'loyalty/tds-certificate/2/'],
      ['PATCH', 'loyalty/tds-certificate/delete/1/'],
      ['GET', 'loyalty/admin/users/transactions/history/2/'],
    ]);
  });
});
