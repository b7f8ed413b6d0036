import type { Identifier } from 'react-admin';

/**
 * Which row to select when the inbox is shown again: the first of `ids` still listed, else the
 * row at `index` of the list without the `decided` item (which may be listed until it reloads).
 */
export interface RowWanted {
  ids: Identifier[];
  index: number | 'last';
  decided?: Identifier;
}

/** The inbox's history entry an item was opened from, and the rows to select on coming back to it. */
let opened: { locationKey: string; wanted: RowWanted } | null = null;

/**
 * Remembers, as an item's page opens, where to come back to: the item itself when it is still
 * pending (Back without a decision), else the one after it (the app goes back after a decision).
 */
export function rememberOpened(locationKey: string, wanted: RowWanted) {
  opened = { locationKey, wanted };
}

/** The rows to select when the inbox shows `locationKey` again, the entry an item was opened from. */
export function wantedOnReturn(locationKey: string): RowWanted | null {
  return opened?.locationKey === locationKey ? opened.wanted : null;
}
