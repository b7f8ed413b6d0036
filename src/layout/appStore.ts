import { startTransition } from 'react';
import { localStorageStore, type Store } from 'react-admin';

/** react-admin's local-storage store writes each key as `RaStore.{key}`. */
const STORAGE_PREFIX = 'RaStore.';

/** The store's key of the liability card's lines the backend was last found without. */
export const ABSENT_LINES_KEY = 'dashboard.absentLiabilityLines';

/** Keys that outlive a sign-out, which empties react-admin's store: the browser's theme, and what the backend lacks. */
const keptOnSignOut = ['theme', ABSENT_LINES_KEY];

/** The params react-admin keeps of each list (`{resource}.listParams`), for a visit without them. */
const isListParams = (key: string) => key.endsWith('.listParams');

/**
 * react-admin's local-storage store, read through a copy in memory (every row reads it as it mounts, and
 * each read of local storage parses JSON; other tabs' writes come by the `storage` event), whose reset keeps
 * the keys above. A list's params, stored after each change, come back to it as a transition, not drawn again at once.
 */
export function createAppStore(base: Store = localStorageStore()): Store {
  const copy = new Map<string, unknown>();
  const forgetOtherTabsWrite = ({ key }: StorageEvent) => {
    if (key === null) copy.clear();
    else if (key.startsWith(STORAGE_PREFIX)) copy.delete(key.slice(STORAGE_PREFIX.length));
  };
  const forget = (keyPrefix = '') => {
    for (const key of copy.keys()) if (key.startsWith(keyPrefix)) copy.delete(key);
  };
  const setItem = <T>(key: string, value: T) => {
    copy.set(key, value);
    base.setItem(key, value);
  };
  return {
    ...base,
    setup() {
      base.setup();
      copy.clear();
      window.addEventListener('storage', forgetOtherTabsWrite);
    },
    teardown() {
      window.removeEventListener('storage', forgetOtherTabsWrite);
      base.teardown();
    },
    getItem<T>(key: string, defaultValue?: T): T {
      if (!copy.has(key)) copy.set(key, base.getItem(key));
      return (copy.get(key) ?? defaultValue) as T;
    },
    setItem,
    removeItem(key) {
      copy.delete(key);
      base.removeItem(key);
    },
    removeItems(keyPrefix) {
      forget(keyPrefix);
      base.removeItems(keyPrefix);
    },
    subscribe: (key, callback) =>
      base.subscribe(key, isListParams(key) ? value => startTransition(() => callback(value)) : callback),
    reset() {
      const kept = keptOnSignOut.map(key => [key, base.getItem(key)] as const);
      base.reset();
      forget();
      for (const [key, value] of kept) if (value !== undefined) setItem(key, value);
    },
  };
}
