import { idFromText } from '@/contract/fields/ids';
import type { AppDataProvider } from '@/dataProvider';
import type { RateCategory, RateProductSource } from './rateProducts';

/** A category of the spec's list as the rates import needs it, or nothing when its ids are unreadable. */
function rateCategory(category: unknown): RateCategory[] {
  const { id, brand } = category as { id?: unknown; brand?: unknown };
  const categoryId = idFromText(String(id));
  const brandId = idFromText(String(brand));
  return categoryId === undefined || brandId === undefined ? [] : [{ id: categoryId, brand: brandId }];
}

/** The catalogue as the rates import reads it: the spec's search, its categories and each category's products. */
export const rateProductSource = (dataProvider: AppDataProvider, signal: AbortSignal): RateProductSource => ({
  search: query => dataProvider.findSchemeProducts(query, signal),
  categories: async () => (await dataProvider.wholeList('schemeCategories')).flatMap(rateCategory),
  categoryProducts: ({ brand, id }) => dataProvider.getSchemeCategoryProducts(brand, id, signal),
});
