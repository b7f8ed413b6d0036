import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { copiedListsOf } from '@/server/area';
import { SERVER_AREAS } from '@/server/areas';
import { openDatabase } from '@/server/db/connection';
import { runMigrations } from '@/server/db/migrate';
import { FILLED_LISTS, CopyKeeper, isFilled } from '@/server/gateway/upstreamCopy/keeper';
import type { Upstream } from '@/server/gateway/upstream';

// A backend without one of the lists the figures are filled from (the samples' Django has no
// `user/users/`): the other lists are filled, and the missing one is neither asked at every call
// nor logged at every try.

const MISSING = 'user/users/';
const copiedLists = copiedListsOf(SERVER_AREAS);

/** A signed-in owner's call, as the gateway's guard and permission leave it. */
const ownersCall = {
  routeOptions: { config: { signedIn: true } },
  grantedPermission: true,
  adminRole: 'owner',
  headers: { authorization: 'Bearer owner-token' },
} as unknown as FastifyRequest;

describe("the figures' first fill, on a backend without one of its lists", () => {
  it('fills the others, asks the missing one again only after a wait, and logs it once', async () => {
    const db = openDatabase(':memory:');
    runMigrations(db, new Date());
    const asked: string[] = [];
    const upstream = {
      get: async (path: string) => {
        asked.push(path.split('?')[0]);
        return path.startsWith(MISSING) ? { status: 404, body: { detail: 'Not found.' } } : { status: 200, body: [] };
      },
    } as unknown as Upstream;
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const keeper = new CopyKeeper({ db, upstream, now: () => new Date(), log, copiedLists });

    await keeper.tokenSeen(ownersCall);
    await vi.waitFor(() => expect(asked).toHaveLength(FILLED_LISTS.length));
    await new Promise(resolve => setTimeout(resolve, 20));
    for (let call = 0; call < 5; call += 1) await keeper.tokenSeen(ownersCall);
    await new Promise(resolve => setTimeout(resolve, 20));

    expect(asked.filter(path => path === MISSING)).toHaveLength(1);
    expect(FILLED_LISTS.filter(list => list.path !== MISSING).every(list => isFilled(db, list.path))).toBe(true);
    expect(isFilled(db, MISSING)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    keeper.stop();
    db.close();
  });
});

describe("the figures' first fill, while administrators call", () => {
  it('reads no page while their calls come, and goes on once they leave the gateway alone', async () => {
    const db = openDatabase(':memory:');
    runMigrations(db, new Date());
    const asked: string[] = [];
    const upstream = {
      get: async (path: string) => {
        asked.push(path.split('?')[0]);
        return { status: 200, body: [] };
      },
    } as unknown as Upstream;
    const keeper = new CopyKeeper({ db, upstream, now: () => new Date(), log: {} as FastifyBaseLogger, copiedLists });
    const call = { url: '/api/v1/main/dashboard/' } as FastifyRequest;

    await keeper.callSeen(call);
    await keeper.tokenSeen(ownersCall);
    for (let calls = 0; calls < 8; calls += 1) {
      await new Promise(resolve => setTimeout(resolve, 200));
      await keeper.callSeen(call);
    }
    expect(asked).toEqual([]);
    await vi.waitFor(() => expect(asked).toHaveLength(FILLED_LISTS.length), { timeout: 10_000 });
    expect(FILLED_LISTS.every(list => isFilled(db, list.path))).toBe(true);
    keeper.stop();
    db.close();
  });
});
