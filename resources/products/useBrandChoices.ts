import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Choice } from '@/src/ui/form/FormTextField';

/** The brands, and the categories of the chosen brand, as choices of the product form's selects. */
export function useBrandChoices(brandId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const brands = useQuery({
    queryKey: ['productForm', 'brands'],
    queryFn: ({ signal }) => dataProvider.getBrands(signal),
  });
  const categories = useQuery({
    queryKey: ['productForm', 'categories', brandId],
    queryFn: ({ signal }) => dataProvider.getBrandCategories(brandId, signal),
    enabled: brandId !== '',
  });
  const toChoices = (items?: Array<{ id: unknown; name: string }>): Choice[] =>
    (items ?? []).map(item => ({ value: String(item.id), label: item.name }));
  return { brands: toChoices(brands.data), categories: brandId ? toChoices(categories.data) : [] };
}
