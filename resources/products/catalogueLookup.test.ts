import { describe, expect, it } from 'vitest';
import { catalogueLookup } from './catalogueLookup';

describe('catalogueLookup', () => {
  const lookup = catalogueLookup({
    brands: [{ id: 1, name: 'Aquaflow' }],
    categories: [
      { id: 10, name: 'Faucets', brand: 1 },
      { id: 11, name: 'Éclairage', brand: 1 },
    ],
  });

  it('finds names as the server’s database compares them: ASCII letters in any case, nothing else folded', () => {
    expect([lookup.brandNamed('AQUAFLOW'), lookup.brandNamed('Aqua flow')]).toEqual([1, undefined]);
    expect([lookup.categoryNamed(1, 'faucets'), lookup.categoryNamed(2, 'Faucets')]).toEqual([10, undefined]);
    expect([lookup.categoryNamed(1, 'ÉCLAIRAGE'), lookup.categoryNamed(1, 'éclairage')]).toEqual([11, undefined]);
  });

  it('knows brands and categories by id, and leaves taken codes to the server', () => {
    expect([lookup.brandExists(1), lookup.brandExists(2)]).toEqual([true, false]);
    expect([lookup.categoryInBrand(10, 1), lookup.categoryInBrand(10, 2)]).toEqual([true, false]);
    expect(lookup.codeTaken('ANY', 0)).toBe(false);
  });
});
