import type { RaRecord } from 'react-admin';
import { useGetListCachingLater } from '../framework/useGetListCachingLater';
import { useMayAccess } from '../auth/useMayAccess';

/** How many of the newest pending items each dashboard table shows. */
export const dashboardRows = 10;

export interface PendingRows {
  resource: string;
  data: RaRecord[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** Answered, or failed once and being retried: a failing list does not hold back the others. */
  answered: boolean;
  /** Whether the role may read the list (react-admin's `canAccess`): a table the role may not read is left out. */
  allowed: boolean;
}

/** The newest pending items of `resource`, dated by `dateField`, asked only when the role may read them. */
export function usePendingRows(resource: string, dateField: string): PendingRows {
  const allowed = useMayAccess({ resource, action: 'list' });
  const { data, isPending, error, failureCount } = useGetListCachingLater(
    resource,
    { pagination: { page: 1, perPage: dashboardRows }, sort: { field: dateField, order: 'DESC' } },
    { enabled: allowed === true },
  );
  const answered = allowed === false || (allowed === true && (!isPending || failureCount > 0));
  return { resource, data, isPending, error, answered, allowed: allowed === true };
}
