/** The 'field: messages' lines of a refused save's field errors (HttpError body.errors), or null when it has none. */
export function fieldErrorLines(error: unknown): string | null {
  const errors = (error as { body?: { errors?: Record<string, string> } })?.body?.errors ?? {};
  const lines = Object.entries(errors).map(([field, messages]) => `${field}: ${messages}`);
  return lines.length ? lines.join('\n') : null;
}
