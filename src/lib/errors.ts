import { serverMessage } from '../../dataProvider/httpError';

/** The HTTP status of an error thrown by the data provider, 0 for a network failure. */
export const statusOf = (error: unknown) =>
  typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : undefined;

/** The message the server sent with an error (`message`, or DRF's `detail`, …), if it sent one. */
export const serverMessageOf = (error: unknown): string | undefined =>
  serverMessage((error as { body?: unknown } | null)?.body);

export const isNetworkError = (error: unknown) => statusOf(error) === 0;
