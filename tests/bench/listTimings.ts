import type { Page } from 'playwright-core';
import { timeTableUpdate } from './pageTimer';

// The conditions below are JS expressions for the page, over `root`: the table timed (./pageTimer).

/** The list's search box: react-admin's `q` filter, in the app's lists and in react-admin's own. */
export const searchBox = 'input[name="q"]';

/** The URL holds what is typed in the search box, and every row shown contains it. */
export const showsSearch = `(() => {
  const typed = document.querySelector('${searchBox}').value;
  const searched = JSON.parse(new URLSearchParams(location.search).get('filter') || '{}').q || '';
  const rows = [...root.querySelectorAll('tbody tr')];
  return searched === typed && rows.length > 0 && rows.every(row => row.textContent.toLowerCase().includes(typed.toLowerCase()));
})()`;

/** The first row's cell in this column (1 is the selection checkbox's) reads this text. */
export const firstRowCellIs = (column: number, text: string) =>
  `root.querySelector('tbody tr td:nth-child(${column})')?.textContent === ${JSON.stringify(text)}`;

/** The list is sorted by the header's column, in the direction given, and its first row has changed. */
export const sortedBy = (header: string, direction: 'Asc' | 'Desc', firstRowBefore: string) => `(() => {
  const cell = [...root.querySelectorAll('thead th')].find(th => th.textContent.includes('${header}'));
  const firstRow = root.querySelector('tbody tr')?.textContent;
  return !!cell?.querySelector('.Mui-active.MuiTableSortLabel-direction${direction}') && firstRow !== ${JSON.stringify(firstRowBefore)};
})()`;

/** A list page the bench times: one of the app's, or react-admin's own over the same rows. */
export interface TimedList {
  /** The table's accessible name. */
  table: string;
  /** The pager's button to the next page, by its accessible name. */
  next: string;
  /** How long the search waits after a keystroke before the list is asked again (taken off each keystroke's figure). */
  debounceMs: number;
  /** A condition (over `root`, the table) that holds when the first row shown is the list's row `index` (from 0, in its first order). */
  firstRowIs: (index: number) => string;
}

/** What to do on the list, and how many times. */
export interface ListSteps {
  /** Typed one at a time into the search box, each timed to the updated first page. */
  letters: string[];
  /** How many times Next is clicked (and timed) from the first page of the whole list. */
  nextPages: number;
  /** The sorts by Email timed from the click, in this order. */
  sorts: Array<'Asc' | 'Desc'>;
}

export interface ListTimings {
  /** From each keystroke to the updated first page, less the search's debounce. */
  keystrokes: number[];
  /** From each click on Next to the next page's rows. */
  nextPages: number[];
  /** From each click on the Email header to every row sorted by it. */
  sorts: number[];
}

export const rowsPerPage = 20;

/** The body rows of the table of this accessible name. */
export const tableRows = (page: Page, table: string) => page.locator(`table[aria-label="${table}"] tbody tr`);

/** The last row of a whole page of the table: waited for, the list has drawn its page. */
export const fullPage = (page: Page, table: string) => tableRows(page, table).nth(rowsPerPage - 1);

/** The first row of the table as it is shown now. */
export const firstRowText = async (page: Page, table: string) =>
  (await tableRows(page, table).first().textContent()) ?? '';

/**
 * On a list page showing its first page of rows: search, clear the search, page forward,
 * then sort by Email, timing each step in the page itself.
 */
export async function timeList(page: Page, list: TimedList, steps: ListSteps): Promise<ListTimings> {
  const search = page.locator(searchBox);
  const keystrokes: number[] = [];
  for (const letter of steps.letters) {
    await search.focus();
    const ms = await timeTableUpdate(page, list.table, showsSearch, () => page.keyboard.type(letter));
    keystrokes.push(ms - list.debounceMs);
  }
  await search.fill('');
  // The cleared search reaches the URL after the debounce; paging starts from the whole list.
  await page.waitForFunction(() => !JSON.parse(new URLSearchParams(location.search).get('filter') || '{}').q);
  await fullPage(page, list.table).waitFor();
  const nextPages: number[] = [];
  for (let turn = 1; turn <= steps.nextPages; turn += 1) {
    nextPages.push(
      await timeTableUpdate(page, list.table, list.firstRowIs(turn * rowsPerPage), () =>
        page.getByRole('button', { name: list.next }).click(),
      ),
    );
  }
  const sorts: number[] = [];
  for (const direction of steps.sorts) {
    const firstRowBefore = await firstRowText(page, list.table);
    sorts.push(
      await timeTableUpdate(page, list.table, sortedBy('Email', direction, firstRowBefore), () =>
        page.getByRole('columnheader', { name: 'Email' }).getByRole('button').click(),
      ),
    );
  }
  return { keystrokes, nextPages, sorts };
}
