import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';

/** The detail page reloads its product and media every 5 minutes (spec, section 9). */
export const productRefreshMs = 5 * 60_000;

export const productKey = (id: Identifier) => ['productDetail', String(id)];
export const mediaKey = (id: Identifier) => ['productDetail', String(id), 'media'];

/**
 * A product and its media, refreshed every 5 minutes. Edit forms keep their own values,
 * so a refresh changes what is shown but never what is being typed.
 */
export function useProductData(id: Identifier) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const product = useQuery({
    queryKey: productKey(id),
    queryFn: ({ signal }) => dataProvider.getProduct(id, signal),
    refetchInterval: productRefreshMs,
    retry: false,
  });
  const media = useQuery({
    queryKey: mediaKey(id),
    queryFn: ({ signal }) => dataProvider.getProductMedia(id, signal),
    refetchInterval: productRefreshMs,
    enabled: !!product.data,
  });
  // The catalogue's lists show the product too: everything but this page's media is reloaded.
  const reloadProduct = useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: query => query.queryKey.length !== 3 || query.queryKey[0] !== 'productDetail',
      }),
    [queryClient],
  );
  const reloadMedia = useCallback(() => queryClient.invalidateQueries({ queryKey: mediaKey(id) }), [queryClient, id]);
  return { product, media, reloadProduct, reloadMedia };
}
