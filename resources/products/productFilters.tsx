import { SelectInput, useListContext, useTranslate } from 'react-admin';
import type { ProductSearchMeta } from './catalogueCalls';
import { searchFilter } from '@/src/ui/list/SearchFilter';

const trendingChoices = [
  { id: 'true', name: 'app.common.yes' },
  { id: 'false', name: 'app.common.no' },
];

/**
 * The catalogue's search box and, once something is searched, filters of the products
 * found by brand, category and trending. Their choices are the brands and categories of
 * the products found (the categories of the chosen brand, once one is chosen).
 */
export function useProductFilters() {
  const translate = useTranslate();
  const { filterValues, meta } = useListContext();
  const search = searchFilter(translate('app.catalogue.search_placeholder'));
  if (!filterValues.q) return [search];
  const found = meta as ProductSearchMeta | undefined;
  const brand = filterValues.brand as string | number | undefined;
  const categories = (found?.productCategories ?? [])
    .filter(category => brand === undefined || String(category.brand) === String(brand))
    .map(category => ({
      id: category.id,
      name: brand === undefined ? `${category.name} (${category.brand_name})` : category.name,
    }));
  return [
    search,
    <SelectInput
      key="brand"
      source="brand"
      label="app.catalogue.brand"
      choices={found?.productBrands ?? []}
      translateChoice={false}
    />,
    <SelectInput
      key="category"
      source="category"
      label="app.catalogue.category"
      choices={categories}
      translateChoice={false}
    />,
    <SelectInput key="is_featured" source="is_featured" label="app.catalogue.trending" choices={trendingChoices} />,
  ];
}
