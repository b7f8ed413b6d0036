import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { SchemeTerms } from '@/contract/schemes/input';
import type { ProductTarget, SchemeRule } from '@/contract/schemes/scheme';

const everything = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const logOnly = { onError: (error: unknown) => console.error(error) };

const productIdsOf = (terms: readonly SchemeTerms[]) => [
  ...new Set(
    terms
      .flatMap(each => each.rules as SchemeRule[])
      .map(rule => (rule.kind === 'per_unit' ? rule.target : rule.kind === 'multiplier' ? rule.over : 'bill'))
      .flatMap(target => (typeof target === 'object' && 'product' in target ? [target.product] : [])),
  ),
];

/** The names of the products, brands and categories the versions' rules name ("#12" until known), and whether some are still asked. */
export function useNamedTargets(terms: readonly SchemeTerms[]): {
  names: (target: ProductTarget) => string;
  pending: boolean;
} {
  const dataProvider = useDataProvider();
  const brands = useGetList<{ id: number; name: string }>('schemeBrands', everything, logOnly);
  const categories = useGetList<{ id: number; name: string }>('schemeCategories', everything, logOnly);
  const products = useQueries({
    queries: productIdsOf(terms).map(id => ({
      queryKey: ['schemeProducts', 'getOne', { id: String(id) }],
      queryFn: () => dataProvider.getOne<{ id: number; name: string }>('schemeProducts', { id }),
      staleTime: 60_000,
    })),
  });
  const nameIn = (records: { id: number; name: string }[] | undefined, id: number) =>
    records?.find(record => record.id === id)?.name ?? `#${id}`;
  const names = (target: ProductTarget) => {
    if ('brand' in target) return nameIn(brands.data, target.brand);
    if ('category' in target) return nameIn(categories.data, target.category);
    return nameIn(
      products.flatMap(query => (query.data ? [query.data.data] : [])),
      target.product,
    );
  };
  return { names, pending: brands.isPending || categories.isPending || products.some(query => query.isPending) };
}

/** The names of the products, brands and categories the versions' rules name; "#12" until known. */
export const useTargetNames = (terms: readonly SchemeTerms[]) => useNamedTargets(terms).names;
