import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { DataProviderContext, useListContext, type DataProvider, type GetListParams } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { queryRecords } from '@/dataProvider/heldList';
import type { ListRecord } from '@/dataProvider/list';
import { notificationGroups } from './notificationCalls';

export const notificationsResource = 'notifications';
/** The grouped-by-time answer, asked once and paged in the browser until the list reloads. */
const groupedKey = [notificationsResource, 'grouped'];

/** A page of every notification of the grouped-by-time call, in the groups' order, each record naming its group. */
async function listNotifications(queryClient: QueryClient, dataProvider: AppDataProvider, params: GetListParams) {
  const grouped = await queryClient.fetchQuery({
    queryKey: groupedKey,
    queryFn: () => dataProvider.getGroupedNotifications(),
    staleTime: Infinity,
    // As the list's own query: a failure shows at once, after one call.
    retry: false,
  });
  const records = notificationGroups.flatMap(group =>
    (grouped[group] ?? []).map(notification => ({ ...notification, group }) as unknown as ListRecord),
  );
  const { data, total, unfilteredTotal } = queryRecords(records, params);
  return { data, total, meta: { unfilteredTotal } };
}

/**
 * Gives react-admin's list controller a `getList` of notifications: the backend answers
 * them grouped by day through a named call, which has no entry in the endpoints table.
 * Paging slices the one answer; each visit of the page asks the server again.
 */
export function NotificationListSource({ children }: { children: ReactNode }) {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const queryClient = useQueryClient();
  // Leaving the page drops its answer and any reload still on its way (after a view, say): the
  // next visit asks the server again rather than taking that reload's answer.
  useEffect(
    () => () => {
      void queryClient.cancelQueries({ queryKey: [notificationsResource] });
      queryClient.removeQueries({ queryKey: groupedKey });
    },
    [queryClient],
  );
  const withList = useMemo(
    () =>
      ({
        ...dataProvider,
        getList: (resource: string, params: GetListParams) =>
          resource === notificationsResource
            ? listNotifications(queryClient, dataProvider, params)
            : dataProvider.getList(resource, params),
      }) as DataProvider,
    [dataProvider, queryClient],
  );
  return <DataProviderContext.Provider value={withList}>{children}</DataProviderContext.Provider>;
}

/** Asks the server for the notifications again (after a view marked one read), keeping the page where it can. */
export function useReloadNotifications() {
  const queryClient = useQueryClient();
  const { refetch } = useListContext();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: groupedKey });
    await refetch();
  };
}
