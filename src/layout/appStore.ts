import { startTransition } from 'react';
import { localStorageStore, type Store } from 'react-admin';

/**
 * Keys that outlive a sign-out: react-admin empties its store when someone signs out, but
 * the light or dark theme belongs to the browser, not to the session.
 */
const keptOnSignOut = ['theme'];

/** The params react-admin keeps of each list (`{resource}.listParams`), for a visit without them. */
const isListParams = (key: string) => key.endsWith('.listParams');

/**
 * react-admin's local-storage store, whose reset (at sign-out) keeps the keys above. A shown
 * list has its params in the address; the copy it stores after each page, sort or search
 * reaches it again as a transition: delivered at once, it drew the whole list a second time,
 * in one block, within the same task as the change (a fifth of a click on Next).
 */
export function createAppStore(base: Store = localStorageStore()): Store {
  return {
    ...base,
    subscribe: (key, callback) =>
      base.subscribe(key, isListParams(key) ? value => startTransition(() => callback(value)) : callback),
    reset() {
      const kept = keptOnSignOut.map(key => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
