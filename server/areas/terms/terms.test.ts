import { describe, expect, it } from 'vitest';
import { expectEachUnauthorized, startServer, startSignedIn } from '@/tests/server/helpers';

const KINDS = [
  {
    base: 'main/terms-and-conditions',
    kind: 'terms',
    sections: [
      'applicability',
      'user_conduct',
      'account_creation',
      'product_information',
      'limitation_liability',
      'modification_terms',
    ],
    otherSection: 'data_security',
  },
  {
    base: 'main/privacy-policy',
    kind: 'privacy',
    sections: [
      'information_collection',
      'use_of_information',
      'information_sharing',
      'data_security',
      'user_rights',
      'policy_changes',
    ],
    otherSection: 'applicability',
  },
] as const;

const REQUIRED = ['This field is required.'];

describe.each(KINDS)('$base', ({ base, kind, sections, otherSection }) => {
  it('answers 401 without a token', async () => {
    const server = await startServer();
    await expectEachUnauthorized(
      server,
      [
        ['GET', `${base}/sections/`],
        ['GET', `${base}/list/`],
        ['POST', `${base}/`],
        ['PUT', `${base}/1/`],
      ],
      { content: 'x' },
    );
  });

  it('lists its sections as key and value, in order', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', `${base}/sections/`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { key: string; value: string }[];
    expect(body.map(section => section.key)).toEqual(sections);
    for (const section of body) expect(section.value).toMatch(/^[A-Z]/);
  });

  it('creates an entry (201), stores its content as given and lists it under its section', async () => {
    const server = await startSignedIn();
    const content = '<p onclick="x()">Hello <script>alert(1)</script></p>\n  second line  ';
    const created = await server.api('POST', `${base}/`, {
      title: '  Eligibility  ',
      section: sections[1],
      content,
      display_order: 7,
      is_active: false,
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry).toMatchObject({
      title: 'Eligibility',
      section: sections[1],
      content,
      display_order: 7,
      is_active: false,
    });
    const defaults = await server.api('POST', `${base}/`, {
      title: 'Second',
      section: sections[1],
      content: 'Text',
      display_order: '2',
    });
    expect(defaults.statusCode).toBe(201);
    expect(defaults.json()).toMatchObject({ display_order: 2, is_active: true });

    const list = (await server.api('GET', `${base}/list/`)).json() as Record<string, { id: number }[]>;
    expect(Object.keys(list).every(key => (sections as readonly string[]).includes(key))).toBe(true);
    // Keys follow the sections' order and each list its display order.
    const order = Object.keys(list).map(key => sections.indexOf(key as never));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(list[sections[1]].map(item => item.id)).toEqual(expect.arrayContaining([entry.id, defaults.json().id]));
    const positions = list[sections[1]].map(item => (item as unknown as { display_order: number }).display_order);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(list[sections[1]].find(item => item.id === entry.id)).toEqual(entry);
    const count = server.db().prepare('SELECT COUNT(*) FROM legal_entries WHERE kind = ?').pluck().get(kind);
    expect(Object.values(list).flat()).toHaveLength(count as number);
  });

  it('answers 400 with each field error for bad input', async () => {
    const server = await startSignedIn();
    const empty = await server.api('POST', `${base}/`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      title: REQUIRED,
      section: REQUIRED,
      content: REQUIRED,
      display_order: REQUIRED,
    });
    const bad = await server.api('POST', `${base}/`, {
      title: 'T',
      section: otherSection,
      content: '   ',
      display_order: 1.5,
      is_active: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      section: [`"${otherSection}" is not a valid choice.`],
      content: REQUIRED,
      display_order: ['A valid integer is required.'],
      is_active: ['Must be a valid boolean.'],
    });
    for (const display_order of ['abc', -1, '1e3', true]) {
      const response = await server.api('POST', `${base}/`, {
        title: 'T',
        section: sections[0],
        content: 'c',
        display_order,
      });
      expect([display_order, response.statusCode, response.json().errors]).toEqual([
        display_order,
        400,
        { display_order: ['A valid integer is required.'] },
      ]);
    }
  });

  it('answers a clear 4xx, never a 500, for wrong types, odd ids and sizes past the limits', async () => {
    const server = await startSignedIn();
    const good = { title: 'T', section: sections[0], content: 'c', display_order: 1 };
    const errorsOf = async (body: unknown) => {
      const response = await server.api('POST', `${base}/`, body as object);
      return [response.statusCode, response.json().errors];
    };
    const list = await server.api('POST', `${base}/`, [good]);
    expect([list.statusCode, list.json()]).toEqual([400, { message: 'Expected a JSON object.' }]);
    expect(await errorsOf({ ...good, title: 5, section: [sections[0]], content: { html: 'x' } })).toEqual([
      400,
      {
        title: ['Not a valid string.'],
        section: [`"${sections[0]}" is not a valid choice.`],
        content: ['Not a valid string.'],
      },
    ]);
    expect(await errorsOf({ ...good, section: '__proto__' })).toEqual([
      400,
      { section: ['"__proto__" is not a valid choice.'] },
    ]);
    expect(await errorsOf({ ...good, title: 'x'.repeat(256) })).toEqual([
      400,
      { title: ['Ensure this field has no more than 255 characters.'] },
    ]);
    for (const display_order of [1e9, 1e20, '1000000000', Number.MAX_SAFE_INTEGER + 2]) {
      expect([display_order, ...(await errorsOf({ ...good, display_order }))]).toEqual([
        display_order,
        400,
        { display_order: ['A valid integer is required.'] },
      ]);
    }
    const largest = await server.api('POST', `${base}/`, {
      ...good,
      display_order: 999_999_999,
      content: 'x'.repeat(50_000),
    });
    expect(largest.statusCode).toBe(201);
    expect(largest.json()).toMatchObject({ display_order: 999_999_999 });
    const tooLong = { content: ['Ensure this field has no more than 50000 characters.'] };
    expect(await errorsOf({ ...good, content: 'x'.repeat(50_001) })).toEqual([400, tooLong]);
    const put = await server.api('PUT', `${base}/${largest.json().id}/`, { content: 'x'.repeat(50_001) });
    expect([put.statusCode, put.json().errors]).toEqual([400, tooLong]);
    const huge = await server.api('POST', `${base}/`, { ...good, content: 'x'.repeat(1_100_000) });
    expect([huge.statusCode, huge.json()]).toEqual([413, { message: 'Request body is too large.' }]);
    const odd = await server.api('POST', `${base}/`, { ...good, content: 'Lone \ud800 surrogate and \u0000 nul' });
    expect(odd.statusCode).toBeLessThan(500);

    for (const id of ['0', '-1', '1e3', '0x1', '1.5', '%00', '99999999999999999999', '9007199254740993']) {
      const missing = await server.api('PUT', `${base}/${id}/`, { content: 'x' });
      expect([id, missing.statusCode, missing.json()]).toEqual([
        id,
        404,
        { detail: 'Not found.', message: 'Entry not found.' },
      ]);
    }
  });

  it('replaces the content of an entry; 404 for an unknown one or one of the other kind; 400 for blank', async () => {
    const server = await startSignedIn();
    const [entry] = server.db().prepare('SELECT id FROM legal_entries WHERE kind = ? LIMIT 1').all(kind) as {
      id: number;
    }[];
    const [other] = server.db().prepare('SELECT id FROM legal_entries WHERE kind <> ? LIMIT 1').all(kind) as {
      id: number;
    }[];
    server.clock.advance(60_000);
    const updated = await server.api('PUT', `${base}/${entry.id}/`, { content: 'New <b>content</b>' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: entry.id, content: 'New <b>content</b>' });
    expect(updated.json().updated_at).toBe(server.clock.now().toISOString());
    const list = (await server.api('GET', `${base}/list/`)).json() as Record<string, { id: number; content: string }[]>;
    expect(
      Object.values(list)
        .flat()
        .find(item => item.id === entry.id)?.content,
    ).toBe('New <b>content</b>');

    for (const id of [other.id, 999999, 'abc']) {
      const missing = await server.api('PUT', `${base}/${id}/`, { content: 'x' });
      expect([id, missing.statusCode, missing.json()]).toEqual([
        id,
        404,
        { detail: 'Not found.', message: 'Entry not found.' },
      ]);
    }
    const blank = await server.api('PUT', `${base}/${entry.id}/`, { content: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ content: REQUIRED });
  });
});
