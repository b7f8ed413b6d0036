import type { CatalogueLookup } from '@/contract/catalogue/products';

interface Named {
  id: number;
  name: string;
}

/** The brands and categories a product import names, as the preview worker receives them. */
export interface CatalogueNames {
  brands: Named[];
  categories: (Named & { brand: number })[];
}

/** A name as the server's database compares it (COLLATE NOCASE: ASCII letters in any case). */
const nameKey = (name: string) => name.replace(/[A-Z]/g, letter => letter.toLowerCase());

/**
 * The product rules' catalogue from the brand and category lists. Whether a code is taken
 * the browser cannot tell (it does not hold every product): the server checks that on import.
 */
export function catalogueLookup({ brands, categories }: CatalogueNames): CatalogueLookup {
  const brandIds = new Map(brands.map(brand => [nameKey(brand.name), brand.id]));
  const categoryIds = new Map(categories.map(category => [`${category.brand} ${nameKey(category.name)}`, category.id]));
  const brandOfCategory = new Map(categories.map(category => [category.id, category.brand]));
  const knownBrands = new Set(brands.map(brand => brand.id));
  return {
    brandNamed: name => brandIds.get(nameKey(name)),
    categoryNamed: (brand, name) => categoryIds.get(`${brand} ${nameKey(name)}`),
    brandExists: brand => knownBrands.has(brand),
    categoryInBrand: (category, brand) => brandOfCategory.get(category) === brand,
    codeTaken: () => false,
  };
}
