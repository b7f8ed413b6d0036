import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, sharedBrowserAndServer } from './browser';

interface Person {
  first_name: string;
  last_name: string;
}
type Row = Person & { user_list?: Person };

const wholeArrays = sharedBrowserAndServer({ LIST_PAGING: 'off' });
const pagingServer = sharedBrowserAndServer({ LIST_PAGING: 'on' });

const fullName = ({ first_name, last_name }: Person) => `${first_name} ${last_name}`.trim();
const byFullName = (left: Person, right: Person) =>
  left.first_name.localeCompare(right.first_name, 'en', { sensitivity: 'base' }) ||
  left.last_name.localeCompare(right.last_name, 'en', { sensitivity: 'base' });

/** The sort button of a column, by its header's text. */
const sortButton = (page: Page, table: string, header: string) =>
  page
    .getByRole('table', { name: table })
    .locator('thead th')
    .filter({ hasText: new RegExp(`^${header}$`) })
    .getByRole('button');

/** The texts of one column of a table, by its header's name. */
async function columnTexts(page: Page, table: string, header: string) {
  const grid = page.getByRole('table', { name: table });
  const headers = (await grid.locator('thead th').allTextContents()).map(text => text.trim());
  const column = headers.indexOf(header) + 1;
  expect(column, `${header} among ${headers.join(', ')}`).toBeGreaterThan(0);
  return grid.locator(`tbody tr td:nth-child(${column})`).allTextContents();
}

/**
 * Clicks a name column's header, then again: the rows come in the order of the full name
 * (first name, then last name), ascending and then descending.
 */
async function expectSortedByFullName(page: Page, table: string, header: string, people: Person[]) {
  // Two people of one first name: an order by the first name alone would not be enough.
  const firstNames = people.map(person => person.first_name);
  expect(firstNames.some((name, index) => firstNames.indexOf(name) !== index)).toBe(true);
  const ascending = [...people].sort(byFullName).map(fullName);
  const grid = page.getByRole('table', { name: table });
  await grid.locator('tbody tr').first().waitFor();
  await sortButton(page, table, header).click();
  await expect.poll(() => columnTexts(page, table, header)).toEqual(ascending.slice(0, 20));
  await sortButton(page, table, header).click();
  await expect.poll(() => columnTexts(page, table, header)).toEqual([...ascending].reverse().slice(0, 20));
}

const pageOf = (answer: Row[] | { results: Row[] }) => (Array.isArray(answer) ? answer : answer.results);

describe('a name column sorts by the full name it shows', () => {
  for (const [mode, session] of [
    ['whole arrays', wholeArrays],
    ['a paging server', pagingServer],
  ] as const) {
    it(`Users: User Name, on ${mode}`, async () => {
      const page = await session.signedInPage('/user/list');
      const people = pageOf(await apiGet(page, 'user/users/?page=1&page_size=100'));
      await expectSortedByFullName(page, 'Existing Users', 'User Name', people);
      await page.close();
    });

    it(`Directory: Name, on ${mode}`, async () => {
      const page = await session.signedInPage('/directory/list');
      const people = pageOf(await apiGet(page, 'user/directory/list/salesman/?page=1&page_size=100'));
      await expectSortedByFullName(page, 'SalesMen', 'Name', people);
      await page.close();
    });

    it(`Payments: User Name, on ${mode}`, async () => {
      const page = await session.signedInPage('/payments/list');
      const payments = pageOf(await apiGet(page, 'loyalty/payment/list/?page=1&page_size=100'));
      await expectSortedByFullName(
        page,
        'Payment History',
        'User Name',
        payments.map(payment => payment.user_list!),
      );
      await page.close();
    });
  }
});
