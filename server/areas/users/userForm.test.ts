import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodePng } from '@/server/png';
import { expectedUserRecord, memberIds } from '@/tests/server/expectedRecords';
import { Multipart, startSignedIn, type SignedInServer } from '@/tests/server/helpers';

const CREATE = 'user/user/admin/create/';
const update = (id: number) => `user/user/update/${id}/`;
const PNG = encodePng(4, 3, x => [x * 60, 120, 200]);
const INVALID_IMAGE = 'Please select a valid image file (JPEG, PNG, WebP)';
const REQUIRED = ['This field is required.'];

const VALID = {
  first_name: 'Meera',
  last_name: 'Kulkarni',
  pan_card_number: 'abcpk1234q',
  email: 'Meera.Kulkarni@Example.in',
  phone: '9876501234',
  gender: 'female',
  date_of_birth: '1990-04-12',
  address: '12, Baner Road, Pune',
  pincode: '411045',
  country: '1',
  state: '21',
  user_type: 'dealer',
  firm_type: 'partnership',
  firm_name: 'Kulkarni Tiles',
  dealer_type: 'retailer',
};

const uploadedFiles = (server: SignedInServer) => {
  const dir = path.join(server.config.dataDir, 'private-media');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST user/user/admin/create/', () => {
  it('creates an approved member with a photo, served back from /media', async () => {
    const server = await startSignedIn();
    const response = await server.api(
      'POST',
      CREATE,
      new Multipart(VALID, { photo: { data: PNG, filename: 'me.jpg' } }),
    );
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual(expectedUserRecord(server, user.id));
    expect(user).toMatchObject({
      first_name: 'Meera',
      last_name: 'Kulkarni',
      pan_card_number: 'ABCPK1234Q',
      email: 'meera.kulkarni@example.in',
      phone: '9876501234',
      gender: 'female',
      date_of_birth: '1990-04-12',
      country: 1,
      country_name: 'India',
      state: 21,
      state_name: 'Maharashtra',
      user_type: 'dealer',
      user_type_display: 'Dealer',
      firm_type: 'partnership',
      firm_type_display: 'Partnership',
      firm_name: 'Kulkarni Tiles',
      dealer_type: 'retailer',
      pan_card: null,
      visiting_card_front: null,
      status: 'approved',
      role: null,
      referral_code: null,
      referred_by: null,
      date_joined: '2025-06-15T10:00:00.000Z',
      loyalty: { balance_points: 0, balance_cash: 0 },
    });
    expect(user.photo).toMatch(/^\/media\/private\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]{43}$/);
    const photo = await server.inject({ method: 'GET', url: user.photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(PNG);
    const users = (await server.api('GET', 'user/users/')).json() as { id: number }[];
    expect(users[0].id).toBe(user.id);
  });

  it('creates a member from the required fields alone, with the role of its user type', async () => {
    const server = await startSignedIn();
    const response = await server.api(
      'POST',
      CREATE,
      new Multipart({ first_name: 'Ravi', last_name: 'Nair', pan_card_number: 'ABCPN1234Q', user_type: 'architect' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: null, phone: null, country: null, role: 1, role_name: 'architect' });
  });

  it('keeps visiting cards for architects and refuses them for anyone else', async () => {
    const server = await startSignedIn();
    const cards = { visiting_card_front: { data: PNG }, visiting_card_back: { data: PNG, filename: 'back.webp' } };
    const architect = await server.api('POST', CREATE, new Multipart({ ...VALID, user_type: 'architect' }, cards));
    expect(architect.statusCode).toBe(201);
    expect(architect.json().visiting_card_front).toMatch(/^\/media\/private\/\w+\.png\?/);
    expect(architect.json().visiting_card_back).toMatch(/^\/media\/private\/\w+\.png\?/);

    const dealer = await server.api(
      'POST',
      CREATE,
      new Multipart({ ...VALID, email: 'other@example.in', phone: '9876500000' }, cards),
    );
    const refused = ['Visiting cards are only accepted for architects.'];
    expect([dealer.statusCode, dealer.json()]).toEqual([
      400,
      { message: 'Invalid input.', errors: { visiting_card_front: refused, visiting_card_back: refused } },
    ]);
  });

  it('answers 400 with every missing required field', async () => {
    const server = await startSignedIn();
    const response = await server.api('POST', CREATE, new Multipart({ email: 'someone@example.in' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid input.',
      errors: { first_name: REQUIRED, last_name: REQUIRED, pan_card_number: REQUIRED },
    });
  });

  it('answers 400 for malformed fields', async () => {
    const server = await startSignedIn();
    const response = await server.api(
      'POST',
      CREATE,
      new Multipart({
        ...VALID,
        email: 'not-an-email',
        phone: '98765',
        pan_card_number: 'ABCD12345',
        gender: 'unknown',
        date_of_birth: '1990-02-30',
        pincode: '4110',
        country: 'India',
        user_type: 'king',
        firm_type: 'empire',
        photo: 'http://example.com/me.png',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: ['Enter a valid email address.'],
      phone: ['Enter a valid 10-digit phone number.'],
      pan_card_number: ['Enter a valid PAN card number.'],
      gender: ['"unknown" is not a valid choice.'],
      date_of_birth: ['Enter a valid date in the format YYYY-MM-DD.'],
      pincode: ['Enter a valid 6-digit pincode.'],
      country: ['A valid integer is required.'],
      user_type: ['"king" is not a valid choice.'],
      firm_type: ['"empire" is not a valid choice.'],
      photo: ['The submitted data was not a file.'],
    });
    const future = await server.api('POST', CREATE, new Multipart({ ...VALID, date_of_birth: '2025-06-16' }));
    expect(future.json().errors).toEqual({ date_of_birth: ['The date cannot be in the future.'] });
    const today = await server.api('POST', CREATE, new Multipart({ ...VALID, date_of_birth: '2025-06-15' }));
    expect(today.statusCode).toBe(201);
  });

  it('answers 400 for an unknown country and for a state outside the country', async () => {
    const server = await startSignedIn();
    const unknown = await server.api('POST', CREATE, new Multipart({ ...VALID, country: '99' }));
    expect(unknown.json().errors).toEqual({ country: ['Select a valid country.'] });
    const wrongState = ['Select a valid state of the chosen country.'];
    const elsewhere = await server.api('POST', CREATE, new Multipart({ ...VALID, country: '2' }));
    expect([elsewhere.statusCode, elsewhere.json().errors]).toEqual([400, { state: wrongState }]);
    const noCountry = await server.api('POST', CREATE, new Multipart({ ...VALID, country: '' }));
    expect(noCountry.json().errors).toEqual({ state: wrongState });
  });

  it('answers 400 for an email or phone a live user has, and accepts a deleted one', async () => {
    const server = await startSignedIn();
    const db = server.db();
    const [taken, deleted] = memberIds(db, 'approved');
    const contacts = db.prepare('SELECT email, phone FROM users WHERE id = ?');
    const { email, phone } = contacts.get(taken) as { email: string; phone: string };
    const sameEmail = await server.api('POST', CREATE, new Multipart({ ...VALID, email: email.toUpperCase() }));
    expect([sameEmail.statusCode, sameEmail.json()]).toEqual([
      400,
      {
        message: 'A user with this email already exists.',
        errors: { email: ['A user with this email already exists.'] },
      },
    ]);
    const samePhone = await server.api('POST', CREATE, new Multipart({ ...VALID, phone }));
    expect(samePhone.json()).toEqual({
      message: 'A user with this phone already exists.',
      errors: { phone: ['A user with this phone already exists.'] },
    });
    const adminEmail = await server.api('POST', CREATE, new Multipart({ ...VALID, email: 'admin@loyalty.test' }));
    expect(adminEmail.statusCode).toBe(400);

    const former = contacts.get(deleted) as { email: string; phone: string };
    await server.api('DELETE', `user/user/delete/${deleted}/`);
    const reused = await server.api('POST', CREATE, new Multipart({ ...VALID, ...former }));
    expect(reused.statusCode).toBe(201);
  });

  it('answers 415 for a file that is not an image, whatever its name or type, and keeps nothing', async () => {
    const server = await startSignedIn();
    const filesBefore = uploadedFiles(server);
    const text = { data: Buffer.from('just some text, not a picture\n'), filename: 'photo.jpg', type: 'image/jpeg' };
    const pdf = { data: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), filename: 'pan.png', type: 'image/png' };
    const response = await server.api('POST', CREATE, new Multipart(VALID, { photo: text, pan_card: pdf }));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: INVALID_IMAGE,
      errors: { photo: [INVALID_IMAGE], pan_card: [INVALID_IMAGE] },
    });
    expect(uploadedFiles(server)).toEqual(filesBefore);
    expect(memberIds(server.db(), 'approved')).toHaveLength(63);
  });

  it('answers 413 for a file over 10 MB and 415 for a body that is not multipart', async () => {
    const server = await startSignedIn();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await server.api('POST', CREATE, new Multipart(VALID, { photo: { data: big } }));
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { message: 'The file is larger than 10 MB.' }]);
    const json = await server.api('POST', CREATE, VALID);
    expect([json.statusCode, json.json()]).toEqual([415, { message: 'Expected a multipart/form-data body.' }]);
  });
});

describe('PUT user/user/update/{id}/', () => {
  it('changes only the fields sent, clears blank optional ones and replaces files', async () => {
    const server = await startSignedIn();
    const id = server
      .db()
      .prepare("SELECT id FROM users WHERE status = 'approved' AND photo IS NOT NULL AND address IS NOT NULL")
      .pluck()
      .get() as number;
    const before = expectedUserRecord(server, id);
    const response = await server.api(
      'PUT',
      update(id),
      new Multipart({ firm_name: 'Renamed Traders', address: '', pan_card: '' }, { photo: { data: PNG } }),
    );
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toEqual(expectedUserRecord(server, id));
    expect(after).toEqual({
      ...before,
      firm_name: 'Renamed Traders',
      address: null,
      pan_card: null,
      photo: expect.stringMatching(/^\/media\/private\/\w+\.png\?/),
    });
    expect(after.photo).not.toBe(before.photo);
  });

  it('changes nothing when sent back the record it answered, stored file addresses included', async () => {
    const server = await startSignedIn();
    const id = server
      .db()
      .prepare("SELECT id FROM users WHERE user_type = 'architect' AND photo IS NOT NULL AND pan_card IS NOT NULL")
      .pluck()
      .get() as number;
    const record = (await server.api('GET', `user/retrieve/${id}/`)).json() as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(record)
        .filter(([, value]) => value !== null)
        .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
    );
    const response = await server.api('PUT', update(id), new Multipart(fields));
    expect([response.statusCode, response.json()]).toEqual([200, record]);
  });

  it('lets a member keep its own email and phone but not take another one', async () => {
    const server = await startSignedIn();
    const [id, other] = memberIds(server.db(), 'approved');
    const contacts = server.db().prepare('SELECT email, phone FROM users WHERE id = ?');
    const own = contacts.get(id) as { email: string; phone: string };
    expect((await server.api('PUT', update(id), new Multipart(own))).statusCode).toBe(200);
    const theirs = contacts.get(other) as { email: string; phone: string };
    const response = await server.api('PUT', update(id), new Multipart(theirs));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: ['A user with this email already exists.'],
      phone: ['A user with this phone already exists.'],
    });
    expect(contacts.get(id)).toEqual(own);
  });

  it('answers 400 for blank required fields, bad values and cards of a non-architect', async () => {
    const server = await startSignedIn();
    const id = server.db().prepare("SELECT id FROM users WHERE user_type = 'dealer'").pluck().get() as number;
    const response = await server.api(
      'PUT',
      update(id),
      new Multipart({ first_name: ' ', pan_card_number: 'X', state: '40' }, { visiting_card_front: { data: PNG } }),
    );
    expect(response.json()).toEqual({
      message: 'Invalid input.',
      errors: {
        first_name: REQUIRED,
        pan_card_number: ['Enter a valid PAN card number.'],
        state: ['Select a valid state of the chosen country.'],
        visiting_card_front: ['Visiting cards are only accepted for architects.'],
      },
    });
    const becomingArchitect = await server.api(
      'PUT',
      update(id),
      new Multipart({ user_type: 'architect' }, { visiting_card_front: { data: PNG } }),
    );
    expect(becomingArchitect.statusCode).toBe(200);
    expect(becomingArchitect.json().visiting_card_front).toMatch(/^\/media\/private\//);
  });

  it('answers 415 for a renamed text file and 404 for an unknown member', async () => {
    const server = await startSignedIn();
    const [id] = memberIds(server.db(), 'approved');
    const text = { data: Buffer.from('hello'), filename: 'photo.jpg' };
    const response = await server.api('PUT', update(id), new Multipart({}, { photo: text }));
    expect([response.statusCode, response.json()]).toEqual([
      415,
      { message: INVALID_IMAGE, errors: { photo: [INVALID_IMAGE] } },
    ]);
    for (const unknown of ['1', '9999', 'me']) {
      const missing = await server.api('PUT', `user/user/update/${unknown}/`, new Multipart({ first_name: 'A' }));
      expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Not found.', message: 'User not found.' }]);
    }
  });
});
