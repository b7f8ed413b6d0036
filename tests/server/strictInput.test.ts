import { describe, expect, it } from 'vitest';
import { API, bearer, Multipart, startSignedIn, type SignedInServer } from './helpers';

const count = (server: SignedInServer, table: string) =>
  server.db().prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/** The first category of the seeded brand 1. */
const categoryOfBrand1 = (server: SignedInServer) =>
  server.db().prepare('SELECT id FROM categories WHERE brand_id = 1 ORDER BY id').pluck().get() as number;

/** Sends `json` as the raw text of a JSON body (JSON.stringify cannot write -0). */
async function rawJson(server: SignedInServer, method: 'POST' | 'PUT' | 'PATCH', path: string, json: string) {
  return server.inject({
    method,
    url: `${API}/${path}`,
    headers: { ...bearer(server.access), 'content-type': 'application/json' },
    payload: json,
  });
}

describe('text', () => {
  it('refuses control characters, and tabs or line breaks outside multi-line fields', async () => {
    const server = await startSignedIn();
    const brands = count(server, 'brands');
    for (const name of ['Nul\u0000Brand', 'Bell\u0007Brand', 'Tab\tBrand', 'Two\nLines', 'C1\u0085Brand']) {
      const response = await server.api('POST', 'product/brand/', new Multipart({ name }));
      expect([name, response.statusCode]).toEqual([name, 400]);
      const category = await server.api('POST', 'product/category/', { name, brand: 1 });
      expect([name, category.statusCode]).toEqual([name, 400]);
      const entry = await server.api('POST', 'user/directory/', {
        first_name: name,
        email: 'ctl@example.com',
        phone: '9876501234',
        user_type: 'architect',
      });
      expect([name, entry.statusCode]).toEqual([name, 400]);
    }
    const escape = await server.api('POST', 'product/brand/', new Multipart({ name: 'Ok', description: 'a\u001bb' }));
    expect(escape.statusCode).toBe(400);
    expect(count(server, 'brands')).toBe(brands);
  });

  it('keeps tabs and line breaks in multi-line fields, line breaks stored as \\n', async () => {
    const server = await startSignedIn();
    const response = await server.api(
      'POST',
      'product/brand/',
      new Multipart({ name: '  Spaced Brand  ', description: 'Line one\r\n\tindented' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Spaced Brand', description: 'Line one\n\tindented' });
  });
});

describe('ids', () => {
  const looseIds = ['0x1', '1e0', '%201', '+1', '01', '1.0', '-1', '0', '9007199254740993', '１'];

  it('answers 404 for a route id that is not plain decimal digits', async () => {
    const server = await startSignedIn();
    for (const id of looseIds) {
      for (const path of [`product/brand/retrieve/${id}/`, `user/directory/retrieve/${id}/`, `bill/retrieve/${id}/`]) {
        const response = await server.api('GET', path);
        expect([path, response.statusCode]).toEqual([path, 404]);
      }
    }
    expect((await server.api('GET', 'product/brand/retrieve/1/')).statusCode).toBe(200);
  });

  it('answers 400 for a body id that is not plain decimal digits or a whole number', async () => {
    const server = await startSignedIn();
    const categories = count(server, 'categories');
    for (const brand of ['0x1', '1e0', ' 1', '+1', '01', '1.0', 1.5, -1, 0, true, [1]]) {
      const response = await server.api('POST', 'product/category/', { name: 'Loose Id', brand });
      expect([brand, response.statusCode]).toEqual([brand, 400]);
    }
    expect(count(server, 'categories')).toBe(categories);
    const product = await server.api(
      'POST',
      'product/product/',
      new Multipart({
        name: 'P',
        code: 'HEX-1',
        brand: '0x1',
        category: String(categoryOfBrand1(server)),
        price_in_inr: '5',
      }),
    );
    expect([product.statusCode, product.json().errors.brand]).toEqual([400, ['A valid integer is required.']]);
  });
});

describe('emails', () => {
  it('are trimmed and lower-cased before the uniqueness check', async () => {
    const server = await startSignedIn();
    const user = await server.api(
      'POST',
      'user/user/admin/create/',
      new Multipart({
        first_name: 'Dup',
        last_name: 'Admin',
        pan_card_number: 'ABCPD1234Q',
        email: '  ADMIN@Loyalty.Test ',
      }),
    );
    expect([user.statusCode, user.json().message]).toEqual([400, 'A user with this email already exists.']);
    const entry = { first_name: 'Mira', phone: '9876501111', user_type: 'architect' };
    expect((await server.api('POST', 'user/directory/', { ...entry, email: ' Mira@Example.com' })).statusCode).toBe(
      201,
    );
    const again = await server.api('POST', 'user/directory/', {
      ...entry,
      phone: '9876502222',
      email: 'MIRA@example.COM  ',
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('money', () => {
  it('takes at most two decimals, no exponent, no -0, and a price above 0 where one is required', async () => {
    const server = await startSignedIn();
    const products = count(server, 'products');
    const category = categoryOfBrand1(server);
    const product = (price: string, extra = '') =>
      `{"name":"Priced","code":"PR-${Math.random()}","brand":1,"category":${category},"price_in_inr":${price}${extra}}`;
    for (const price of ['1e-7', '"1e-7"', '-0', '"-0"', '"-0.00"', '0.001', '"1.234"', '"1e3"', '0', '" 12 5"']) {
      const response = await rawJson(server, 'POST', 'product/product/', product(price));
      expect([price, response.statusCode]).toEqual([price, 400]);
    }
    for (const price of ['-0', '1e-7', '0.005']) {
      const response = await rawJson(server, 'POST', 'product/product/', product('10', `,"price_in_usd":${price}`));
      expect([price, response.statusCode]).toEqual([price, 400]);
    }
    expect(count(server, 'products')).toBe(products);
    const fine = await rawJson(server, 'POST', 'product/product/', product('"1999.50"', ',"price_in_usd":0'));
    expect([fine.statusCode, fine.json().price_in_inr]).toEqual([201, 1999.5]);
  });

  it('refuses -0 and 1e-7 as a bill approval cash amount', async () => {
    const server = await startSignedIn();
    const bill = server.db().prepare("SELECT id FROM bills WHERE status = 'pending'").pluck().get() as number;
    for (const cash of ['-0', '"-0"', '1e-7', '"0.001"']) {
      const response = await rawJson(
        server,
        'PATCH',
        `bill/approve/${bill}/`,
        `{"points_earned":10,"cash_earned":${cash}}`,
      );
      expect([cash, response.statusCode]).toEqual([cash, 400]);
    }
    expect(server.db().prepare('SELECT status FROM bills WHERE id = ?').pluck().get(bill)).toBe('pending');
  });
});

describe('dates', () => {
  it('are real calendar dates', async () => {
    const server = await startSignedIn();
    for (const validity of ['2030-02-30', '2030-13-01', '2030-2-3', '2030-02-29 ', '31-12-2030']) {
      const response = await server.api('PUT', 'loyalty/voucher/update/1/', { validity });
      expect([validity, response.statusCode]).toEqual([validity, 400]);
    }
    expect((await server.api('PUT', 'loyalty/voucher/update/1/', { validity: '2032-02-29' })).statusCode).toBe(200);
  });
});
