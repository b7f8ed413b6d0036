import type { Page } from 'playwright-core';
import type { Movement } from '@/contract/programme/movement';
import { apiGet } from './browser';

/** The reference server's own weekly movement, to check the page's figures against. */
export const movementOf = (page: Page) => apiGet<Movement>(page, 'programme/movement/');

/** A chart's card on /programme, by its title. */
export const chartCard = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The texts of a chart's table, a row a week, after switching the card to its table. */
export async function chartTable(page: Page, title: string): Promise<string[][]> {
  const card = chartCard(page, title);
  const toggle = card.getByRole('switch', { name: 'Table' });
  if (!(await toggle.isChecked())) await toggle.check();
  const rows = card.getByRole('table', { name: title }).locator('tbody tr');
  await rows.first().waitFor();
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push(await row.locator('th, td').allTextContents());
  return texts;
}

/** A count as the page writes it: 1,250. */
export const count = (value: number) => new Intl.NumberFormat('en-IN').format(value);
