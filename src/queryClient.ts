import { QueryClient } from '@tanstack/react-query';
import { subscribeToRoleChange } from '../authProvider';
import { HeldListsCache, listResource, type HeldLists } from './framework/heldListsCache';

/**
 * The app's react-query client. A page of a list held whole is as fresh as the held copy:
 * showing it again asks again only once the data provider would fetch the list anew.
 */
export function createAppQueryClient(lists: HeldLists) {
  const client = new QueryClient({
    queryCache: new HeldListsCache(lists),
    defaultOptions: {
      queries: {
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
