/** A multipart body from a record: arrays as repeated fields; empty values left out but an explicit empty string. */
export function toFormData(values: Record<string, unknown>) {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach(item => append(key, item));
    else append(key, value);
  }
  return form;
}
