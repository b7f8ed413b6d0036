import type { Db } from '../connection';
import { inserter } from '../rows';
import type { Rng } from './random';
import { PRODUCT_FEATURES, PRODUCT_SERIES } from './vocabulary';

export interface BulkCatalogueOptions {
  brands: number;
  products: number;
  /** Categories of each brand. */
  categoriesPerBrand?: number;
  now: Date;
  rng: Rng;
}

const CATEGORY_NAMES = ['Basins', 'Faucets', 'Tiles', 'Lights', 'Panels', 'Fittings', 'Doors', 'Showers'];

/** The name of the bulk brand at this index (from 0): 'Bench Brand 001' and so on. */
export const bulkBrandName = (index: number) => `Bench Brand ${String(index + 1).padStart(3, '0')}`;

/**
 * Adds `brands` brands, each with its categories, and `products` products spread evenly over
 * them, without media, in one transaction: for measuring the catalogue at scale. Names and
 * codes start with 'Bench' so that they differ from the demo's.
 */
export function seedBulkCatalogue(
  db: Db,
  { brands, products, categoriesPerBrand = 5, now, rng }: BulkCatalogueOptions,
) {
  const createdAt = now.toISOString();
  const insertBrand = inserter(db, 'brands', ['name', 'color', 'description', 'created_at']);
  const insertCategory = inserter(db, 'categories', ['name', 'brand_id', 'created_at']);
  const insertProduct = inserter(db, 'products', [
    'name',
    'code',
    'brand_id',
    'category_id',
    'description',
    'features',
    'price_in_inr',
    'price_in_usd',
    'is_featured',
    'created_at',
  ]);
  db.transaction(() => {
    const categories = Array.from({ length: brands }, (_, brandIndex) => {
      const brandId = insertBrand({
        name: bulkBrandName(brandIndex),
        color: `#${rng.int(0, 0xffffff).toString(16).padStart(6, '0')}`,
        description: `Bench brand number ${brandIndex + 1}.`,
        created_at: createdAt,
      });
      return Array.from({ length: categoriesPerBrand }, (_, index) => {
        const name =
          CATEGORY_NAMES[index % CATEGORY_NAMES.length] + (index < CATEGORY_NAMES.length ? '' : ` ${index + 1}`);
        return { brandId, name, id: insertCategory({ name, brand_id: brandId, created_at: createdAt }) };
      });
    }).flat();
    for (let index = 0; index < products; index += 1) {
      const category = categories[index % categories.length];
      const inr = rng.int(5, 900) * 100 - 1;
      insertProduct({
        name: `Bench ${PRODUCT_SERIES[index % PRODUCT_SERIES.length]} ${category.name} ${index + 1}`,
        code: `BENCH-${String(index + 1).padStart(6, '0')}`,
        brand_id: category.brandId,
        category_id: category.id,
        description: 'A product added for measuring the catalogue at scale.',
        features: rng.shuffle(PRODUCT_FEATURES).slice(0, 2).join('\n'),
        price_in_inr: inr,
        price_in_usd: Math.round((inr / 84) * 100) / 100,
        is_featured: index % 7 === 0,
        created_at: createdAt,
      });
    }
  })();
}
