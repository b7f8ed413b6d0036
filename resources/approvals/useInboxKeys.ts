import { useEffect, useRef } from 'react';
import type { RowDecision } from '@/src/ui/RowActions';
import { overlaySelector } from './useInboxSelection';

/** Fields that keep every key for themselves. */
const typingSelector =
  'input:not([type=checkbox]):not([type=radio]):not([type=button]), textarea, select, [contenteditable=""], [contenteditable="true"]';

export interface InboxKeyActions {
  move: (delta: 1 | -1) => void;
  open: () => void;
  decide: (decision: RowDecision) => void;
  help: () => void;
}

/**
 * The inbox's keys, anywhere on the page: `j`/`k` move, `o` opens, `a` approves, `r` rejects,
 * `?` lists them. The arrows and Enter only where nothing else takes them (the page, its
 * heading): in the list `RovingRows` moves and opens, a button presses itself. None fire while
 * a field is typed in or a dialog, menu or drawer is open, or with Ctrl, Alt or Meta.
 */
export function inboxKeyOf(event: KeyboardEvent): ((actions: InboxKeyActions) => void) | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(typingSelector) || document.querySelector(overlaySelector)) return null;
  const onNothing = !target || target === document.body || target.matches('h1, main, #main-content');
  switch (event.key) {
    case 'j':
      return actions => actions.move(1);
    case 'k':
      return actions => actions.move(-1);
    case 'ArrowDown':
      return onNothing ? actions => actions.move(1) : null;
    case 'ArrowUp':
      return onNothing ? actions => actions.move(-1) : null;
    case 'o':
      return actions => actions.open();
    case 'Enter':
      return onNothing ? actions => actions.open() : null;
    case 'a':
      return actions => actions.decide('approve');
    case 'r':
      return actions => actions.decide('reject');
    case '?':
      return actions => actions.help();
    default:
      return null;
  }
}

/** Listens for the inbox's keys on the whole document while the inbox is shown. */
export function useInboxKeys(actions: InboxKeyActions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const run = inboxKeyOf(event);
      if (!run) return;
      event.preventDefault();
      run(latest.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
