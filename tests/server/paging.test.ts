import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';
import { seedBulkUsers } from '@/server/db/seed/bulk';
import { bulkActivity } from '@/server/db/seed/bulkActivity';
import { createRng } from '@/server/db/seed/random';
import { API, startSignedIn, type SignedInServer } from './helpers';
import { LIST_CASES, matches, valueAt, type Item, type ListCase } from './pagingLists';

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
}

/** The demo data and 150 more members with their bills, requests and ledger. */
async function startWithMembers(options: Parameters<typeof startSignedIn>[0] = {}): Promise<SignedInServer> {
  const server = await startSignedIn(options);
  const now = server.clock.now();
  server.write(db => {
    const rng = createRng(17);
    seedBulkUsers(db, { count: 150, now, rng, pendingShare: 0.2, onMember: bulkActivity(db, now, rng) });
  });
  return server;
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

async function whole(server: SignedInServer, list: ListCase): Promise<Item[]> {
  const response = await server.api('GET', list.path(server));
  expect(response.statusCode).toBe(200);
  const body: unknown = response.json();
  return list.flatten ? list.flatten(body) : (body as Item[]);
}

async function page(server: SignedInServer, path: string, query: string): Promise<Page> {
  const response = await server.api('GET', withQuery(path, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every page of a list, read in turn: their items together. */
async function allPages(server: SignedInServer, path: string, query: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let number = 1; ; number += 1) {
    const { results, next } = await page(server, path, `${query}&page=${number}`);
    items.push(...results);
    if (next === null) return items;
  }
}

/** The database's order of two values: nulls first, numbers by value, text by its characters. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

const ids = (items: Item[]) => items.map(item => item.id);

describe.each(LIST_CASES)('the $name list, asked for a page', list => {
  it('answers DRF pages of the whole answer, searched, sorted both ways and filtered as the app does', async () => {
    const server = await startWithMembers();
    const path = list.path(server);
    const everything = await whole(server, list);

    const first = await page(server, path, 'page=1');
    expect(Object.keys(first)).toEqual(['count', 'next', 'previous', 'results']);
    expect(first.count).toBe(everything.length);
    expect(first.results).toEqual(everything.slice(0, 20));
    expect(first.previous).toBeNull();
    expect(first.next).toBe(everything.length > 20 ? `http://localhost${API}/${withQuery(path, 'page=2')}` : null);
    expect(await allPages(server, path, 'page_size=7')).toEqual(everything);
    const capped = await page(server, path, 'page=1&page_size=1000');
    expect(capped.results).toHaveLength(Math.min(100, everything.length));
    const unbounded = await page(server, path, `page=1&page_size=${Number.MAX_SAFE_INTEGER}`);
    expect(unbounded.results).toHaveLength(Math.min(100, everything.length));

    for (const text of ['a', 'e', 'an', 'ar', 'ing', 'sh', 'kumar', '1', '00', '12', 'pend', 'zzqx']) {
      const found = await allPages(server, path, `search=${encodeURIComponent(text)}&page_size=100`);
      expect([text, ids(found)]).toEqual([
        text,
        ids(everything.filter(item => matches(item, list.searchFields, text))),
      ]);
    }

    const ascending = await allPages(server, path, `ordering=${list.ordering}&page_size=9`);
    const sorted = [...everything].sort(
      (a, b) => compare(valueAt(a, list.ordering), valueAt(b, list.ordering)) || a.id - b.id,
    );
    expect(ids(ascending)).toEqual(ids(sorted));
    expect(ids(await allPages(server, path, `ordering=-${list.ordering}&page_size=9`))).toEqual(ids(sorted).reverse());

    if (list.filter) {
      const kept = everything.filter(list.filter.keeps);
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThan(everything.length);
      expect(ids(await allPages(server, path, `${list.filter.query}&page_size=100`))).toEqual(ids(kept));
    }
  });
});

describe('paged lists', () => {
  it('read the last pages from the other end, the same rows as from the start', async () => {
    const server = await startWithMembers();
    const users = (await server.api('GET', 'user/users/')).json() as Item[];
    const pages = Math.ceil(users.length / 20);
    const last = await page(server, 'user/users/', `page=${pages}`);
    expect(last.results).toEqual(users.slice((pages - 1) * 20));
    expect(last.next).toBeNull();
    expect(last.previous).toBe(`http://localhost${API}/user/users/?page=${pages - 1}`);
    const secondLast = await page(server, 'user/users/', `page=${pages - 1}&ordering=-first_name`);
    const byName = (await allPages(server, 'user/users/', 'ordering=-first_name&page_size=100')).slice(
      (pages - 2) * 20,
      (pages - 1) * 20,
    );
    expect(secondLast.results).toEqual(byName);
  });

  it('keep every other query parameter in next and previous', async () => {
    const server = await startWithMembers();
    const { next } = await page(server, 'user/users/', 'search=an&ordering=-email&page_size=5&page=2');
    expect(next).toBe(`http://localhost${API}/user/users/?search=an&ordering=-email&page_size=5&page=3`);
  });

  it('answer 400 with a message for a bad page, page size, ordering or filter value', async () => {
    const server = await startWithMembers();
    for (const query of [
      'page=0',
      'page=abc',
      'page=1.5',
      'page=',
      'page=1&page=2',
      'page=1&page_size=0',
      'page=1&page_size=-3',
      'page=1&page_size=x',
      'page=1&ordering=password_hash',
      'page=1&ordering=first_name,nope',
      'page=1&user_type=wizard',
      'page=1&firm_type_in=llp,nope',
      'page=1&date_joined_gte=yesterday',
      `page=1&search=${'x'.repeat(201)}`,
    ]) {
      const response = await server.api('GET', `user/users/?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(typeof response.json().message).toBe('string');
    }
    for (const query of ['amount_gte=ten', 'status=lost', 'invoice_date_lte=15-06-2025']) {
      const response = await server.api('GET', `bill/list/all-bills/?page=1&${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
    }
    for (const query of ['expiry=soon', 'is_scheme=yes']) {
      expect((await server.api('GET', `loyalty/voucher/list/?page=1&${query}`)).statusCode).toBe(400);
    }
  });

  it('answer 404 "Invalid page." past the last page, and an empty first page for no rows', async () => {
    const server = await startWithMembers();
    const { count } = await page(server, 'user/users/', 'page=1');
    const past = await server.api('GET', `user/users/?page=${Math.ceil(count / 20) + 1}`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ detail: 'Invalid page.' });
    expect(await page(server, 'user/users/', 'page=1&search=nobody-is-called-this')).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await server.api('GET', 'user/users/?page=2&search=nobody-is-called-this')).statusCode).toBe(404);
  });

  it('take the filters by django-filter spelling too, and ignore parameters they do not know', async () => {
    const server = await startWithMembers();
    const app = await page(server, 'bill/list/all-bills/', 'page=1&page_size=100&amount_gte=500&status_in=pending');
    const drf = await page(server, 'bill/list/all-bills/', 'page=1&page_size=100&amount__gte=500&status__in=pending');
    expect(drf).toEqual(app);
    expect(app.results.every(bill => Number(bill.amount) >= 500 && bill.status === 'pending')).toBe(true);
    const ordered = await page(server, 'bill/list/all-bills/', 'page=1&ordering=-user_list__firm_name&utm=x');
    expect(ordered.results).toEqual(
      (await page(server, 'bill/list/all-bills/', 'page=1&ordering=-user_list.firm_name')).results,
    );
  });

  it('find what the search index finds after members, referrers and bills change', async () => {
    const server = await startWithMembers();
    const [member] = (await page(server, 'user/users/', 'page=1')).results;
    server.write(db => {
      db.prepare("UPDATE users SET first_name = 'Quokkaleen' WHERE id = ?").run(member.id);
      db.prepare("UPDATE directory_entries SET last_name = 'Wombatson' WHERE id = 1").run();
      db.prepare("UPDATE bills SET invoice_number = 'INV/XYZZY/1' WHERE id = (SELECT MIN(id) FROM bills)").run();
    });
    expect(ids((await page(server, 'user/users/', 'page=1&search=quokka')).results)).toEqual([member.id]);
    const code = server.db().prepare('SELECT referral_code FROM directory_entries WHERE id = 1').pluck().get();
    const referred = (await allPages(server, 'user/users/', 'search=wombatson&page_size=100')).concat(
      await allPages(server, 'user/new-users/', 'search=wombatson&page_size=100'),
    );
    expect(referred.length).toBeGreaterThan(0);
    expect(referred.every(user => String(user.referred_by).endsWith('Wombatson'))).toBe(true);
    expect(referred).toHaveLength(
      server
        .db()
        .prepare('SELECT COUNT(*) FROM users WHERE referred_by = ? AND deleted_at IS NULL')
        .pluck()
        .get(code) as number,
    );
    const bills = (await page(server, 'bill/list/all-bills/', 'page=1&search=xyzzy')).results;
    expect(bills.map(bill => bill.invoice_number)).toEqual(['INV/XYZZY/1']);
  });

  it('answer the catalogue search with its products paged, filtered by brand, category and trending', async () => {
    const server = await startSignedIn();
    const search = (await server.api('GET', 'product/search/?query=a')).json();
    const paged = (await server.api('GET', 'product/search/?query=a&page=1&page_size=100&ordering=name')).json();
    expect(paged.brands).toEqual(search.brands);
    expect(paged.categories).toEqual(search.categories);
    expect(paged.products.count).toBe(search.products.length);
    expect(paged.products.results).toEqual(search.products.slice(0, 100));
    const brand = search.products[0].brand as number;
    const ofBrand = (await server.api('GET', `product/search/?query=a&page=1&page_size=100&brand=${brand}`)).json();
    expect(ids(ofBrand.products.results)).toEqual(
      ids(search.products.filter((product: Item) => product.brand === brand).slice(0, 100)),
    );
  });

  it('page unless LIST_PAGING is off', () => {
    expect(loadConfig({}).listPaging).toBe(true);
    expect(loadConfig({ LIST_PAGING: 'on' }).listPaging).toBe(true);
    expect(loadConfig({ LIST_PAGING: 'off' }).listPaging).toBe(false);
    expect(() => loadConfig({ LIST_PAGING: 'maybe' })).toThrow(ConfigError);
  });

  it('answer whole arrays, page or not, when LIST_PAGING is off', async () => {
    const server = await startSignedIn({ config: { listPaging: false } });
    for (const path of ['user/users/', 'bill/list/all-bills/', 'loyalty/voucher/list/']) {
      const paged = await server.api('GET', `${path}?page=2&page_size=5`);
      expect(paged.json()).toEqual((await server.api('GET', path)).json());
      expect(Array.isArray(paged.json())).toBe(true);
    }
  });

  it('keep only the spec fields of each item in strict mode', async () => {
    const server = await startSignedIn({ config: { specShapes: 'strict' } });
    const users = (await server.api('GET', 'user/users/')).json();
    const first = (await server.api('GET', 'user/users/?page=1')).json();
    expect(first.results).toEqual(users.slice(0, 20));
    expect(first.count).toBe(users.length);
    const notifications = (await server.api('GET', 'main/admin-notifications/grouped-by-time/?page=1')).json();
    expect(Object.keys(notifications.results[0]).sort()).toEqual(
      ['action_url', 'created_at', 'group', 'id', 'message', 'related_bill', 'related_payment', 'related_user']
        .concat(['related_voucher', 'title', 'user_name'])
        .sort(),
    );
  });
});
