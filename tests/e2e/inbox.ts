import type { Page } from 'playwright-core';
import { pendingLists } from '../pendingLists';
import { apiGet } from './browser';

/** The approvals inbox's rows. */
export const inboxRows = (page: Page) =>
  page.getByRole('table', { name: 'Pending items, oldest first' }).locator('tbody tr');

/** Whether the inbox's row at `index` holds the focus. */
export const isRowFocused = (page: Page, index: number) =>
  inboxRows(page)
    .nth(index)
    .evaluate(element => element === document.activeElement);

/** The pending bills as the inbox lists them, oldest first. */
export const pendingBillsOldestFirst = async <Bill extends { date_added: string }>(page: Page) =>
  (await apiGet<Bill[]>(page, pendingLists.bill)).sort((a, b) => a.date_added.localeCompare(b.date_added));
