/** How long a fetched list serves searches, sorts and pages before it is fetched again. */
export const listFreshForMs = 30_000;

interface Entry {
  fetchedAt: number;
  records: Promise<unknown>;
  settled?: { value: unknown };
}

/**
 * The data provider's cache, behind react-query's: per resource, the list's first answer (held whole,
 * or a paging backend's first page) and unfiltered totals. Any mutation empties it, as it can show in other lists.
 */
export function createListCache(now: () => number = () => Date.now()) {
  const entries = new Map<string, Entry>();
  const fresh = (entry: Entry | undefined): entry is Entry => !!entry && now() - entry.fetchedAt < listFreshForMs;
  /** Keeps what `records` will be under `key`; until it arrives, a value already there stays readable by `latest`. */
  const keep = (key: string, records: Promise<unknown>, settled?: { value: unknown }) => {
    const entry: Entry = { fetchedAt: now(), records, settled };
    entries.set(key, entry);
    records.then(
      value => {
        entry.settled = { value };
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
  };

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (fresh(entry)) return entry.records as Promise<T>;
      const records = load();
      keep(key, records);
      return records;
    },
    /** The value kept under `key` at once, even stale (then loaded again); waited for only when none. */
    latest<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (!entry?.settled) return this.get(key, load);
      if (now() - entry.fetchedAt >= listFreshForMs) keep(key, load(), entry.settled);
      return Promise.resolve(entry.settled.value as T);
    },
    /** The value kept under `key`, when it has arrived and is still fresh; nothing is loaded. */
    peek<T>(key: string): T | undefined {
      const entry = entries.get(key);
      return fresh(entry) ? (entry.settled?.value as T | undefined) : undefined;
    },
    /** What is kept under `key` (arrived or on its way) while fresh, removed: it serves this one caller. */
    take<T>(key: string): Promise<T> | undefined {
      const entry = entries.get(key);
      entries.delete(key);
      return fresh(entry) ? (entry.records as Promise<T>) : undefined;
    },
    /** Keeps a value the caller already has, as if it had just been loaded. */
    put(key: string, value: unknown) {
      entries.set(key, { fetchedAt: now(), records: Promise.resolve(value), settled: { value } });
    },
    /** Removes what is kept under `key`, arrived or on its way. */
    forget(key: string) {
      entries.delete(key);
    },
    invalidateAll() {
      entries.clear();
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
