/**
 * The fields an answer keeps: names, and nested shapes for objects (or lists of objects)
 * under a field; the field `*` stands for every field of a grouped answer.
 */
export type Shape = readonly (string | { readonly [field: string]: Shape })[];

/** Whether `value` is a page of a list, as DRF answers it: `{count, next, previous, results}`. */
export const isPage = (value: unknown): value is { results: unknown[] } =>
  !!value && typeof value === 'object' && Array.isArray((value as { results?: unknown }).results) && 'count' in value;

/**
 * `value` with only the fields of `shape` (lists item by item, a page's `results` so too);
 * anything not an object is kept as it is.
 */
export function project(value: unknown, shape: Shape): unknown {
  if (Array.isArray(value)) return value.map(item => project(item, shape));
  if (isPage(value)) return { ...value, results: project(value.results, shape) };
  if (!value || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const entry of shape) {
    if (typeof entry === 'string') {
      if (Object.hasOwn(source, entry)) kept[entry] = source[entry];
      continue;
    }
    for (const [field, inner] of Object.entries(entry)) {
      const fields = field === '*' ? Object.keys(source) : Object.hasOwn(source, field) ? [field] : [];
      for (const name of fields) kept[name] = project(source[name], inner);
    }
  }
  return kept;
}
