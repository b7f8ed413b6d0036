import { describe, expect, it } from 'vitest';
import { workOutEarnings } from '@/contract/schemes/earnings';
import { bill, context, royaleAt, scheme, version } from './schemeFixtures';

describe('an unmatched line', () => {
  const monsoon = scheme(
    1,
    'Monsoon',
    version([royaleAt(150), { kind: 'per_unit', target: { brand: 20 }, points: 40, cash_paise: 0 }]),
  );

  it('is named and earns nothing; names match trimmed, ASCII letters in any case', () => {
    const earnings = workOutEarnings(
      bill([
        ['  royale 20 l ', 2],
        ['Mystery Primer', 5],
        ['émulsion 1 l', 4],
      ]),
      context([monsoon]),
    );
    expect(earnings.points).toBe(300); // 2 × 150; Mystery Primer matches nothing; É is not folded (as NOCASE), so no 4 × 40
    expect(earnings.unmatched).toEqual(['Mystery Primer', 'émulsion 1 l']);
    expect(earnings.lines).toMatchObject([{ kind: 'per_unit', product_id: 1, product_name: 'Royale 20 L', units: 2 }]);
  });

  it('earns once an administrator matches it to a product, which also overrides a match by name', () => {
    const earnings = workOutEarnings(
      bill([
        ['Mystery Primer', 3],
        ['Royale 20 L', 1],
      ]),
      { ...context([monsoon]), matches: { 'Mystery Primer': 1, 'Royale 20 L': 999 } },
    );
    expect(earnings.unmatched).toEqual([]);
    expect(earnings.points).toBe(600); // 3 × 150 chosen; the unknown id 999 leaves the name's match: 1 × 150
  });

  it('counts whole units only', () => {
    expect(workOutEarnings(bill([['Royale 20 L', 2.5]]), context([monsoon])).points).toBe(300); // 2 whole units × 150
  });
});
