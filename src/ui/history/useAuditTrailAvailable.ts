import { useGetList } from 'react-admin';

const probe = { pagination: { page: 1, perPage: 1 }, sort: { field: 'at', order: 'DESC' as const }, filter: {} };

/** Whether an error is the backend saying it has no such endpoint. */
export const isMissingEndpoint = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/**
 * Whether the backend keeps an audit trail (the spec's has none: its audit/log/ answers 404):
 * true or false once known, undefined while asking. Asked once per session, never retried.
 */
export function useAuditTrailAvailable(): boolean | undefined {
  const { error, isSuccess } = useGetList('audit', probe, { retry: false, staleTime: Infinity });
  if (isSuccess) return true;
  return error ? !isMissingEndpoint(error) : undefined;
}
