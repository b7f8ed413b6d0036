import { describe, expect, it } from 'vitest';
import {
  groupHits,
  matchRank,
  mergeAnswers,
  rankHits,
  searchTextOf,
  type HitKind,
  type PaletteHit,
} from '@/src/search/paletteHits';
import { goToAnswer } from '@/src/search/goToEntries';

const hit = (kind: HitKind, key: string, ...texts: string[]): PaletteHit => ({
  kind,
  key,
  primary: texts[0] ?? key,
  to: `/${key}`,
  texts,
});
const keys = (hits: PaletteHit[]) => hits.map(line => line.key);

describe('the search text', () => {
  it('keeps words as typed, trimmed and with single spaces', () => {
    expect(searchTextOf('  Ravi   Kumar ')).toBe('Ravi Kumar');
    expect(searchTextOf('AQF-1015')).toBe('AQF-1015');
    expect(searchTextOf('INV/2026/91306')).toBe('INV/2026/91306');
  });

  it('reads a phone number as its digits, without the country code', () => {
    expect(searchTextOf('+91 98765 43210')).toBe('9876543210');
    expect(searchTextOf('98765-43210')).toBe('9876543210');
    expect(searchTextOf('(0431) 245 678')).toBe('0431245678');
    expect(searchTextOf('919876543210')).toBe('9876543210');
    // Short numbers are amounts or codes, searched as typed.
    expect(searchTextOf('1 500')).toBe('1 500');
  });
});

describe('ranking', () => {
  it('puts equal before starts-with before a word that starts with it before holds it', () => {
    expect(matchRank('Ravi', 'ravi')).toBe(0);
    expect(matchRank('Ravindra Rao', 'ravi')).toBe(1);
    expect(matchRank('Kumar Ravi', 'ravi')).toBe(2);
    expect(matchRank('ravi.k@firm.in', 'firm')).toBe(2);
    expect(matchRank('Bravia Traders', 'ravi')).toBe(3);
    expect(matchRank('Anil', 'ravi')).toBe(4);
    expect(matchRank('', 'ravi')).toBe(4);
  });

  it('finds a word start after an earlier match inside a word', () => {
    expect(matchRank('Bravi Ravi', 'ravi')).toBe(2);
  });

  it("ranks a line by its best text and keeps the list's order between equals", () => {
    const hits = [
      hit('members', 'held', 'Anil Bravi', '9000000001'),
      hit('members', 'other-field', 'Sunil', '9000000002'),
      hit('members', 'word', 'Anil Ravi', '9000000003'),
      hit('members', 'exact-phone', 'Kiran', 'ravi'),
      hit('members', 'word-too', 'Kumar Ravi', '9000000004'),
    ];
    expect(keys(rankHits(hits, 'Ravi'))).toEqual(['exact-phone', 'word', 'word-too', 'held', 'other-field']);
  });
});

describe('grouping', () => {
  it('orders the groups by kind, leaves out empty ones and cuts each to the cap, with its total', () => {
    const members = Array.from({ length: 7 }, (_, index) => hit('members', `m${index}`, `Member ${index}`));
    const kinds = ['goto', 'members', 'directory', 'bills', 'vouchers', 'products'];
    const groups = groupHits(
      {
        products: { hits: [hit('products', 'p1', 'AQF-1015')], total: 1 },
        bills: { hits: [], total: 0 },
        members: { hits: members, total: 23 },
        goto: { hits: [hit('goto', 'g1', 'Bills')], total: 1 },
      },
      'member',
      5,
      kinds,
    );
    expect(groups.map(group => group.kind)).toEqual(['goto', 'members', 'products']);
    expect(groups[1].hits).toHaveLength(5);
    expect(groups[1].total).toBe(23);
  });

  it('shows every "Go to" line, however many', () => {
    const goTo = Array.from({ length: 11 }, (_, index) => hit('goto', `g${index}`, `Screen ${index}`));
    expect(groupHits({ goto: { hits: goTo, total: 11 } }, '', 5, ['goto'])[0].hits).toHaveLength(11);
  });

  it('ranks before cutting, so the best match of a long answer shows', () => {
    const hits = [...Array.from({ length: 6 }, (_, index) => hit('products', `x${index}`, `Mixer ${index}`))];
    hits.push(hit('products', 'code', 'MX-9'));
    expect(keys(groupHits({ products: { hits, total: 7 } }, 'mx-9', 5, ['products'])[0].hits)[0]).toBe('code');
  });

  it('merges the lists of one kind, their totals added', () => {
    const merged = mergeAnswers([
      { hits: [hit('members', 'u1', 'A')], total: 12 },
      { hits: [hit('members', 'n1', 'B')], total: 3 },
    ]);
    expect(keys(merged.hits)).toEqual(['u1', 'n1']);
    expect(merged.total).toBe(15);
  });
});

describe('"Go to" lines', () => {
  const words: Record<string, string> = {
    'app.audit.menu': 'Audit log',
    'app.movement.menu': 'Programme',
    'app.movement.title': 'Programme at a glance',
  };
  const translate = (key: string) => words[key] ?? key;
  const lines = (search: string, audit: boolean) => goToAnswer(search, translate, { audit }).hits.map(line => line.to);

  it("lists the inbox, the audit log and the menu's areas, then those whose name holds the text", () => {
    expect(lines('', true)).toEqual(expect.arrayContaining(['/approvals', '/audit', '/', '/bills/request/list']));
    expect(lines('AUDIT', true)).toEqual(['/audit']);
  });

  it("finds a line by its page's heading too, and shows the heading under its name", () => {
    expect(lines('GLANCE', true)).toEqual(['/programme']);
    expect(goToAnswer('glance', translate, { audit: true }).hits[0]).toMatchObject({
      primary: 'Programme',
      secondary: 'Programme at a glance',
    });
  });

  it('leaves out the audit log when the backend keeps no audit trail', () => {
    expect(lines('', false)).not.toContain('/audit');
    expect(lines('audit', false)).toEqual([]);
  });
});
