import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection';
import { FIRST_APPROVED_BILL } from '@/server/db/seed/fourEyes';
import {
  ADMIN,
  API,
  Multipart,
  VOUCHER_SHEET_HEADER,
  bearer,
  expectEachUnauthorized,
  fileUpload,
  startSignedIn,
  workbook,
  type SignedInServer,
} from '@/tests/server/helpers';

interface Entry {
  id: number;
  at: string;
  actor_id: number;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: number | null;
  summary: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

interface EntryPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Entry[];
}

const NOW = '2025-06-15T10:00:00.000Z';

const one = <T>(server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .get(...params) as T;

const logPage = async (server: SignedInServer, query: Record<string, string> = {}) => {
  const response = await server.api('GET', `audit/log/?${new URLSearchParams(query)}`);
  expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
  return response.json() as EntryPage;
};

/** The newest entry about this record. */
const latestOf = async (server: SignedInServer, targetType: string, targetId?: number) => {
  const page = await logPage(server, {
    target_type: targetType,
    ...(targetId === undefined ? {} : { target_id: String(targetId) }),
  });
  expect(page.count, `${targetType} #${targetId}`).toBeGreaterThan(0);
  return page.results[0];
};

const entryCount = (server: SignedInServer) => one<{ n: number }>(server, 'SELECT COUNT(*) AS n FROM audit_log').n;

/** Opens a verification of the admin's own email, as the settings' step-up asks; its id. */
async function verifyOwnEmail(server: SignedInServer): Promise<string> {
  const sent = await server.api('POST', 'user/send-verification-email/', { email: ADMIN.email });
  expect(sent.statusCode).toBe(200);
  const opened = await server.inject({ method: 'POST', url: new URL(server.outbox().at(-1)!.link!).pathname });
  expect(opened.statusCode).toBe(200);
  return sent.json().verification_id;
}

describe('the audit trail records every change an administrator makes', () => {
  it('writes one entry per change of each kind of record, with who, when, what and the fields before and after', async () => {
    const server = await startSignedIn();
    const expectEntry = async (
      targetType: string,
      targetId: number | null,
      expected: { action: string; summary: string | RegExp; changes?: Record<string, unknown> },
    ) => {
      const entry = await latestOf(server, targetType, targetId ?? undefined);
      expect(entry).toEqual({
        id: expect.any(Number),
        at: NOW,
        actor_id: 1,
        actor_email: ADMIN.email,
        action: expected.action,
        target_type: targetType,
        target_id: targetId,
        summary: typeof expected.summary === 'string' ? expected.summary : expect.stringMatching(expected.summary),
        changes: expected.changes ? expect.objectContaining(expected.changes) : expect.any(Object),
      });
      return entry;
    };

    // session: the sign-in of startSignedIn
    await expectEntry('session', 1, { action: 'sign_in', summary: /^Signed in from .+, address .+$/, changes: {} });

    // user: a new user approved
    const newUser = one<{ id: number; first_name: string; last_name: string }>(
      server,
      `SELECT id, first_name, last_name FROM users WHERE status = 'pending' AND is_admin = 0 AND deleted_at IS NULL
       ORDER BY id LIMIT 1`,
    );
    const role = one<{ id: number }>(server, 'SELECT id FROM roles ORDER BY id LIMIT 1').id;
    expect((await server.api('POST', `user/verify/${newUser.id}/`, { role })).statusCode).toBe(200);
    await expectEntry('user', newUser.id, {
      action: 'approve',
      summary: `Approved user #${newUser.id} (${newUser.first_name} ${newUser.last_name})`,
      changes: { status: { before: 'pending', after: 'approved' } },
    });

    // edit_request: an email change allowed
    const emailRequest = one<{ id: number; email: string; old: string }>(
      server,
      `SELECT r.id, r.email, u.email AS old FROM email_update_requests r JOIN users u ON u.id = r.user_id
       WHERE r.status = 'pending' AND u.deleted_at IS NULL AND u.status = 'approved' ORDER BY r.id LIMIT 1`,
    );
    expect((await server.api('POST', `user/email-update/allow/${emailRequest.id}/`)).statusCode).toBe(200);
    await expectEntry('edit_request', emailRequest.id, {
      action: 'allow',
      summary: new RegExp(`^Allowed edit request #${emailRequest.id} \\(email update, .+\\)$`),
      changes: {
        status: { before: 'pending', after: 'approved' },
        'user.email': { before: emailRequest.old, after: emailRequest.email.trim().toLowerCase() },
      },
    });

    // bill: approved with its awards
    const bill = one<{ id: number; invoice_number: string }>(
      server,
      `SELECT b.id, b.invoice_number FROM bills b JOIN users u ON u.id = b.user_id
       WHERE b.status = 'pending' AND u.deleted_at IS NULL AND u.status = 'approved' ORDER BY b.id LIMIT 1`,
    );
    const approved = await server.api('PATCH', `bill/approve/${bill.id}/`, { points_earned: 40, cash_earned: 12.5 });
    expect(approved.statusCode).toBe(200);
    await expectEntry('bill', bill.id, {
      action: 'approve',
      summary: new RegExp(`^Approved bill #${bill.id} \\(${bill.invoice_number}, .+\\)$`),
      changes: {
        status: { before: 'pending', after: 'approved' },
        points_earned: { before: null, after: 40 },
        cash_earned: { before: null, after: 12.5 },
        decided_at: { before: null, after: NOW },
      },
    });

    // voucher: created
    const voucher = await server.api('POST', 'loyalty/voucher/', {
      offer_name: 'Audit Voucher',
      points_required: 50,
      validity: '2030-01-01',
      description: 'For the trail.',
      redeem_instruction: 'Show it.',
    });
    expect([voucher.statusCode, voucher.body]).toEqual([201, expect.any(String)]);
    await expectEntry('voucher', voucher.json().id, {
      action: 'create',
      summary: `Created voucher #${voucher.json().id} (Audit Voucher)`,
      changes: {
        offer_name: { before: null, after: 'Audit Voucher' },
        points_required: { before: null, after: 50 },
      },
    });

    // voucher_request: rejected (its points go back)
    const voucherRequest = one<{ id: number }>(
      server,
      `SELECT r.id FROM voucher_requests r JOIN users u ON u.id = r.user_id
       WHERE r.status = 'pending' AND u.deleted_at IS NULL AND u.status = 'approved' ORDER BY r.id LIMIT 1`,
    );
    expect((await server.api('POST', `loyalty/voucher-request/${voucherRequest.id}/reject/`)).statusCode).toBe(200);
    await expectEntry('voucher_request', voucherRequest.id, {
      action: 'reject',
      summary: new RegExp(`^Rejected voucher request #${voucherRequest.id} \\(.+, .+\\)$`),
      changes: { status: { before: 'pending', after: 'rejected' } },
    });

    // payment: a payout approved
    const payout = one<{ id: number }>(
      server,
      `SELECT p.id FROM payment_requests p JOIN users u ON u.id = p.user_id
       WHERE p.status = 'pending' AND u.deleted_at IS NULL AND u.status = 'approved' ORDER BY p.id LIMIT 1`,
    );
    expect((await server.api('POST', `loyalty/payment/approve/${payout.id}/`)).statusCode).toBe(200);
    await expectEntry('payment', payout.id, {
      action: 'approve',
      summary: new RegExp(`^Approved payout #${payout.id} \\(₹[\\d.]+, .+\\)$`),
      changes: { status: { before: 'pending', after: 'approved' } },
    });

    // product: deleted (what it was stays in the entry)
    const product = one<{ id: number; name: string; code: string }>(
      server,
      'SELECT id, name, code FROM products ORDER BY id LIMIT 1',
    );
    expect((await server.api('DELETE', `product/product/delete/${product.id}/`)).statusCode).toBe(200);
    await expectEntry('product', product.id, {
      action: 'delete',
      summary: `Deleted product #${product.id} (${product.name}, ${product.code})`,
      changes: { name: { before: product.name, after: null }, code: { before: product.code, after: null } },
    });

    // brand: created
    const brand = await server.api('POST', 'product/brand/', new Multipart({ name: 'Audit Brand' }));
    expect(brand.statusCode).toBe(201);
    await expectEntry('brand', brand.json().id, {
      action: 'create',
      summary: `Created brand #${brand.json().id} (Audit Brand)`,
      changes: { name: { before: null, after: 'Audit Brand' } },
    });

    // category: renamed
    const category = one<{ id: number; name: string }>(server, 'SELECT id, name FROM categories ORDER BY id LIMIT 1');
    expect((await server.api('PUT', `product/category/update/${category.id}/`, { name: 'Renamed' })).statusCode).toBe(
      200,
    );
    const renamed = await expectEntry('category', category.id, {
      action: 'update',
      summary: `Updated category #${category.id} (Renamed)`,
    });
    expect(renamed.changes).toEqual({ name: { before: category.name, after: 'Renamed' } });

    // directory: an entry's phone changed
    const entry = one<{ id: number; phone: string }>(
      server,
      'SELECT id, phone FROM directory_entries ORDER BY id LIMIT 1',
    );
    expect((await server.api('PUT', `user/directory/update/${entry.id}/`, { phone: '9000011111' })).statusCode).toBe(
      200,
    );
    const directory = await expectEntry('directory', entry.id, {
      action: 'update',
      summary: /^Updated directory entry #/,
    });
    expect(directory.changes).toEqual({ phone: { before: entry.phone, after: '9000011111' } });

    // terms: an entry's content edited; privacy: an entry created
    const terms = one<{ id: number; content: string }>(
      server,
      "SELECT id, content FROM legal_entries WHERE kind = 'terms' ORDER BY id LIMIT 1",
    );
    expect(
      (await server.api('PUT', `main/terms-and-conditions/${terms.id}/`, { content: 'New words.' })).statusCode,
    ).toBe(200);
    const edited = await expectEntry('terms', terms.id, {
      action: 'update',
      summary: /^Updated terms and conditions entry #/,
    });
    expect(edited.changes.content).toEqual({ before: expect.any(String), after: 'New words.' });
    const policy = await server.api('POST', 'main/privacy-policy/', {
      title: 'Cookies',
      section: 'data_security',
      content: 'We keep none.',
      display_order: 9,
    });
    expect(policy.statusCode).toBe(201);
    await expectEntry('privacy', policy.json().id, {
      action: 'create',
      summary: `Created privacy policy entry #${policy.json().id} (Cookies)`,
      changes: { title: { before: null, after: 'Cookies' }, section: { before: null, after: 'data_security' } },
    });

    // tds_certificate: one uploaded for a member, another deleted
    const member = one<{ id: number }>(
      server,
      "SELECT id FROM users WHERE is_admin = 0 AND status = 'approved' AND deleted_at IS NULL ORDER BY id LIMIT 1",
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const upload = new Multipart(
      {},
      { certificate_file: { data: pdf, filename: 'form16a.pdf', type: 'application/pdf' } },
    );
    const uploaded = await server.api('POST', `loyalty/tds-certificate/${member.id}/`, upload);
    expect(uploaded.statusCode).toBe(201);
    await expectEntry('tds_certificate', uploaded.json().id, {
      action: 'create',
      summary: new RegExp(`^Created TDS certificate #${uploaded.json().id} \\(form16a\\.pdf, .+\\)$`),
      changes: { file_name: { before: null, after: 'form16a.pdf' }, member: { before: null, after: member.id } },
    });
    const certificate = one<{ id: number }>(
      server,
      `SELECT c.id FROM tds_certificates c JOIN users u ON u.id = c.user_id
       WHERE c.is_deleted = 0 AND u.deleted_at IS NULL AND u.status = 'approved' ORDER BY c.id LIMIT 1`,
    );
    expect((await server.api('PATCH', `loyalty/tds-certificate/delete/${certificate.id}/`)).statusCode).toBe(200);
    await expectEntry('tds_certificate', certificate.id, {
      action: 'delete',
      summary: new RegExp(`^Deleted TDS certificate #${certificate.id}`),
      changes: { is_deleted: { before: 0, after: 1 } },
    });

    // settings: the admin's phone changed through the OTP
    await verifyOwnEmail(server);
    expect((await server.api('PUT', 'user/admin/update-phone/1/', { phone_number: '9876501234' })).statusCode).toBe(
      200,
    );
    const otp = (server.outbox().at(-1) as { otp?: string }).otp!;
    expect((await server.api('POST', 'user/verify-otp/', { otp, phoneNumber: '9876501234' })).statusCode).toBe(200);
    const phone = await expectEntry('settings', 1, {
      action: 'update',
      summary: `Updated account settings #1 (${ADMIN.email}): mobile number changed`,
    });
    expect(phone.changes).toEqual({ phone: { before: expect.anything(), after: '9876501234' } });
    expect(JSON.stringify(phone)).not.toContain(otp);

    // an import: one entry with the import's report
    const imported = await server.api(
      'POST',
      'loyalty/voucher/import/',
      fileUpload(workbook([VOUCHER_SHEET_HEADER, ['Imported One', 'Co', 5, '2030-01-01', 'A', 'H']]), 'v.xlsx'),
    );
    expect(imported.statusCode).toBe(201);
    await expectEntry('voucher', null, {
      action: 'import',
      summary: 'Voucher import: Imported 1 voucher.',
      changes: {},
    });

    // session: signed out with the refresh token
    const { refresh } = await server.login();
    expect((await server.api('POST', 'user/token/blacklist/', { refresh })).statusCode).toBe(200);
    await expectEntry('session', 1, { action: 'sign_out', summary: /^Signed out from / });
    // The same token again signs nobody out: nothing more is recorded.
    const count = entryCount(server);
    await server.api('POST', 'user/token/blacklist/', { refresh });
    expect(entryCount(server)).toBe(count);
  });

  it('records nothing for a refused change, and never a password, token or OTP', async () => {
    const server = await startSignedIn();
    const bill = one<{ id: number }>(server, "SELECT id FROM bills WHERE status = 'approved' ORDER BY id LIMIT 1");
    const before = entryCount(server);
    expect(
      (await server.api('PATCH', `bill/approve/${bill.id}/`, { points_earned: 1, cash_earned: 1 })).statusCode,
    ).toBe(400);
    expect((await server.api('POST', 'loyalty/voucher/', {})).statusCode).toBe(400);
    expect((await server.api('DELETE', 'product/product/delete/999999/')).statusCode).toBe(404);
    expect(entryCount(server)).toBe(before);

    const verificationId = await verifyOwnEmail(server);
    const password = 'Brand-new-secret-9';
    const changed = await server.api('POST', 'user/change-password/', {
      new_password: password,
      confirm_password: password,
      verification_id: verificationId,
    });
    expect(changed.statusCode).toBe(200);
    const rows = server.db().prepare('SELECT * FROM audit_log ORDER BY id').all();
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      target_type: 'settings',
      target_id: 1,
      summary: 'Changed the password in the settings; every session was signed out',
      changes: '{}',
    });
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(verificationId);
    expect(everything).not.toMatch(/password_hash|token_version|eyJ/);
  });

  it("keeps the actor's email as it was when their own email changes", async () => {
    const server = await startSignedIn();
    const login = await server.login();
    const newEmail = 'boss@loyalty.test';
    await verifyOwnEmail(server);
    const sent = await server.api('POST', 'user/send-verification-email/', { email: newEmail });
    const link = new URL(server.outbox().at(-1)!.link!).pathname;
    expect((await server.inject({ method: 'POST', url: link })).statusCode).toBe(200);
    const changed = await server.inject({
      method: 'PUT',
      url: `${API}/user/update-email/1/`,
      headers: bearer(login.access),
      payload: { email: newEmail, verification_id: sent.json().verification_id },
    });
    expect(changed.statusCode).toBe(200);
    const entry = await latestOf(server, 'settings', 1);
    expect(entry).toMatchObject({
      actor_email: ADMIN.email,
      summary: `Updated account settings #1 (${newEmail}): email changed`,
      changes: { email: { before: ADMIN.email, after: newEmail } },
    });
  });
});

describe('GET audit/log/', () => {
  /** A server with entries of several kinds, at three times. */
  async function serverWithHistory() {
    // Tokens outlive the three days the clock moves on, so the one sign-in stays the only one.
    const server = await startSignedIn({ config: { accessTokenLifetime: 7 * 24 * 3600 } });
    const categories = server.db().prepare('SELECT id FROM categories ORDER BY id LIMIT 3').pluck().all() as number[];
    for (const [index, id] of categories.entries()) {
      server.clock.advance(24 * 60 * 60 * 1000);
      const renamed = await server.api('PUT', `product/category/update/${id}/`, { name: `Category ${index}` });
      expect(renamed.statusCode).toBe(200);
    }
    return { server, categories };
  }

  it('answers DRF pages newest first, the first when no page is asked for', async () => {
    const { server, categories } = await serverWithHistory();
    const whole = await logPage(server);
    expect(whole).toMatchObject({ count: 5, next: null, previous: null });
    expect(whole.results.map(entry => [entry.action, entry.target_id])).toEqual([
      ['update', categories[2]],
      ['update', categories[1]],
      ['update', categories[0]],
      ['sign_in', 1],
      // The seed's first approval of a bill (four eyes), two hours before the sign-in.
      ['approve', FIRST_APPROVED_BILL.id],
    ]);
    const second = await logPage(server, { page: '2', page_size: '2' });
    expect(second.count).toBe(5);
    expect(second.results.map(entry => entry.target_id)).toEqual([categories[0], 1]);
    expect(second.previous).toMatch(/\/api\/v1\/audit\/log\/\?page=1&page_size=2$/);
    expect(second.next).toMatch(/\/api\/v1\/audit\/log\/\?page=3&page_size=2$/);
    const oldest = await logPage(server, { ordering: 'at' });
    expect(oldest.results.map(entry => entry.action).slice(0, 2)).toEqual(['approve', 'sign_in']);

    const byId = await server.api('GET', `audit/log/${whole.results[0].id}/`);
    expect(byId.json()).toEqual(whole.results[0]);
    expect((await server.api('GET', 'audit/log/999999/')).statusCode).toBe(404);
    expect((await server.api('GET', 'audit/log/01/')).statusCode).toBe(404);
  });

  it('filters by target, actor, action and time (a date is a day in India)', async () => {
    const { server, categories } = await serverWithHistory();
    const ids = async (query: Record<string, string>) =>
      (await logPage(server, query)).results.map(entry => `${entry.target_type}:${entry.target_id}`);
    expect(await ids({ target_type: 'category' })).toHaveLength(3);
    expect(await ids({ target_type: 'category', target_id: String(categories[1]) })).toEqual([
      `category:${categories[1]}`,
    ]);
    expect(await ids({ target_type_in: 'session,brand' })).toEqual(['session:1']);
    expect(await ids({ action: 'sign_in' })).toEqual(['session:1']);
    expect(await ids({ actor: '1' })).toHaveLength(4);
    expect(await ids({ actor: ' ADMIN@loyalty.test ' })).toHaveLength(4);
    expect(await ids({ actor: '2' })).toEqual([]);
    // Renames on 16, 17 and 18 June at 10:00 UTC, 15:30 in India.
    expect(await ids({ since: '2025-06-17' })).toEqual([`category:${categories[2]}`, `category:${categories[1]}`]);
    const seeded = `bill:${FIRST_APPROVED_BILL.id}`;
    expect(await ids({ until: '2025-06-16' })).toEqual([`category:${categories[0]}`, 'session:1', seeded]);
    expect(await ids({ since: '2025-06-17', until: '2025-06-17' })).toEqual([`category:${categories[1]}`]);
    expect(await ids({ since: '2025-06-17T10:00:00.001Z' })).toEqual([`category:${categories[2]}`]);
    expect(await ids({ until: '2025-06-16T15:30:00+05:30' })).toEqual([
      `category:${categories[0]}`,
      'session:1',
      seeded,
    ]);
    expect(await ids({ search: 'category #' + categories[0] })).toEqual([`category:${categories[0]}`]);
  });

  it('answers 400 for a bad filter value', async () => {
    const server = await startSignedIn();
    for (const [name, value] of [
      ['target_type', 'widget'],
      ['target_type_in', 'user,widget'],
      ['action', 'explode'],
      ['target_id', '01'],
      ['target_id', '-1'],
      ['target_id', 'x'],
      ['actor', 'not an email'],
      ['since', '2026-02-30'],
      ['since', 'yesterday'],
      ['until', '2025-06-15T25:00:00Z'],
      ['until', '2025-06-15T10:00:00'],
      ['page', '0'],
      ['page_size', 'x'],
      ['ordering', 'secret'],
    ]) {
      const response = await server.api('GET', `audit/log/?${new URLSearchParams({ [name]: value })}`);
      expect([name, value, response.statusCode]).toEqual([name, value, 400]);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    const twice = await server.api('GET', 'audit/log/?action=create&action=delete');
    expect(twice.statusCode).toBe(400);
  });

  it('needs the bearer token', async () => {
    const server = await startSignedIn();
    await expectEachUnauthorized(server, [
      ['GET', 'audit/log/'],
      ['GET', 'audit/log/1/'],
      ['PUT', 'audit/log/1/'],
      ['DELETE', 'audit/log/1/'],
    ]);
  });
});

describe('audit entries are written once', () => {
  it('answers 405 to PUT, PATCH and DELETE of an entry, and POST to the log, changing nothing', async () => {
    const server = await startSignedIn();
    const rows = () => server.db().prepare('SELECT * FROM audit_log ORDER BY id').all();
    const before = rows();
    for (const [method, url] of [
      ['PUT', 'audit/log/1/'],
      ['PATCH', 'audit/log/1/'],
      ['DELETE', 'audit/log/1/'],
      ['POST', 'audit/log/'],
      ['DELETE', 'audit/log/'],
    ] as const) {
      const response = await server.api(method, url, method === 'DELETE' ? undefined : { summary: 'forged' });
      expect([method, url, response.statusCode]).toEqual([method, url, 405]);
      expect(response.headers.allow).toBe('GET');
      expect(response.json()).toEqual({
        message: 'Audit entries cannot be changed or deleted.',
        detail: `Method "${method}" not allowed.`,
      });
    }
    const malformed = await server.inject({
      method: 'PUT',
      url: `${API}/audit/log/1/`,
      headers: { ...bearer((await server.login()).access), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(malformed.statusCode).toBe(405);
    expect(rows().slice(0, before.length)).toEqual(before);
  });

  it('refuses UPDATE and DELETE of its rows in SQL, as the ledger does', async () => {
    const server = await startSignedIn();
    const db = openDatabase(path.join(server.config.dataDir, 'db.sqlite'));
    try {
      expect(() => db.prepare("UPDATE audit_log SET summary = 'forged'").run()).toThrow(
        'audit entries cannot be changed',
      );
      expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow('audit entries cannot be deleted');
      expect(() =>
        db
          .prepare(
            `INSERT INTO audit_log (at, actor_id, action, target_type, summary) VALUES (?, 1, 'erase', 'user', 'x')`,
          )
          .run(NOW),
      ).toThrow(/CHECK constraint failed/);
      // The seed's first approval of a bill and the sign-in.
      expect(db.prepare('SELECT COUNT(*) FROM audit_log').pluck().get()).toBe(2);
    } finally {
      db.close();
    }
  });
});
