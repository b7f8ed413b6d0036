import { useCanAccessResources, useResourceContext } from 'react-admin';
import { canAccessNow } from '@/authProvider';
import type { Action } from '@/contract/team/roles';

/** What a screen, an entry or a button needs: an action on a resource, or on any of several. */
export interface Access {
  resource: string | readonly string[];
  action: Action;
}

export const resourcesOf = ({ resource }: Access): string[] => (typeof resource === 'string' ? [resource] : [...resource]);

/**
 * Whether the signed-in administrator may do `action` on the resource (on any, given several;
 * none given: the resource of the list or record around), as react-admin's `canAccess`
 * answers; undefined while it is asked.
 */
export function useMayAccess({ resource, action }: Partial<Access> & Pick<Access, 'action'>): boolean | undefined {
  const around = useResourceContext();
  const resources = resourcesOf({ resource: resource ?? around ?? [], action });
  const { canAccess, isPending } = useCanAccessResources({
    resources,
    action,
    // The first frame already right: canAccess confirms it.
    initialData: () => Object.fromEntries(resources.map(name => [name, canAccessNow({ resource: name, action })])),
  });
  if (isPending || !canAccess) return undefined;
  return resources.some(resource => canAccess[resource]);
}
