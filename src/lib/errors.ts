/** The HTTP status of an error thrown by the data provider, 0 for a network failure. */
export const statusOf = (error: unknown) =>
  typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : undefined;

/** The message the server sent with an error, if it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown; detail?: unknown } })?.body;
  const message = body?.message ?? body?.detail;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export const isNetworkError = (error: unknown) => statusOf(error) === 0;
