import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Product } from './catalogueTypes';

const keys = {
  all: ['catalogue'] as const,
  brands: ['catalogue', 'brands'] as const,
  brandProducts: (brandId: Identifier) => ['catalogue', 'brandProducts', String(brandId)] as const,
};

/** Every brand, by name. */
export function useBrands() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: keys.brands, queryFn: ({ signal }) => dataProvider.getBrands(signal) });
}

/**
 * A brand's products, category by category: its categories, then each category's products,
 * once each. Kept until something changes (`useCatalogueRefresh`), so re-expanding a brand
 * does not fetch again.
 */
export function useBrandProducts(brandId: Identifier, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: keys.brandProducts(brandId),
    enabled,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    queryFn: async ({ signal }): Promise<Product[]> => {
      const categories = await dataProvider.getBrandCategories(brandId, signal);
      const lists = await Promise.all(
        categories.map(async category =>
          (await dataProvider.getCategoryProducts(brandId, category.id, signal)).map(product => ({
            ...product,
            category_name: product.category_name || category.name,
          })),
        ),
      );
      return lists.flat();
    },
  });
}

/**
 * Marks every brand's products as old without fetching them: another screen (a product's
 * add, edit or delete) may have changed them since. Called when the list opens, so each
 * brand loads again once on its next expansion.
 */
export function useForgetBrandProductsOnMount() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['catalogue', 'brandProducts'], refetchType: 'none' });
  }, [queryClient]);
}

/** Forgets what the list knows: one brand's products, or (with no brand) everything of the catalogue. */
export function useCatalogueRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (brandId?: Identifier) =>
      queryClient.invalidateQueries({ queryKey: brandId === undefined ? keys.all : keys.brandProducts(brandId) }),
    [queryClient],
  );
}
