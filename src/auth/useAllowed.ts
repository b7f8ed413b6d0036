import { useQuery } from '@tanstack/react-query';
import { useAuthProvider, type AuthProvider } from 'react-admin';
import { canAccessNow } from '@/authProvider';
import { resourcesOf, type Access } from './useMayAccess';

type CanAccess = (params: { resource: string; action: string }) => Promise<boolean> | boolean;

/** Whether `canAccess` allows the access's action on any of its resources. */
export async function mayAccess(canAccess: CanAccess, access: Access): Promise<boolean> {
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
  // The auth provider's own `canAccess`, asked directly: react-admin's `useCanAccessCallback` makes
  // each question a mutation in react-query's cache, and a menu asks dozens at once.
  const canAccess = canAccessOf(useAuthProvider());
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

/** The auth provider's `canAccess`; without one, everything is allowed (as react-admin does). */
function canAccessOf(authProvider: AuthProvider | undefined): CanAccess {
  return authProvider?.canAccess ? params => authProvider.canAccess!(params) : () => true;
}
