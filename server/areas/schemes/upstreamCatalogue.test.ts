import { describe, expect, it } from 'vitest';
import { CATALOGUE_FRESH_MS, CatalogueUnread, readUpstreamCatalogue, upstreamCatalogue } from './upstreamCatalogue';
import type { UpstreamAnswer } from '@/server/gateway/upstream';

/** An upstream answering the spec's catalogue calls from `answers` by path (the query left out), counting reads. */
function fakeUpstream(answers: Record<string, unknown>) {
  const reads: string[] = [];
  return {
    reads,
    get: async (path: string, token: string): Promise<UpstreamAnswer> => {
      reads.push(path);
      expect(token).toBe('token');
      const list = path.split('?')[0];
      return list in answers ? { status: 200, body: answers[list] } : { status: 404, body: { detail: 'Not found.' } };
    },
  };
}

const CATALOGUE = {
  'product/category/list/': [
    { id: 11, name: 'Interior', brand: 1 },
    { id: 12, name: 'Exterior', brand: 1 },
    { id: 21, name: 'Primers', brand: 2 },
  ],
  'product/product/brand/1/category/11/': [{ id: 101, name: 'Royale 20 L' }],
  'product/product/brand/1/category/12/': { count: 1, next: null, results: [{ id: 102, name: 'Apex 10 L' }] },
  'product/product/brand/2/category/21/': [
    { id: 201, name: 'Primer 4 L' },
    { id: 'x', name: 'No id' },
  ],
};

describe("the upstream's catalogue at the gateway", () => {
  it('reads each category of each brand, whole arrays and DRF pages alike', async () => {
    expect(await readUpstreamCatalogue(fakeUpstream(CATALOGUE), 'token')).toEqual([
      { id: 101, name: 'Royale 20 L', brand: 1, category: 11 },
      { id: 102, name: 'Apex 10 L', brand: 1, category: 12 },
      { id: 201, name: 'Primer 4 L', brand: 2, category: 21 },
    ]);
  });

  it('fails whole when a list cannot be read', async () => {
    const { 'product/product/brand/2/category/21/': _unread, ...partial } = CATALOGUE;
    await expect(readUpstreamCatalogue(fakeUpstream(partial), 'token')).rejects.toEqual(new CatalogueUnread(404));
  });

  it('is read again only once it is older than its freshness, callers meanwhile sharing one read', async () => {
    let time = 0;
    const upstream = fakeUpstream(CATALOGUE);
    const catalogue = upstreamCatalogue(upstream, () => new Date(time));
    await Promise.all([catalogue('token'), catalogue('token')]);
    time = CATALOGUE_FRESH_MS - 1;
    await catalogue('token');
    expect(upstream.reads).toHaveLength(4);
    time = CATALOGUE_FRESH_MS;
    await catalogue('token');
    expect(upstream.reads).toHaveLength(8);
  });

  it('reads again at the next call after a failed read', async () => {
    const upstream = fakeUpstream({ 'product/category/list/': { detail: 'not a list' } });
    const catalogue = upstreamCatalogue(upstream, () => new Date(0));
    await expect(catalogue('token')).rejects.toEqual(new CatalogueUnread(502));
    await expect(catalogue('token')).rejects.toEqual(new CatalogueUnread(502));
    expect(upstream.reads).toHaveLength(2);
  });
});
