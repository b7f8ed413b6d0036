import { apiUrl } from './apiUrl';

/** The answer of a session call: its status and its JSON body (empty when it had none). */
export interface SessionAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
  /** When the call was made, by this browser's clock (seconds), for the tokens it answers. */
  askedAt: number;
}

/** A JSON POST made before sign-in, so without a bearer token. Network failures reject. */
export async function postWithoutToken(path: string, payload: unknown): Promise<SessionAnswer> {
  const askedAt = Date.now() / 1000;
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = await response.json().catch(() => ({}));
  return {
    ok: response.ok,
    status: response.status,
    body: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
    askedAt,
  };
}

export const stringField = (body: Record<string, unknown>, field: string) =>
  typeof body[field] === 'string' ? (body[field] as string) : undefined;
