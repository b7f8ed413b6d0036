import { Box } from '@mui/material';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from '../../theme';

const tableAndListRows = ':scope table > thead > tr, :scope table > tbody > tr, :scope ul > li';
const controlSelector = 'a[href], button, input, select, textarea, [tabindex]:not(tr):not(li)';
/** Keys a text field keeps for itself. */
const typing = 'input:not([type=checkbox]):not([type=radio]), textarea, select';

/** The rows a person can reach: not a loading placeholder's (a dialog hiding the whole page does not count). */
const rowsOf = (root: HTMLElement, rows: string) =>
  Array.from(root.querySelectorAll<HTMLElement>(rows)).filter(row => {
    const hidden = row.closest('[aria-hidden="true"]');
    return !hidden || !root.contains(hidden);
  });
const controlsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll<HTMLElement>(controlSelector)).filter(
    control => !control.matches(':disabled') && control.getAttribute('aria-hidden') !== 'true',
  );
/** The link that opens the row's page: the one marked for it, else its first link in this tab. */
const openerOf = (row: HTMLElement) =>
  row.querySelector<HTMLElement>('[data-row-open]') ?? row.querySelector<HTMLElement>('a[href]:not([target])');

/**
 * A list's rows as one Tab stop (WAI-ARIA's roving tabindex, as in its grid pattern): the
 * current row is tabbable and every other row and button is not. Up and Down (Home, End)
 * move between rows, the header row included; Enter opens the row's page; Right and Left
 * go through the row's buttons and links, Escape back to the row. `rows` selects other rows
 * than a table's and a list's (a row that is itself a button keeps its own Enter).
 */
export function RovingRows({ rows: rowSelector = tableAndListRows, children }: { rows?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => {
      const rows = rowsOf(root, rowSelector);
      if (!current.current || !rows.includes(current.current)) {
        current.current = rows.find(row => row.parentElement?.tagName !== 'THEAD') ?? rows[0] ?? null;
      }
      for (const row of rows) {
        const tabIndex = row === current.current ? 0 : -1;
        if (row.tabIndex !== tabIndex || !row.hasAttribute('tabindex')) row.tabIndex = tabIndex;
        for (const control of controlsOf(row)) if (control.tabIndex !== -1) control.tabIndex = -1;
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex'] });
    const follow = (event: FocusEvent) => {
      const row = rowsOf(root, rowSelector).find(candidate => candidate.contains(event.target as Node));
      if (row && row !== current.current) {
        current.current = row;
        sync();
      }
    };
    root.addEventListener('focusin', follow);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', follow);
    };
  }, [rowSelector]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = ref.current;
    const target = event.target as HTMLElement;
    if (!root || event.altKey || event.ctrlKey || event.metaKey || target.matches(typing)) return;
    const rows = rowsOf(root, rowSelector);
    const row = rows.find(candidate => candidate.contains(target));
    if (!row) return;
    const onRow = target === row;
    const controls = controlsOf(row);
    const at = rows.indexOf(row);
    const moveTo = (next: HTMLElement | undefined) => {
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(rows[at + 1]);
      case 'ArrowUp':
        return moveTo(rows[at - 1]);
      case 'Home':
        return onRow ? moveTo(rows[0]) : undefined;
      case 'End':
        return onRow ? moveTo(rows[rows.length - 1]) : undefined;
      case 'ArrowRight':
        return moveTo(onRow ? controls[0] : controls[controls.indexOf(target) + 1]);
      case 'ArrowLeft':
        return onRow ? undefined : moveTo(controls[controls.indexOf(target) - 1] ?? row);
      case 'Escape':
        return onRow ? undefined : moveTo(row);
      case 'Enter': {
        const opener = onRow ? openerOf(row) : null;
        if (!opener) return;
        event.preventDefault();
        opener.click();
        return;
      }
      case ' ': {
        const checkbox = onRow ? row.querySelector<HTMLElement>('input[type=checkbox]') : null;
        if (!checkbox) return;
        event.preventDefault();
        checkbox.click();
        return;
      }
    }
  };

  return (
    <Box
      ref={ref}
      onKeyDown={onKeyDown}
      sx={{ '& tr:focus-visible, & li:focus-visible': { ...focusRing, outlineOffset: '-3px' } }}
    >
      {children}
    </Box>
  );
}
