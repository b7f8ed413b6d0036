import { useGetList, type RaRecord } from 'react-admin';

/** How many of the newest pending items each dashboard table shows. */
export const dashboardRows = 10;

export interface PendingRows {
  resource: string;
  data: RaRecord[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** Answered, or failed once and being retried: a failing list does not hold back the others. */
  answered: boolean;
}

/** The newest pending items of `resource`, dated by `dateField`. */
export function usePendingRows(resource: string, dateField: string): PendingRows {
  const { data, isPending, error, failureCount } = useGetList(resource, {
    pagination: { page: 1, perPage: dashboardRows },
    sort: { field: dateField, order: 'DESC' },
  });
  return { resource, data, isPending, error, answered: !isPending || failureCount > 0 };
}
