import type { AppDataProvider } from '@/dataProvider';
import type { CatalogueNames } from './catalogueLookup';

const asRecords = (items: unknown[]) => items as Array<{ id: unknown; name: unknown; brand?: unknown }>;

/** Every brand and category of the catalogue, by id and name, for the product import's preview. */
export async function fetchCatalogueNames(dataProvider: AppDataProvider): Promise<CatalogueNames> {
  const [brands, categories] = await Promise.all([
    dataProvider.wholeList('brands'),
    dataProvider.wholeList('categories'),
  ]);
  return {
    brands: asRecords(brands).map(brand => ({ id: Number(brand.id), name: String(brand.name) })),
    categories: asRecords(categories).map(category => ({
      id: Number(category.id),
      name: String(category.name),
      brand: Number(category.brand),
    })),
  };
}
