import { serverMessage } from '@/dataProvider/httpError';

/** The HTTP status of an error thrown by the data provider, 0 for a network failure. */
export const statusOf = (error: unknown) =>
  typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : undefined;

/** The message the server sent with an error (`message`, or DRF's `detail`, …), if it sent one. */
export const serverMessageOf = (error: unknown): string | undefined =>
  serverMessage((error as { body?: unknown } | null)?.body);

export const isNetworkError = (error: unknown) => statusOf(error) === 0;

/** Whether an error is the backend saying it has no such endpoint (a call beyond the spec on the spec's backend). */
export const isMissingEndpoint = (error: unknown) => statusOf(error) === 404;

/** A call beyond the spec's answer, or null when the backend has no such endpoint (404). */
export const nullWhenMissing = <T>(call: Promise<T>): Promise<T | null> =>
  call.catch((error: unknown) => {
    if (isMissingEndpoint(error)) return null;
    throw error;
  });

/** A query's `staleTime` that keeps a missing endpoint's null for the session, and an answer for `staleMs`. */
export const keepingMissing =
  (staleMs: number) =>
  (query: { state: { data: unknown } }): number =>
    query.state.data === null ? Infinity : staleMs;
