import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API, bearer, startSignedIn, type SignedInServer } from './helpers';
import { INPUT_ROUTES, type InputRoute } from './routeCatalogue';

const BOUNDARY = 'prop-boundary-93a1';

/** A digest of every row of every table: equal before and after means nothing changed. */
function checksum(server: SignedInServer): string {
  const db = server.db();
  const hash = createHash('sha256');
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
  for (const table of tables as string[])
    hash.update(table).update(JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).all()));
  return hash.digest('hex');
}

/** Ids that are not ids: signs, spaces, exponents, leading zeros, hex, fractions, overflow, words. */
const looseId = fc.oneof(
  fc.constantFrom('0x1', '1e2', ' 1', '+1', '01', '1.0', '-1', '0', '9007199254740993', '１', 'null', '%00', '..'),
  fc.string({ maxLength: 12 }).filter(text => !/^[1-9]\d*$/.test(text)),
);
/** An id, seeded or not, that may exist. */
const plainId = fc.constantFrom('1', '2', '3', '999999');

/** A value no field takes: text with a NUL or another control character, an object, a nested list. */
const refused = fc.oneof(
  fc.string({ maxLength: 20 }).map(text => `${text}\u0000${text}`),
  fc.constantFrom('\u0007', 'a\u001bb', '\u0000'),
  fc.constant({}),
  fc.constant([[]]),
);
/** A text value refused by every field of a multipart form. */
const refusedText = fc.oneof(
  fc.string({ maxLength: 20 }).map(text => `${text}\u0000`),
  fc.constantFrom('\u0007', 'x\u001by', 'x'.repeat(70 * 1024)),
);
const anyValue = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

interface Sample {
  route: InputRoute;
  id: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

/** Random fields with at least one of the route's own set to a refused value. */
const poisonedFields = <V>(route: InputRoute, bad: fc.Arbitrary<V>, other: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      fc.subarray(route.fields, { minLength: 1 }),
      fc.dictionary(fc.constantFrom(...route.fields, 'extra', 'id', '__proto__x'), other, { maxKeys: 6 }),
    )
    .chain(([poisoned, rest]) =>
      fc
        .tuple(...poisoned.map(() => bad))
        .map(values => ({ ...rest, ...Object.fromEntries(poisoned.map((field, index) => [field, values[index]])) })),
    );

const JSON_TYPE = { 'content-type': 'application/json' };
const MULTIPART_TYPE = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function multipartBody(fields: Record<string, unknown>, files: [string, Uint8Array][], jsonTyped: boolean): Buffer {
  const part = (head: string, body: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; ${head}\r\n\r\n`),
      body,
      Buffer.from('\r\n'),
    ]);
  const type = jsonTyped ? '\r\nContent-Type: application/json' : '';
  return Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => part(`name="${name}"${type}`, Buffer.from(String(value)))),
    ...files.map(([name, data]) => part(`name="${name}"; filename="${name}.bin"`, Buffer.from(data))),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

/** Files of random bytes, which no route takes: not an image, a PDF or a spreadsheet. */
const fileParts = fc.array(
  fc.tuple(
    fc.constantFrom('file', 'images', 'image', 'logo', 'photo', 'certificate', 'product_pdf'),
    fc.uint8Array({ maxLength: 64 }),
  ),
  { maxLength: 3 },
);

/** Bodies that are broken whatever the route: malformed JSON or multipart, another content type, bad lengths. */
const brokenBody = fc.oneof(
  fc.record({
    headers: fc.constant(JSON_TYPE),
    payload: fc.constantFrom('{', '{"a":', "{'a':1}", '{"a":1}}', 'nul', '[1,]', '\u0000', '{"__proto__":{"x":1}}'),
  }),
  fc.record({
    headers: fc.constant(JSON_TYPE),
    payload: fc.constantFrom('[]', '"text"', '42', 'true', '[{"name":"x"}]'),
  }),
  fc.record({
    headers: fc.constantFrom(
      { 'content-type': 'text/xml' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/mixed; boundary=x' },
      { 'content-type': 'image/png' },
    ),
    payload: fc.string({ maxLength: 40 }),
  }),
  fc.record({
    headers: fc.string({ maxLength: 30 }).map(type => ({ 'content-type': type })),
    payload: fc.constant('{"name":"typed at random"}'),
  }),
  fc.record({ headers: fc.constant(MULTIPART_TYPE), payload: fc.uint8Array({ maxLength: 200 }).map(Buffer.from) }),
  fc.record({
    headers: fc.constant({ ...JSON_TYPE, 'content-length': '999' }),
    payload: fc.constant('{"name":"short"}'),
  }),
);

/** A body of the route's own kind with a field refused, or cut short. */
function refusedBody(route: InputRoute) {
  const json = () =>
    poisonedFields(route, refused, anyValue).map(fields => ({ headers: JSON_TYPE, payload: JSON.stringify(fields) }));
  const multipart = fc
    .record({
      fields:
        route.fields.length > 0 ? poisonedFields(route, refusedText, fc.string({ maxLength: 20 })) : fc.constant({}),
      files: fileParts,
      jsonTyped: fc.boolean(),
      cut: fc.option(fc.nat(), { nil: undefined }),
    })
    .map(({ fields, files, jsonTyped, cut }) => {
      const whole = multipartBody(fields, files, jsonTyped);
      // A cut anywhere before the closing delimiter's end leaves the body unfinished.
      const payload = cut === undefined ? whole : whole.subarray(0, cut % (whole.length - 4));
      return { headers: MULTIPART_TYPE, payload };
    });
  if (route.body === 'json') return json();
  if (route.body === 'multipart') return multipart;
  return fc.oneof(json(), multipart);
}

const samples: fc.Arbitrary<Sample> = fc.constantFrom(...INPUT_ROUTES).chain(route => {
  const takesId = route.path.includes('{id}');
  const body = route.body === 'none' ? fc.constant({ headers: {}, payload: undefined }) : refusedBody(route);
  // A route without a body to refuse can only be refused by its id.
  const id = route.body === 'none' ? looseId : fc.oneof(plainId, looseId);
  return fc
    .record({
      route: fc.constant(route),
      id: takesId ? id : fc.constant(''),
      body: fc.oneof({ weight: 3, arbitrary: body }, { weight: 1, arbitrary: brokenBody }),
    })
    .map(({ route, id, body }) => ({ route, id, headers: body.headers, payload: body.payload }));
});

async function send(server: SignedInServer, access: string, { route, id, headers, payload }: Sample) {
  return server.inject({
    method: route.method,
    url: `${API}/${route.path.replace('{id}', encodeURIComponent(id))}`,
    headers: { ...headers, ...bearer(access) },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('every JSON and multipart route, given random and malformed input', () => {
  it('answers 4xx, never 2xx or 5xx, and changes no row', async () => {
    const server = await startSignedIn();
    const { access } = server;
    const before = checksum(server);
    await fc.assert(
      fc.asyncProperty(samples, async sample => {
        const response = await send(server, access, sample);
        const shown = `${sample.route.method} ${sample.route.path} id=${JSON.stringify(sample.id)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, shown).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, shown).toBeLessThan(500);
        expect(checksum(server), shown).toBe(before);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
