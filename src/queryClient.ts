import { QueryClient } from '@tanstack/react-query';
import { subscribeToRoleChange } from '@/authProvider';
import { HeldListsCache, listResource, type HeldLists } from './framework/heldListsCache';
import { sendQueryNoticesTogether } from './framework/queryNotices';
import { statusOf } from './lib/errors';

/** How often a failed read is tried again: a refusal (4xx: not found, not allowed) is the answer, not a mishap. */
const maxRetries = 3;
export const retryRead = (failures: number, error: unknown) => {
  const status = statusOf(error) ?? 0;
  return !(status >= 400 && status < 500) && failures < maxRetries;
};

/**
 * The app's react-query client. A page of a list held whole is as fresh as the held copy:
 * showing it again asks again only once the data provider would fetch the list anew.
 */
export function createAppQueryClient(lists: HeldLists) {
  sendQueryNoticesTogether();
  const client = new QueryClient({
    queryCache: new HeldListsCache(lists),
    defaultOptions: {
      queries: {
        retry: retryRead,
        staleTime: query => {
          const resource = listResource(query.queryKey);
          return resource && lists.holdsList(resource) ? Infinity : 0;
        },
      },
    },
  });
  // What the role may do is asked again once a token names another role (react-admin keeps `canAccess` answers under 'auth').
  subscribeToRoleChange(() => void client.invalidateQueries({ queryKey: ['auth'] }));
  return client;
}
