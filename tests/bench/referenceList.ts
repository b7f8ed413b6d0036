import path from 'node:path';
import type { Browser } from 'playwright-core';
import { personName } from '@/src/lib/text';
import { adminApiGet } from './adminApi';
import { serveBuiltPage } from './referencePage';
import { demoAdmin } from '../e2e/harness';
import {
  firstRowCellIs,
  fullPage,
  rowsPerPage,
  timeList,
  type ListSteps,
  type ListTimings,
  type TimedList,
} from './listTimings';

/** The page: react-admin's List and DataTable over ra-data-fakerest (tests/bench/reference). */
const pageRoot = path.join(import.meta.dirname, 'reference');

/** A user as react-admin's list holds it: what the app's Existing Users shows of one, and its joining date. */
export interface ShownUser {
  id: number;
  user_name: string;
  email: string;
  phone: string;
  firm_name: string | null;
  user_type: string;
  referred_by: string | null;
  date_joined: string;
}

type ApiUser = Omit<ShownUser, 'user_name' | 'user_type'> & {
  first_name: string;
  last_name: string;
  user_type_display: string;
};

/**
 * The users the app lists, as the running server answers `user/users/`, newest first (the
 * order react-admin's list starts in: ra-data-fakerest's sort is stable), with only the shown
 * columns: ra-data-fakerest's search looks in every text of a record, the app's in these.
 */
export async function shownUsers(baseUrl: string): Promise<ShownUser[]> {
  const users = await adminApiGet<ApiUser[]>(baseUrl, 'user/users/');
  return users
    .map(user => ({
      id: user.id,
      user_name: personName(user),
      email: user.email,
      phone: user.phone,
      firm_name: user.firm_name,
      user_type: user.user_type_display,
      referred_by: user.referred_by,
      date_joined: user.date_joined,
    }))
    .sort((a, b) => (a.date_joined < b.date_joined ? 1 : a.date_joined > b.date_joined ? -1 : 0));
}

export interface ReferenceList {
  url: string;
  /** The emails of the list's rows in its first order (newest first), as far as the bench pages. */
  emails: string[];
  close: () => Promise<void>;
}

/** The reference list page, its `files` beside it, `/api/` proxied to `apiServer` when given. */
async function serveReferencePage(
  files: Record<string, unknown>,
  emails: string[],
  apiServer?: string,
): Promise<ReferenceList> {
  const { url, close } = await serveBuiltPage(pageRoot, { files, apiServer });
  return { url, emails, close };
}

/** react-admin's list over ra-data-fakerest holding these users, whole, in the browser. */
export const serveReferenceList = (users: ShownUser[]) =>
  serveReferencePage(
    { 'source.json': { kind: 'whole' }, 'users.json': users },
    users.map(user => user.email),
  );

/**
 * react-admin's list over the paging server at `baseUrl` (a DRF data provider of a few lines,
 * tests/bench/reference/drfDataProvider.ts), signed in as the demo admin; `pages` of its first
 * order are read to know each page's first row.
 */
export async function servePagingReferenceList(baseUrl: string, pages: number): Promise<ReferenceList> {
  const emails: string[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const answer = await adminApiGet<{ results: Array<{ email: string }> }>(
      baseUrl,
      `user/users/?page=${page}&page_size=${rowsPerPage}&ordering=-date_joined`,
    );
    emails.push(...answer.results.map(user => user.email));
  }
  return serveReferencePage({ 'source.json': { kind: 'paging', credentials: demoAdmin } }, emails, baseUrl);
}

/** react-admin's list: no serial numbers, so a page is known by its first row's email (the third cell). */
const referenceTable = (emails: string[]): TimedList => ({
  table: 'Users',
  next: 'Go to next page',
  debounceMs: 0,
  firstRowIs: index => firstRowCellIs(3, emails[index]),
});

/** The steps of `steps` on react-admin's list, opened afresh in a new browser context. */
export async function timeReferenceList(
  browser: Browser,
  reference: ReferenceList,
  steps: ListSteps,
): Promise<ListTimings> {
  const list = referenceTable(reference.emails);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${reference.url}users`);
    await fullPage(page, list.table).waitFor({ timeout: 120_000 });
    return await timeList(page, list, steps);
  } finally {
    await context.close();
  }
}
