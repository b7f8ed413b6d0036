import { describe, expect, it } from 'vitest';
import { seedBulkUsers } from '@/server/db/seed/bulk';
import { bulkActivity } from '@/server/db/seed/bulkActivity';
import { createRng } from '@/server/db/seed/random';
import { readPage } from '@/server/paging/page';
import { readPageQuery } from '@/server/paging/request';
import { startSignedIn, type SignedInServer } from '@/tests/server/helpers';
import { LIST_CASES, matches, type Item } from '@/tests/server/pagingLists';
import { memberList } from './lists';

interface Page {
  results: Item[];
}

/** The demo data and 150 more members with their bills, requests and ledger. */
async function startWithMembers(): Promise<SignedInServer> {
  const server = await startSignedIn();
  const now = server.clock.now();
  server.write(db => {
    const rng = createRng(17);
    seedBulkUsers(db, { count: 150, now, rng, pendingShare: 0.2, onMember: bulkActivity(db, now, rng) });
  });
  return server;
}

async function page(server: SignedInServer, path: string, query: string): Promise<Page> {
  const response = await server.api('GET', `${path}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function whole(server: SignedInServer, path: string): Promise<Item[]> {
  const response = await server.api('GET', path);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const ids = (items: Item[]) => items.map(item => item.id);

describe('the members list, asked for a page', () => {
  it('find members by one or two characters alike whether few or many match, in step as members change', async () => {
    const server = await startWithMembers();
    // Ids only: the test's own connection lacks the server's SQL functions that items use.
    const approved = { ...memberList(server.db(), 'approved'), items: (found: number[]) => found.map(id => ({ id })) };
    const idsOf = (query: Record<string, string>, fewMatches?: number) =>
      ids(
        readPage(server.db(), approved, readPageQuery({ page: '1', page_size: '100', ...query }), fewMatches)
          .items as Item[],
      );
    const users = LIST_CASES.find(list => list.path(server) === 'user/users/')!;
    const everything = await whole(server, 'user/users/');
    for (const query of [
      { search: 'a' },
      { search: 'ku' },
      { search: '9' },
      { search: 'a', user_type: 'dealer' },
    ] as Record<string, string>[]) {
      const expected = ids(
        everything.filter(
          item =>
            matches(item, users.searchFields, query.search) && (!query.user_type || item.user_type === query.user_type),
        ),
      ).slice(0, 100);
      expect([query, idsOf(query, 0)]).toEqual([query, expected]);
      expect([query, idsOf(query)]).toEqual([query, expected]);
    }

    const [member] = (await page(server, 'user/users/', 'page=1')).results;
    const found = async (path: string) => ids((await page(server, path, 'page=1&search=qx')).results);
    server.write(db => db.prepare("UPDATE users SET first_name = 'Qxeleen' WHERE id = ?").run(member.id));
    expect(await found('user/users/')).toEqual([member.id]);
    server.write(db => db.prepare("UPDATE users SET status = 'pending' WHERE id = ?").run(member.id));
    expect([await found('user/users/'), await found('user/new-users/')]).toEqual([[], [member.id]]);
    server.write(db => db.prepare("UPDATE users SET deleted_at = '2026-01-01T00:00:00Z' WHERE id = ?").run(member.id));
    expect(await found('user/new-users/')).toEqual([]);
  });
});
