import { useEffect, useRef, useState, type RefObject } from 'react';
import { useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Approval } from '@/dataProvider/approvalKinds';
import { wantedOnReturn, type RowWanted } from './inboxReturn';

/** The list's rows, as `RovingRows` finds them: table body rows, or a phone's cards. */
const rowSelector = ':scope table > tbody > tr, :scope ul > li';
/** A dialog, menu or drawer over the page: it keeps the focus until it closes. */
export const overlaySelector =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], .MuiModal-root:not(.MuiModal-hidden)';
/** How long a wanted row waits for a pop-up to close (the spec's success pop-up closes after 1.5 s). */
const waitForOverlay = 10_000;
const checkEvery = 100;

const rowsIn = (container: HTMLElement | null) =>
  Array.from(container?.querySelectorAll<HTMLElement>(rowSelector) ?? []);

/** The row holding the focus, else the one Tab returns to; -1 when that is the header row. */
function currentIndexIn(rows: HTMLElement[]) {
  const focused = rows.findIndex(row => row.contains(document.activeElement));
  return focused >= 0 ? focused : rows.findIndex(row => row.tabIndex === 0);
}

/** The row to select in `list`: the first of `wanted.ids` listed, else the one at its index (the decided item left out). */
export function rowIndexOf(list: Approval[], wanted: RowWanted): number {
  const byId = wanted.ids.map(id => list.findIndex(record => record.id === id)).find(index => index >= 0);
  if (byId !== undefined) return byId;
  const remaining = list.filter(record => record.id !== wanted.decided);
  const at = wanted.index === 'last' ? remaining.length - 1 : Math.min(wanted.index, remaining.length - 1);
  return remaining[at] ? list.indexOf(remaining[at]) : -1;
}

/** What to select once the item at `index` of `list` is decided: the item after it, else the one before. */
export function afterDecision(list: Approval[], index: number): RowWanted {
  const neighbours = [list[index + 1], list[index - 1]].filter(Boolean).map(record => record.id);
  return { ids: neighbours, index, decided: list[index]?.id };
}

/** The index of the first row from `start` on, going `delta` at a time, that is not passed over (past either end when none is). */
export function skipping(list: Approval[], start: number, delta: 1 | -1, passOver: (approval: Approval) => boolean) {
  let index = start;
  while (index >= 0 && index < list.length && passOver(list[index])) index += delta;
  return index;
}

/**
 * The selected row of the inbox: the row `RovingRows` has made current (the focused one, or
 * the one Tab returns to). Moves it, names it, and selects a row once the list has settled
 * (after a decision, the next item; on coming back from an item's page, that item or the next).
 * `passOver` names the rows `move` does not stop at.
 */
export function useInboxSelection(
  container: RefObject<HTMLElement | null>,
  passOver: (approval: Approval) => boolean = () => false,
) {
  const { data, isPending, isFetching, page, perPage, total = 0, setPage } = useListContext<Approval>();
  const { key: locationKey } = useLocation();
  const [wanted, setWanted] = useState<RowWanted | null>(() => wantedOnReturn(locationKey));
  const records = useRef<Approval[]>([]);
  useEffect(() => {
    records.current = data ?? [];
  });

  /** The selected item and its index; the first when the header row is current. */
  const selected = (): { approval: Approval; index: number } | null => {
    const index = Math.max(0, currentIndexIn(rowsIn(container.current)));
    const approval = records.current[index];
    return approval ? { approval, index } : null;
  };

  /** Down (`delta` 1) or up a row; past either end of the page, to the next or previous page. */
  const move = (delta: 1 | -1) => {
    const rows = rowsIn(container.current);
    if (rows.length === 0 || rows.length !== records.current.length) return;
    const index = currentIndexIn(rows);
    const inList = rows.some(row => row.contains(document.activeElement));
    // The first key pressed from outside the list shows the selected row before moving from it.
    const start = !inList && index >= 0 ? index : index + delta;
    const next = skipping(records.current, start, delta, passOver);
    if (next >= rows.length && page * perPage < total) {
      setPage(page + 1);
      setWanted({ ids: [], index: 0 });
    } else if (next < 0 && page > 1 && index >= 0) {
      setPage(page - 1);
      setWanted({ ids: [], index: 'last' });
    } else if (next >= 0 && next < rows.length) {
      rows[next].focus();
    } else if (next === start) {
      rows[Math.min(Math.max(next, 0), rows.length - 1)].focus();
    }
  };

  // Once the rows are the list's settled answer and nothing covers the page, the wanted row takes the focus.
  const settled = !isPending && !isFetching && !!data;
  useEffect(() => {
    if (!wanted || !settled) return;
    const started = Date.now();
    const attempt = () => {
      const rows = rowsIn(container.current);
      if (document.querySelector(overlaySelector) || rows.length !== records.current.length) {
        const gaveUp = Date.now() - started > waitForOverlay;
        if (gaveUp) setWanted(null);
        return gaveUp;
      }
      rows[rowIndexOf(records.current, wanted)]?.focus();
      setWanted(null);
      return true;
    };
    if (attempt()) return;
    const timer = window.setInterval(() => {
      if (attempt()) window.clearInterval(timer);
    }, checkEvery);
    return () => window.clearInterval(timer);
  }, [wanted, settled, container]);

  return {
    selected,
    move,
    /** What to select once `approval` is decided. */
    afterwards: (approval: Approval) =>
      afterDecision(
        records.current,
        records.current.findIndex(record => record.id === approval.id),
      ),
    select: setWanted,
  };
}
