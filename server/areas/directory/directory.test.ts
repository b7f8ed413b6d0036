import { describe, expect, it } from 'vitest';
import { startSignedIn, type SignedInServer } from '@/tests/server/helpers';

const NOT_FOUND = { detail: 'Not found.', message: 'Directory entry not found.' };
const REQUIRED = ['This field is required.'];
const NEW_SALESMAN = {
  first_name: 'Kiran',
  last_name: 'Bose',
  email: 'kiran.bose@example.in',
  phone: '9811122233',
  user_type: 'flexible_salesperson',
};

interface Entry {
  id: number;
  email: string;
  phone: string;
  referral_code: string;
  referral_count: number;
}

/** The directory entries of these types newest first, as the API should answer them. */
function expectedEntries(server: SignedInServer, types: string[]) {
  const db = server.db();
  const entries = db
    .prepare(
      `SELECT id, first_name, last_name, email, phone, user_type, referral_code, created_at FROM directory_entries
       WHERE user_type IN (${types.map(() => '?').join(', ')}) ORDER BY created_at DESC, id DESC`,
    )
    .all(...types) as (Entry & { created_at: string })[];
  const referred = db.prepare('SELECT COUNT(*) FROM users WHERE referred_by = ? AND deleted_at IS NULL').pluck();
  return entries.map(({ created_at, ...entry }) => ({
    ...entry,
    referral_count: referred.get(entry.referral_code),
    created_at,
  }));
}

describe('GET user/directory/list/salesman/ and user/directory/list/architect/', () => {
  it('answers each kind newest first with its referral count', async () => {
    const server = await startSignedIn();
    const salesmen = await server.api('GET', 'user/directory/list/salesman/');
    expect(salesmen.statusCode).toBe(200);
    expect(salesmen.json()).toEqual(expectedEntries(server, ['flexible_salesperson', 'non_flexible_salesperson']));
    expect(salesmen.json()).toHaveLength(25);
    const architects = await server.api('GET', 'user/directory/list/architect/');
    expect(architects.json()).toEqual(expectedEntries(server, ['architect']));
    expect(architects.json()).toHaveLength(25);
    const counts = [...salesmen.json(), ...architects.json()].map((entry: Entry) => entry.referral_count);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(
      server.db().prepare('SELECT COUNT(*) FROM users WHERE referred_by IS NOT NULL').pluck().get(),
    );
  });

  it('stops counting referred users once they are deleted', async () => {
    const server = await startSignedIn();
    const [entry] = (await server.api('GET', 'user/directory/list/architect/'))
      .json()
      .filter((candidate: Entry) => candidate.referral_count > 0);
    const referred = server
      .db()
      .prepare('SELECT id FROM users WHERE referred_by = ? LIMIT 1')
      .pluck()
      .get(entry.referral_code) as number;
    await server.api('DELETE', `user/user/delete/${referred}/`);
    const after = await server.api('GET', `user/directory/retrieve/${entry.id}/`);
    expect(after.json().referral_count).toBe(entry.referral_count - 1);
  });
});

describe('GET user/directory/retrieve/{id}/', () => {
  it('answers the entry, and 404 for an unknown or malformed id', async () => {
    const server = await startSignedIn();
    const [expected] = expectedEntries(server, ['architect']);
    const response = await server.api('GET', `user/directory/retrieve/${expected.id}/`);
    expect([response.statusCode, response.json()]).toEqual([200, expected]);
    for (const id of ['999', 'abc']) {
      const missing = await server.api('GET', `user/directory/retrieve/${id}/`);
      expect([missing.statusCode, missing.json()]).toEqual([404, NOT_FOUND]);
    }
  });
});

describe('POST user/directory/', () => {
  it('creates an entry with a new referral code of its kind', async () => {
    const server = await startSignedIn();
    const salesman = await server.api('POST', 'user/directory/', NEW_SALESMAN);
    expect(salesman.statusCode).toBe(201);
    expect(salesman.json()).toEqual({
      id: expect.any(Number),
      ...NEW_SALESMAN,
      referral_code: expect.stringMatching(/^PS\d{6}$/),
      referral_count: 0,
      created_at: '2025-06-15T10:00:00.000Z',
    });
    const list = (await server.api('GET', 'user/directory/list/salesman/')).json();
    expect(list[0]).toEqual(salesman.json());

    const architect = await server.api('POST', 'user/directory/', {
      first_name: 'Tanvi',
      email: 'TANVI@example.in',
      phone: '9811122234',
      user_type: 'architect',
    });
    expect(architect.json()).toMatchObject({
      last_name: '',
      email: 'tanvi@example.in',
      referral_code: expect.stringMatching(/^AR\d{6}$/),
    });
  });

  it('keeps a referral code it is given, upper-cased, and refuses one already in use or malformed', async () => {
    const server = await startSignedIn();
    const given = await server.api('POST', 'user/directory/', { ...NEW_SALESMAN, referral_code: 'kiran2025' });
    expect([given.statusCode, given.json().referral_code]).toEqual([201, 'KIRAN2025']);
    const db = server.db();
    const directoryCode = db.prepare('SELECT referral_code FROM directory_entries LIMIT 1').pluck().get() as string;
    const memberCode = db.prepare('SELECT referral_code FROM users WHERE referral_code IS NOT NULL').pluck().get();
    const other = { ...NEW_SALESMAN, email: 'other@example.in', phone: '9811100000' };
    for (const referral_code of ['KIRAN2025', directoryCode, memberCode]) {
      const response = await server.api('POST', 'user/directory/', { ...other, referral_code });
      expect([response.statusCode, response.json()]).toEqual([
        400,
        {
          message: 'This referral code is already in use.',
          errors: { referral_code: ['This referral code is already in use.'] },
        },
      ]);
    }
    for (const referral_code of ['AB1', 'WITH SPACE', 'X'.repeat(21)]) {
      const response = await server.api('POST', 'user/directory/', { ...other, referral_code });
      expect(response.json().errors).toEqual({ referral_code: ['Enter 4 to 20 letters or digits.'] });
    }
  });

  it('answers 400 for missing or malformed fields and for a duplicate email or phone', async () => {
    const server = await startSignedIn();
    const missing = await server.api('POST', 'user/directory/', {});
    expect(missing.json()).toEqual({
      message: 'Invalid input.',
      errors: { first_name: REQUIRED, email: REQUIRED, phone: REQUIRED, user_type: REQUIRED },
    });
    const malformed = await server.api('POST', 'user/directory/', {
      ...NEW_SALESMAN,
      email: 'kiran@',
      phone: '98111-22233',
      user_type: 'dealer',
    });
    expect(malformed.json().errors).toEqual({
      email: ['Enter a valid email address.'],
      phone: ['Enter a valid 10-digit phone number.'],
      user_type: ['"dealer" is not a valid choice.'],
    });
    const [existing] = expectedEntries(server, ['architect']);
    const duplicate = await server.api('POST', 'user/directory/', {
      ...NEW_SALESMAN,
      email: existing.email.toUpperCase(),
      phone: existing.phone,
    });
    expect([duplicate.statusCode, duplicate.json()]).toEqual([
      400,
      {
        message: 'A directory entry with this email already exists.',
        errors: {
          email: ['A directory entry with this email already exists.'],
          phone: ['A directory entry with this phone already exists.'],
        },
      },
    ]);
  });
});

describe('PUT user/directory/update/{id}/', () => {
  it('changes the fields sent but never the referral code', async () => {
    const server = await startSignedIn();
    const [entry] = expectedEntries(server, ['flexible_salesperson', 'non_flexible_salesperson']);
    const changes = { ...NEW_SALESMAN, user_type: 'non_flexible_salesperson', referral_code: 'CHANGED1' };
    const response = await server.api('PUT', `user/directory/update/${entry.id}/`, changes);
    expect(response.statusCode).toBe(200);
    const { referral_code: _ignored, ...applied } = changes;
    expect(response.json()).toEqual({ ...entry, ...applied });
    expect((await server.api('GET', `user/directory/retrieve/${entry.id}/`)).json()).toEqual(response.json());

    const ownEmail = await server.api('PUT', `user/directory/update/${entry.id}/`, { email: NEW_SALESMAN.email });
    expect(ownEmail.statusCode).toBe(200);
  });

  it("answers 400 for another entry's email or a blank name, and 404 for an unknown id", async () => {
    const server = await startSignedIn();
    const [entry, other] = expectedEntries(server, ['architect']);
    const taken = await server.api('PUT', `user/directory/update/${entry.id}/`, { email: other.email });
    expect(taken.json().errors).toEqual({ email: ['A directory entry with this email already exists.'] });
    const blank = await server.api('PUT', `user/directory/update/${entry.id}/`, { first_name: '', phone: '12' });
    expect(blank.json().errors).toEqual({ first_name: REQUIRED, phone: ['Enter a valid 10-digit phone number.'] });
    for (const id of ['999', 'x']) {
      const missing = await server.api('PUT', `user/directory/update/${id}/`, NEW_SALESMAN);
      expect([missing.statusCode, missing.json()]).toEqual([404, NOT_FOUND]);
    }
  });
});

describe('DELETE user/directory/delete/{id}/', () => {
  it('deletes the entry; the users it referred keep its code', async () => {
    const server = await startSignedIn();
    const entry = server
      .db()
      .prepare(
        `SELECT d.id, d.referral_code, u.id AS referred FROM directory_entries d
         JOIN users u ON u.referred_by = d.referral_code WHERE u.status = 'approved' LIMIT 1`,
      )
      .get() as { id: number; referral_code: string; referred: number };
    const before = (await server.api('GET', `user/retrieve/${entry.referred}/`)).json();
    expect(before.referred_by).not.toBe(entry.referral_code);
    const response = await server.api('DELETE', `user/directory/delete/${entry.id}/`);
    expect([response.statusCode, response.json()]).toEqual([200, { message: 'Directory has been deleted.' }]);
    expect((await server.api('GET', `user/directory/retrieve/${entry.id}/`)).statusCode).toBe(404);
    const after = (await server.api('GET', `user/retrieve/${entry.referred}/`)).json();
    expect(after).toMatchObject({ referral_code: entry.referral_code, referred_by: entry.referral_code });
    const again = await server.api('DELETE', `user/directory/delete/${entry.id}/`);
    expect([again.statusCode, again.json()]).toEqual([404, NOT_FOUND]);
  });
});
