import { useQuery } from '@tanstack/react-query';
import { useCanAccessCallback } from 'react-admin';
import { canAccessNow } from '@/authProvider';
import { resourcesOf, type Access } from './useMayAccess';

/** Whether `canAccess` allows the access's action on any of its resources. */
export async function mayAccess(
  canAccess: ReturnType<typeof useCanAccessCallback>,
  access: Access,
): Promise<boolean> {
  const verdicts = await Promise.all(
    resourcesOf(access).map(resource => canAccess({ resource, action: access.action })),
  );
  return verdicts.some(Boolean);
}

/**
 * Those of `items` the signed-in administrator may open (react-admin's `canAccess`), in their
 * order; undefined while asked. `key` names the list in the query cache, which signing out clears.
 */
export function useAllowed<T extends { access: Access }>(key: string, items: readonly T[]): T[] | undefined {
  const canAccess = useCanAccessCallback();
  const { data } = useQuery({
    queryKey: ['auth', 'allowed', key],
    queryFn: async () => {
      const verdicts = await Promise.all(items.map(item => mayAccess(canAccess, item.access)));
      return items.filter((_, index) => verdicts[index]);
    },
    // The first frame already right: canAccess confirms it.
    initialData: () =>
      items.filter(item =>
        resourcesOf(item.access).some(resource => canAccessNow({ resource, action: item.access.action })),
      ),
  });
  return data;
}
