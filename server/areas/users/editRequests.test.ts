import { describe, expect, it } from 'vitest';
import { expectedUserRecord } from '@/tests/server/expectedRecords';
import { Multipart, startSignedIn, type SignedInServer } from '@/tests/server/helpers';

const ALREADY_DECIDED = { message: 'This request has already been decided.' };
const NOT_FOUND = { detail: 'Not found.', message: 'Request not found.' };
const ALLOWED = { message: 'Request has been allowed successfully' };
const REJECTED = { message: 'Request has been rejected successfully' };

interface RequestRow {
  id: number;
  user_id: number;
  status: string;
  created_at: string;
  firm_name: string | null;
  firm_type: string | null;
  user_type: string | null;
  email: string;
}

const requests = (server: SignedInServer, table: string) =>
  server.db().prepare(`SELECT * FROM ${table} ORDER BY created_at DESC, id DESC`).all() as RequestRow[];
const userRow = (server: SignedInServer, id: number) =>
  server.db().prepare('SELECT * FROM users WHERE id = ?').get(id) as Record<string, string | number | null>;

describe('GET user/profile-update/requests/ and user/email-update/requests/', () => {
  it('answers pending profile requests newest first, with current and proposed values', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'user/profile-update/requests/');
    expect(response.statusCode).toBe(200);
    const expected = requests(server, 'profile_update_requests').map(request => {
      const user = userRow(server, request.user_id);
      return {
        id: request.id,
        user: request.user_id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        phone: user.phone,
        firm_name: user.firm_name,
        firm_type: user.firm_type,
        user_type: user.user_type,
        proposed_changes: { firm_name: request.firm_name, firm_type: request.firm_type, user_type: request.user_type },
        status: 'pending',
        created_at: request.created_at,
      };
    });
    expect(expected).toHaveLength(3);
    expect(response.json()).toEqual(expected);
  });

  it('answers pending email requests newest first, with the current and the new email', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'user/email-update/requests/');
    expect(response.statusCode).toBe(200);
    const expected = requests(server, 'email_update_requests').map(request => {
      const user = userRow(server, request.user_id);
      return {
        id: request.id,
        user: request.user_id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        phone: user.phone,
        firm_name: user.firm_name,
        new_email: request.email,
        status: 'pending',
        created_at: request.created_at,
      };
    });
    expect(expected).toHaveLength(2);
    expect(response.json()).toEqual(expected);
  });

  it('leaves out the requests of deleted members, and deciding them answers 404', async () => {
    const server = await startSignedIn();
    const [profile] = requests(server, 'profile_update_requests');
    const [email] = requests(server, 'email_update_requests');
    await server.api('DELETE', `user/user/delete/${profile.user_id}/`);
    await server.api('DELETE', `user/user/delete/${email.user_id}/`);
    const profiles = (await server.api('GET', 'user/profile-update/requests/')).json() as { id: number }[];
    expect(profiles.map(request => request.id)).not.toContain(profile.id);
    const emails = (await server.api('GET', 'user/email-update/requests/')).json() as { id: number }[];
    expect(emails.map(request => request.id)).not.toContain(email.id);
    for (const path of [`user/profile-update/allowed/${profile.id}/`, `user/email-update/allow/${email.id}/`]) {
      const response = await server.api('POST', path);
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
    }
  });
});

describe('GET user/admin/profile-update/proposed/{id}/', () => {
  it('answers the request with the whole member record', async () => {
    const server = await startSignedIn();
    const [request] = requests(server, 'profile_update_requests');
    const response = await server.api('GET', `user/admin/profile-update/proposed/${request.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: request.id,
      user: expectedUserRecord(server, request.user_id),
      proposed_changes: { firm_name: request.firm_name, firm_type: request.firm_type, user_type: request.user_type },
      status: 'pending',
      created_at: request.created_at,
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const server = await startSignedIn();
    for (const id of ['999', 'abc', '0', '-1', '1e2', '2.0', '99999999999999999999999', '%00']) {
      const response = await server.api('GET', `user/admin/profile-update/proposed/${id}/`);
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
    }
  });
});

describe('deciding profile update requests', () => {
  it('allowing applies the proposed changes, once', async () => {
    const server = await startSignedIn();
    const [request] = requests(server, 'profile_update_requests');
    const response = await server.api('POST', `user/profile-update/allowed/${request.id}/`);
    expect([response.statusCode, response.json()]).toEqual([200, ALLOWED]);
    expect(userRow(server, request.user_id)).toMatchObject({
      firm_name: request.firm_name,
      firm_type: request.firm_type,
      user_type: request.user_type,
    });
    expect(
      server.db().prepare('SELECT status, decided_at FROM profile_update_requests WHERE id = ?').get(request.id),
    ).toEqual({ status: 'approved', decided_at: '2025-06-15T10:00:00.000Z' });
    const pending = (await server.api('GET', 'user/profile-update/requests/')).json() as { id: number }[];
    expect(pending.map(row => row.id)).not.toContain(request.id);
    const decided = await server.api('GET', `user/admin/profile-update/proposed/${request.id}/`);
    expect([decided.statusCode, decided.json().status]).toEqual([200, 'approved']);
    for (const path of ['allowed', 'rejected']) {
      const again = await server.api('POST', `user/profile-update/${path}/${request.id}/`);
      expect([again.statusCode, again.json()]).toEqual([400, ALREADY_DECIDED]);
    }
  });

  it('rejecting leaves the member as it was', async () => {
    const server = await startSignedIn();
    const [request] = requests(server, 'profile_update_requests');
    const before = userRow(server, request.user_id);
    const response = await server.api('POST', `user/profile-update/rejected/${request.id}/`);
    expect([response.statusCode, response.json()]).toEqual([200, REJECTED]);
    expect(userRow(server, request.user_id)).toEqual(before);
    expect(server.db().prepare('SELECT status FROM profile_update_requests WHERE id = ?').pluck().get(request.id)).toBe(
      'rejected',
    );
  });

  it('gives two decisions at once one outcome', async () => {
    const server = await startSignedIn();
    const [request] = requests(server, 'profile_update_requests');
    const answers = await Promise.all([
      server.api('POST', `user/profile-update/rejected/${request.id}/`),
      server.api('POST', `user/profile-update/allowed/${request.id}/`),
    ]);
    expect(answers.map(answer => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.find(answer => answer.statusCode === 200)!;
    const status = server
      .db()
      .prepare('SELECT status FROM profile_update_requests WHERE id = ?')
      .pluck()
      .get(request.id);
    expect(status).toBe(winner.json().message === ALLOWED.message ? 'approved' : 'rejected');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const server = await startSignedIn();
    for (const path of ['allowed/999', 'rejected/999', 'allowed/x']) {
      const response = await server.api('POST', `user/profile-update/${path}/`);
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
    }
  });
});

describe('deciding email update requests', () => {
  it('allowing changes the member email, once; rejecting changes nothing', async () => {
    const server = await startSignedIn();
    const [first, second] = requests(server, 'email_update_requests');
    const allowed = await server.api('POST', `user/email-update/allow/${first.id}/`);
    expect([allowed.statusCode, allowed.json()]).toEqual([200, ALLOWED]);
    expect(userRow(server, first.user_id).email).toBe(first.email);
    const again = await server.api('POST', `user/email-update/reject/${first.id}/`);
    expect([again.statusCode, again.json()]).toEqual([400, ALREADY_DECIDED]);

    const before = userRow(server, second.user_id).email;
    const rejected = await server.api('POST', `user/email-update/reject/${second.id}/`);
    expect([rejected.statusCode, rejected.json()]).toEqual([200, REJECTED]);
    expect(userRow(server, second.user_id).email).toBe(before);
    expect((await server.api('GET', 'user/email-update/requests/')).json()).toEqual([]);
  });

  it('answers 400 and keeps the request pending when another user took the email meanwhile', async () => {
    const server = await startSignedIn();
    const [request] = requests(server, 'email_update_requests');
    const created = await server.api(
      'POST',
      'user/user/admin/create/',
      new Multipart({ first_name: 'Asha', last_name: 'Rao', pan_card_number: 'ABCPR1234Q', email: request.email }),
    );
    expect(created.statusCode).toBe(201);
    const response = await server.api('POST', `user/email-update/allow/${request.id}/`);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      {
        message: 'A user with this email already exists.',
        errors: { email: ['A user with this email already exists.'] },
      },
    ]);
    expect(server.db().prepare('SELECT status FROM email_update_requests WHERE id = ?').pluck().get(request.id)).toBe(
      'pending',
    );
  });

  it('gives two decisions at once one outcome, and answers 404 for an unknown id', async () => {
    const server = await startSignedIn();
    const [request] = requests(server, 'email_update_requests');
    const answers = await Promise.all([
      server.api('POST', `user/email-update/allow/${request.id}/`),
      server.api('POST', `user/email-update/reject/${request.id}/`),
    ]);
    expect(answers.map(answer => answer.statusCode).sort()).toEqual([200, 400]);
    for (const path of ['allow/999', 'reject/abc']) {
      const response = await server.api('POST', `user/email-update/${path}/`);
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
    }
  });
});

describe('an email change allowed with a loosely written address', () => {
  it('is checked as free and stored trimmed and lower-cased', async () => {
    const server = await startSignedIn();
    const [first, second] = requests(server, 'email_update_requests');
    const taken = userRow(server, second.user_id).email as string;
    server.write(db => {
      db.prepare('UPDATE email_update_requests SET email = ? WHERE id = ?').run(`  ${taken.toUpperCase()} `, first.id);
      db.prepare('UPDATE email_update_requests SET email = ? WHERE id = ?').run(' New.Address@Example.COM', second.id);
    });
    const clash = await server.api('POST', `user/email-update/allow/${first.id}/`);
    expect([clash.statusCode, clash.json().message]).toEqual([400, 'A user with this email already exists.']);
    expect(userRow(server, first.user_id).email).not.toBe(taken);
    const fresh = await server.api('POST', `user/email-update/allow/${second.id}/`);
    expect(fresh.statusCode).toBe(200);
    expect(userRow(server, second.user_id).email).toBe('new.address@example.com');
  });
});
