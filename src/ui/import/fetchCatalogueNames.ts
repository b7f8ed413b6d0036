import { fetchWholeList } from '../../../dataProvider/drfPages';
import { endpoints } from '../../../dataProvider/areaEndpoints';
import type { CatalogueNames } from './catalogueLookup';

const listPath = (resource: 'brands' | 'categories'): string => {
  const path = endpoints[resource]?.list;
  if (typeof path !== 'string') throw new Error(`No list path for ${resource}`);
  return path;
};

const asRecords = (items: unknown[]) => items as Array<{ id: unknown; name: unknown; brand?: unknown }>;

/** Every brand and category of the catalogue, by id and name, for the product import's preview. */
export async function fetchCatalogueNames(): Promise<CatalogueNames> {
  const [brands, categories] = await Promise.all([
    fetchWholeList(listPath('brands'), 'app.catalogue.brands_failed'),
    fetchWholeList(listPath('categories')),
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
