/** A figure as the backend wrote it (1250.5, "1250.50", "1,250.50"); null when there is none or it cannot be read. */
export function figureOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(number) ? number : null;
}
