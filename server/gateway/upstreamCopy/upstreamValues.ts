/** How the gateway's copy reads the upstream's values, whatever their JSON type. */

/** An id as the upstream writes it (a number, or digits in a text), or null. */
export const upstreamIdOf = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** A text that is not empty, or null. */
export const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A time as the upstream wrote it, kept as an ISO text in UTC (that sorts as the times do); null when unreadable. */
export const timeTextOf = (value: unknown): string | null => {
  const text = textOf(value);
  return text !== null && !Number.isNaN(Date.parse(text)) ? new Date(text).toISOString() : null;
};
