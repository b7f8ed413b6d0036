import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { encodePng } from '@/server/png';
import { API, bearer, createClock, makeTempDir, Multipart, startSignedIn, type SignedInServer } from './helpers';
import { mediaAddress, PRIVATE_PATH, privateFile } from './mediaAddresses';

const NOT_FOUND = { detail: 'Not found.', message: 'Not found.' };
const PNG = encodePng(4, 4, () => [200, 40, 40]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const value = (server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .pluck()
    .get(...params) as string | number | null;
const get = (server: SignedInServer, url: string) => server.inject({ method: 'GET', url });
const answer = async (server: SignedInServer, url: string) => {
  const response = await get(server, url);
  return [url, response.statusCode, response.statusCode === 404 ? response.json() : undefined];
};

/** A member with a PAN card, and the address the API gives for it. */
async function memberWithPanCard(server: SignedInServer) {
  const id = value(server, "SELECT id FROM users WHERE status = 'approved' AND pan_card IS NOT NULL") as number;
  const record = (await server.api('GET', `user/retrieve/${id}/`)).json() as { pan_card: string };
  return { id, stored: value(server, 'SELECT pan_card FROM users WHERE id = ?', id) as string, url: record.pan_card };
}

describe('private documents', () => {
  it('are stored under unguessable names and served, without a header, only at signed addresses', async () => {
    const server = await startSignedIn();
    const { stored, url } = await memberWithPanCard(server);
    expect(stored).toMatch(PRIVATE_PATH);
    expect(url).toBe(mediaAddress(server, stored));
    expect(url).toMatch(/^\/media\/private\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]{43}$/);

    const served = await get(server, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=600');
    expect(served.rawPayload).toEqual(readFileSync(privateFile(server, stored)));

    const [pathname, query] = url.split('?');
    const params = new URLSearchParams(query);
    const signature = params.get('signature')!;
    const tampered = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const otherFile = value(server, "SELECT photo FROM users WHERE photo LIKE 'private/%' AND photo <> ?", stored);
    for (const bad of [
      pathname,
      `${pathname}?expires=${params.get('expires')}`,
      `${pathname}?expires=${params.get('expires')}&signature=${tampered}`,
      `${pathname}?expires=${Number(params.get('expires')) + 3600}&signature=${signature}`,
      `/media/${otherFile}?${query}`,
      `${pathname}/?${query}`,
      `/media/seed/../../private-media/${path.basename(stored)}`,
      `/media/%2e%2e/private-media/${path.basename(stored)}`,
      `/media/private/${'0'.repeat(32)}.png?${query}`,
    ]) {
      expect(await answer(server, bad)).toEqual([bad, 404, NOT_FOUND]);
    }
  });

  it('stop working once MEDIA_URL_LIFETIME has passed; a new answer signs them again', async () => {
    const server = await startSignedIn({ config: { mediaUrlLifetime: 30 } });
    const { id, url } = await memberWithPanCard(server);
    expect(Number(new URLSearchParams(url.split('?')[1]).get('expires'))).toBe(
      Math.floor(server.clock.now().getTime() / 1000) + 30,
    );
    server.clock.advance(29_000);
    expect((await get(server, url)).statusCode).toBe(200);
    server.clock.advance(1_000);
    expect(await answer(server, url)).toEqual([url, 404, NOT_FOUND]);
    const fresh = (await server.api('GET', `user/retrieve/${id}/`)).json().pan_card as string;
    expect((await get(server, fresh)).statusCode).toBe(200);
    expect(loadConfig({}).mediaUrlLifetime).toBe(600);
    expect(loadConfig({ MEDIA_URL_LIFETIME: '45' }).mediaUrlLifetime).toBe(45);
  });

  it("are no longer public: the demo's seed files moved to the private store", async () => {
    const server = await startSignedIn();
    for (const name of ['pan-card-1.png', 'pan-card-2.png', 'photo-1.png', 'card-front-1.png', 'bill-1.png']) {
      expect(await answer(server, `/media/seed/${name}`)).toEqual([`/media/seed/${name}`, 404, NOT_FOUND]);
    }
    const seedFiles = readdirSync(path.join(server.config.dataDir, 'media', 'seed'));
    expect(seedFiles.filter(name => /^(pan-card|photo|card-|bill-|tds-)/.test(name))).toEqual([]);
    const privateColumns = [
      'SELECT pan_card FROM users UNION SELECT photo FROM users UNION SELECT visiting_card_front FROM users',
      'SELECT visiting_card_back FROM users UNION SELECT image FROM bills UNION SELECT pan_card FROM payment_requests',
      'SELECT certificate_file FROM tds_certificates',
    ].join(' UNION ');
    const stored = server
      .db()
      .prepare(`SELECT * FROM (${privateColumns}) WHERE pan_card IS NOT NULL`)
      .pluck()
      .all() as string[];
    expect(stored.length).toBeGreaterThan(10);
    for (const each of stored) {
      expect(each).toMatch(PRIVATE_PATH);
      expect(existsSync(privateFile(server, each))).toBe(true);
    }
  });

  it('keep catalogue media public: logos, product images, brochures and voucher pictures', async () => {
    const server = await startSignedIn();
    const publicFiles = server
      .db()
      .prepare(
        `SELECT logo FROM brands UNION SELECT image FROM product_media UNION SELECT site_installed_images FROM product_media
         UNION SELECT product_pdf FROM products UNION SELECT banner_image FROM vouchers UNION SELECT company_logo FROM vouchers`,
      )
      .pluck()
      .all()
      .filter(Boolean) as string[];
    expect(publicFiles.length).toBeGreaterThan(10);
    for (const stored of publicFiles.slice(0, 12)) {
      expect(stored.startsWith('seed/')).toBe(true);
      expect((await get(server, `/media/${stored}`)).statusCode).toBe(200);
    }
  });

  it('answer 404 for a soft-deleted TDS certificate and for every document of a deleted member', async () => {
    const server = await startSignedIn();
    const certificate = server
      .db()
      .prepare(
        `SELECT t.id, t.user_id FROM tds_certificates t JOIN users u ON u.id = t.user_id
         WHERE t.is_deleted = 0 AND u.deleted_at IS NULL AND u.pan_card IS NOT NULL LIMIT 1`,
      )
      .get() as { id: number; user_id: number };
    const list = async () =>
      (await server.api('GET', `loyalty/admin/tds-certificate/user-certificates/${certificate.user_id}/`)).json() as {
        id: number;
        certificate_file_url: string;
      }[];
    const certificateUrl = (await list()).find(each => each.id === certificate.id)!.certificate_file_url;
    expect((await get(server, certificateUrl)).statusCode).toBe(200);
    await server.api('PATCH', `loyalty/tds-certificate/delete/${certificate.id}/`);
    expect(await answer(server, certificateUrl)).toEqual([certificateUrl, 404, NOT_FOUND]);

    const member = (await server.api('GET', `user/retrieve/${certificate.user_id}/`)).json();
    const documents = [member.pan_card, member.photo, ...(await list()).map(each => each.certificate_file_url)].filter(
      Boolean,
    ) as string[];
    for (const url of documents) expect((await get(server, url)).statusCode).toBe(200);
    await server.api('DELETE', `user/user/delete/${certificate.user_id}/`);
    for (const url of documents) expect(await answer(server, url)).toEqual([url, 404, NOT_FOUND]);
  });
});

describe('media files on disk', () => {
  it('are removed when replaced or deleted, but kept while another record still refers to them', async () => {
    const server = await startSignedIn();
    const [first, second] = server
      .db()
      .prepare(
        `SELECT id FROM users WHERE photo IS NOT NULL AND pan_card IS NOT NULL AND deleted_at IS NULL
         AND status = 'approved' ORDER BY id LIMIT 2`,
      )
      .pluck()
      .all() as number[];
    const fileOf = (column: string, id: number) =>
      value(server, `SELECT ${column} FROM users WHERE id = ?`, id) as string | null;
    const exists = (stored: string | null) => stored !== null && existsSync(privateFile(server, stored));
    const update = (id: number, form: Multipart) => server.api('PUT', `user/user/update/${id}/`, form);

    // Each member's documents are their own files, even where the demo drew the same picture.
    const panCard = fileOf('pan_card', first)!;
    expect(panCard).not.toBe(fileOf('pan_card', second));
    // Two records referring to one file (as an import might leave them): replacing one keeps it.
    server.write(db => db.prepare('UPDATE users SET pan_card = ? WHERE id = ?').run(panCard, second));
    expect((await update(first, new Multipart({}, { pan_card: { data: PNG } }))).statusCode).toBe(200);
    expect(exists(panCard)).toBe(true);

    const photo = fileOf('photo', first);
    expect((await update(first, new Multipart({}, { photo: { data: PNG } }))).statusCode).toBe(200);
    expect(exists(photo)).toBe(false);
    const newPhoto = fileOf('photo', first);
    expect(exists(newPhoto)).toBe(true);
    expect((await update(first, new Multipart({ photo: '' }))).statusCode).toBe(200);
    expect(fileOf('photo', first)).toBeNull();
    expect(exists(newPhoto)).toBe(false);

    const ofSecond = ['photo', 'visiting_card_front', 'visiting_card_back'].map(column => fileOf(column, second));
    expect((await server.api('DELETE', `user/user/delete/${second}/`)).statusCode).toBe(200);
    for (const stored of [...ofSecond, panCard].filter(Boolean))
      expect([stored, exists(stored)]).toEqual([stored, false]);
    expect(exists(fileOf('pan_card', first))).toBe(true);
  });

  it('removes a TDS certificate file on its delete, and a new one is stored privately', async () => {
    const server = await startSignedIn();
    const userId = value(
      server,
      "SELECT id FROM users WHERE is_admin = 0 AND status = 'approved' AND deleted_at IS NULL",
    ) as number;
    const upload = await server.api(
      'POST',
      `loyalty/tds-certificate/${userId}/`,
      new Multipart({}, { certificate_file: { data: PDF, filename: 'q1.pdf', type: 'application/pdf' } }),
    );
    expect([upload.statusCode, upload.body]).toEqual([201, expect.any(String)]);
    const stored = upload.json().certificate_file as string;
    expect(stored).toMatch(PRIVATE_PATH);
    expect(readFileSync(privateFile(server, stored))).toEqual(PDF);
    await server.api('PATCH', `loyalty/tds-certificate/delete/${upload.json().id}/`);
    expect(existsSync(privateFile(server, stored))).toBe(false);
  });
});

describe('an existing data folder', () => {
  it('has its private documents moved out of the public media folder on the next start', async () => {
    const dataDir = makeTempDir('older');
    const clock = createClock();
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), distDir: null, now: clock.now };
    const first = await buildApp(config);
    await first.close();

    // As an older version left it: a PAN card stored publicly, shared by two members.
    const publicCopy = path.join(dataDir, 'media', 'users', 'old-pan.png');
    mkdirSync(path.dirname(publicCopy), { recursive: true });
    copyFileSync(path.join(__dirname, '..', '..', 'server', 'png.ts'), publicCopy);
    const { openDatabase } = await import('@/server/db/connection');
    const db = openDatabase(path.join(dataDir, 'db.sqlite'));
    db.prepare("UPDATE users SET pan_card = 'users/old-pan.png' WHERE id IN (2, 3)").run();
    db.close();

    const again = await buildApp(config);
    try {
      const reopened = openDatabase(path.join(dataDir, 'db.sqlite'));
      const moved = reopened.prepare('SELECT pan_card FROM users WHERE id IN (2, 3)').pluck().all() as string[];
      reopened.close();
      // Each row its own copy, so deleting one member never leaves it served through the other.
      expect(new Set(moved).size).toBe(2);
      expect(existsSync(publicCopy)).toBe(false);
      for (const stored of moved) {
        expect(stored).toMatch(PRIVATE_PATH);
        expect(readFileSync(path.join(dataDir, 'private-media', path.basename(stored)))).toEqual(
          readFileSync(path.join(__dirname, '..', '..', 'server', 'png.ts')),
        );
      }
      const response = await again.inject({ method: 'GET', url: '/media/users/old-pan.png' });
      expect(response.statusCode).toBe(404);
      const login = await again.inject({
        method: 'POST',
        url: `${API}/user/admin/login/`,
        payload: { email: 'admin@loyalty.test', password: 'Admin@12345' },
      });
      const record = await again.inject({
        method: 'GET',
        url: `${API}/user/retrieve/2/`,
        headers: bearer(login.json().access),
      });
      expect((await again.inject({ method: 'GET', url: record.json().pan_card })).statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });
});
