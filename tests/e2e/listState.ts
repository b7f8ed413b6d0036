import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a list-state journey needs to know of one list screen. */
export interface ListUnderTest {
  /** The list's URL (with `?tab=` for a tab other than the first). */
  path: string;
  /** The table's accessible name. */
  table: string;
  searchbox: string;
  /** Something to search for that matches more than one page of rows. */
  search: string;
  /** A header that sorts. */
  sortBy: string;
  /** A filter offered by "Add filter", and the option to choose in it. */
  filter?: { label: string; option: string };
  /** The accessible name of a link in the first row that opens its detail. */
  openRow: RegExp;
}

const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const params = (page: Page) => new URL(page.url()).searchParams;
const listFilter = (page: Page) => JSON.parse(params(page).get('filter') ?? '{}') as Record<string, unknown>;

async function firstRowText(page: Page, table: string) {
  await page
    .getByRole('table', { name: table })
    .locator('[aria-busy="true"]')
    .waitFor({ state: 'detached' })
    .catch(() => {});
  return rows(page, table).first().textContent();
}

/**
 * Searches, sorts, filters and pages a list; checks that all of it is in the URL and that
 * Back from a row's detail, and a reload, restore it exactly.
 */
export async function checkListState(page: Page, list: ListUnderTest) {
  const searchbox = page.getByRole('searchbox', { name: list.searchbox });
  await searchbox.fill(list.search);
  await expect.poll(() => listFilter(page).q).toBe(list.search);

  const header = page.getByRole('columnheader', { name: list.sortBy });
  await header.getByRole('button').click();
  await expect.poll(() => params(page).get('order')).toBe('ASC');
  await header.locator('.Mui-active.MuiTableSortLabel-directionAsc').waitFor();
  await header.getByRole('button').click();
  await expect.poll(() => params(page).get('order')).toBe('DESC');
  await header.locator('.Mui-active.MuiTableSortLabel-directionDesc').waitFor();
  const sort = params(page).get('sort');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => params(page).get('page')).toBe('2');
  await expectRestoredAfterBackAndReload(page, list, sort);

  if (list.filter) {
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText(list.filter.label, { exact: true }).click();
    await page.getByRole('combobox', { name: list.filter.label }).click();
    await page.getByRole('option', { name: list.filter.option }).click();
    await expect.poll(() => Object.keys(listFilter(page)).length).toBe(2);
    expect(params(page).get('page')).toBe('1');
    await expectRestoredAfterBackAndReload(page, list, sort);
  }
}

/** Opens the first row's detail, goes Back, then reloads: the list shows the same each time. */
async function expectRestoredAfterBackAndReload(page: Page, list: ListUnderTest, sort: string | null) {
  const searchbox = page.getByRole('searchbox', { name: list.searchbox });
  const pageText = await page.getByText(new RegExp(`^Page ${params(page).get('page') ?? 1} of \\d+$`)).textContent();
  const firstRow = await firstRowText(page, list.table);
  const url = page.url();

  const expectRestored = async () => {
    await expect.poll(() => page.url()).toBe(url);
    await page.getByText(pageText!).waitFor();
    await expect.poll(() => searchbox.inputValue()).toBe(list.search);
    expect(params(page).get('sort')).toBe(sort);
    await expect.poll(() => firstRowText(page, list.table)).toBe(firstRow);
  };

  await rows(page, list.table).first().getByRole('link', { name: list.openRow }).click();
  await expect.poll(() => page.url()).not.toBe(url);
  await page.goBack();
  await expectRestored();

  await page.reload();
  await expectRestored();
}
