import { useGetList, type SortPayload } from 'react-admin';
import { isMissingEndpoint } from '../lib/errors';

/**
 * Whether the backend answers a resource's list beyond the spec (the spec's answers 404): true or
 * false once known, undefined while asking. One row is asked, once a session, never retried.
 */
export function useEndpointAvailable(resource: string, sort: SortPayload): boolean | undefined {
  const probe = { pagination: { page: 1, perPage: 1 }, sort, filter: {} };
  const { error, isSuccess } = useGetList(resource, probe, { retry: false, staleTime: Infinity });
  if (isSuccess) return true;
  return error ? !isMissingEndpoint(error) : undefined;
}
