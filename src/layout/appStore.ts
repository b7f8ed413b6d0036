import { startTransition } from 'react';
import { localStorageStore, type Store } from 'react-admin';

/** react-admin's local-storage store writes each key as `RaStore.{key}`. */
const STORAGE_PREFIX = 'RaStore.';

/** The store's key of the liability card's lines the backend was last found without. */
export const ABSENT_LINES_KEY = 'dashboard.absentLiabilityLines';

/**
 * Keys that outlive a sign-out: react-admin empties its store when someone signs out, but
 * the light or dark theme belongs to the browser, and what the backend lacks to the backend.
 */
const keptOnSignOut = ['theme', ABSENT_LINES_KEY];

/** The params react-admin keeps of each list (`{resource}.listParams`), for a visit without them. */
const isListParams = (key: string) => key.endsWith('.listParams');

/**
 * react-admin's local-storage store, read through a copy in memory, whose reset (at sign-out)
 * keeps the keys above.
 * - Every row of a list reads the store as it mounts (`{resource}.datagrid.expanded`): read
 *   from local storage, each read parsed its JSON again, hundreds per keystroke in a search.
 *   Another tab's writes reach the copy through the `storage` event.
 * - A shown list has its params in the address; the copy it stores after each page, sort or
 *   search reaches it again as a transition: delivered at once, it drew the whole list a
 *   second time, in one block, within the same task as the change.
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
