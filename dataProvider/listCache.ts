/** How long a fetched list serves searches, sorts and pages before it is fetched again. */
export const listFreshForMs = 30_000;

interface Entry {
  fetchedAt: number;
  records: Promise<unknown>;
}

/**
 * One copy of each list the backend returned whole, shared by every search, sort and
 * page of it (and of what else a list keeps, like a paging backend's unfiltered total).
 * Any mutation empties it, since a change to one record can show in others.
 */
export function createListCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() - entry.fetchedAt < listFreshForMs) return entry.records as Promise<T>;
      const records = load();
      entries.set(key, { fetchedAt: now(), records });
      records.catch(() => {
        if (entries.get(key)?.records === records) entries.delete(key);
      });
      return records;
    },
    /** Keeps a value the caller already has, as if it had just been loaded. */
    put(key: string, value: unknown) {
      entries.set(key, { fetchedAt: now(), records: Promise.resolve(value) });
    },
    invalidateAll() {
      entries.clear();
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
