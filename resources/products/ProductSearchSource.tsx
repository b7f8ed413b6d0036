import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';

export const productsResource = 'products';

/**
 * Gives react-admin's list controller a `getList` (and the `getMany` of an export) of
 * products: the backend lists them only through the catalogue search, a named call with
 * no list path in the endpoints table. Every other call goes to the data provider as is.
 */
export function ProductSearchSource({ children }: { children: ReactNode }) {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const withSearch = useMemo(
    () =>
      ({
        ...dataProvider,
        getList: (resource, params) =>
          resource === productsResource ? dataProvider.searchProducts(params) : dataProvider.getList(resource, params),
        getMany: (resource, params) =>
          resource === productsResource
            ? dataProvider.getFoundProducts(params)
            : dataProvider.getMany(resource, params),
      }) as DataProvider,
    [dataProvider],
  );
  return <DataProviderContext.Provider value={withSearch}>{children}</DataProviderContext.Provider>;
}
