import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header, or '' without one. */
export const bearerOf = (request: FastifyRequest): string =>
  /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

/** The request's `id` parameter as a positive whole number, or null. */
export const idOf = (request: FastifyRequest): number | null => {
  const id = Number((request.params as { id?: string }).id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Whether an answer's status says the call was done (2xx). */
export const isSuccess = (status: number): boolean => status >= 200 && status <= 299;

/** A JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A JSON answer's items: a DRF page's results, an array's entries, or the one record. */
export function itemsOf(body: unknown): Record<string, unknown>[] {
  const items = Array.isArray(body)
    ? body
    : body !== null && typeof body === 'object' && Array.isArray((body as { results?: unknown }).results)
      ? (body as { results: unknown[] }).results
      : [body];
  return items.filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object');
}
