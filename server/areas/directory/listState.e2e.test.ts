import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';
import { checkListState } from '@/tests/e2e/listState';

const session = sharedBrowserAndServer();

type Entry = { id: number; first_name: string };

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

/** Adds a directory entry through the API with the page's own session. */
function addEntry(page: Page, entry: Record<string, string>): Promise<Entry> {
  return page.evaluate(async body => {
    const response = await fetch('/api/v1/user/directory/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  }, entry);
}

const bulkEntries = ['One', 'Two', 'Three'].map((word, index) => ({
  first_name: 'Bulkcase',
  last_name: word,
  email: `bulkcase.${word.toLowerCase()}@example.in`,
  phone: `90000000${index}${index}`,
  user_type: 'flexible_salesperson',
}));

describe('directory lists keep their state in the URL', () => {
  it('salesmen: search, sort, filter and page survive Back and reload', async () => {
    const page = await session.signedInPage('/directory/list');
    await checkListState(page, {
      path: '/directory/list',
      table: 'SalesMen',
      searchbox: 'Search directory by name, location, etc.',
      // Every seeded salesman's referral code starts SAL: 25 rows, two pages.
      search: 'sal',
      sortBy: 'Email',
      filter: { label: 'User Type', option: 'Non-Flexible' },
      openRow: /^Edit /,
    });
    expect(new URL(page.url()).searchParams.get('filter')).toContain('non_flexible_salesperson');
    const types = await rowsOf(page, 'SalesMen').locator('td').nth(5).allTextContents();
    expect(new Set(types)).toEqual(new Set(['Non-Flexible']));
    await keepScreenshot(page, 'directory-salesmen-list-state');
    await page.close();
  });

  it('architects: search, sort and page survive Back and reload, beside the tab', async () => {
    const page = await session.signedInPage('/directory/list?tab=architect');
    await checkListState(page, {
      path: '/directory/list?tab=architect',
      table: 'Architects',
      searchbox: 'Search directory by name, location, etc.',
      search: 'arc',
      sortBy: 'Referrals',
      openRow: /^Edit /,
    });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('architect');
    await page.getByRole('tab', { name: 'Architects', selected: true }).waitFor();
    // Only salesmen have a filter (by user type).
    expect(await page.getByRole('button', { name: 'Add filter' }).count()).toBe(0);
    await expectAccessible(page, 'directory architects');
    await keepScreenshot(page, 'directory-architects-list-state');
    await page.close();
  });

  it('exports and deletes the selected salesmen after one confirmation naming their count', async () => {
    const page = await session.signedInPage('/directory/list');
    const added = await Promise.all(bulkEntries.map(entry => addEntry(page, entry)));
    await page.getByRole('searchbox', { name: 'Search directory by name, location, etc.' }).fill('bulkcase');
    const rows = rowsOf(page, 'SalesMen');
    await expect.poll(() => rows.count()).toBe(3);

    // Two rows by mouse, the third by keyboard.
    await rows.nth(0).getByRole('checkbox').click();
    await rows.nth(1).getByRole('checkbox').click();
    await rows.nth(2).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBeGreaterThanOrEqual(3);
    await page.getByText('3 items selected').waitFor();
    await expectAccessible(page, 'directory bulk selection');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const sheet = Object.values(XLSX.read(readFileSync(await download.path())).Sheets)[0];
    const exported = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(exported.map(row => row.Email).sort()).toEqual(bulkEntries.map(entry => entry.email).sort());
    expect(exported[0]).toHaveProperty('Referral Code');
    expect(download.suggestedFilename()).toMatch(/^salesmen-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const deletes: string[] = [];
    page.on('request', request => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: 'Delete 3 selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText("Delete the 3 selected rows? You won't be able to revert this!").waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await keepScreenshot(page, 'directory-bulk-delete');
    await confirm.getByRole('button', { name: 'Delete' }).dblclick();
    await page.getByRole('dialog', { name: 'Deleted!' }).getByText('3 deleted').waitFor();
    expect(deletes.sort()).toEqual(added.map(entry => `/api/v1/user/directory/delete/${entry.id}/`).sort());

    await page.getByText('No users found.').waitFor();
    const remaining = await apiGet<Entry[]>(page, 'user/directory/list/salesman/');
    expect(remaining.filter(entry => entry.first_name === 'Bulkcase')).toEqual([]);
    await page.close();
  });

  it('reports a bulk delete as a whole: what was deleted and why the rest failed', async () => {
    const page = await session.signedInPage('/directory/list?tab=architect');
    const added = await Promise.all(
      bulkEntries.map((entry, index) =>
        addEntry(page, {
          ...entry,
          first_name: 'Partcase',
          email: `part.${entry.email}`,
          phone: `80000000${index}${index}`,
          user_type: 'architect',
        }),
      ),
    );
    const locked = added[1];
    await page.route(`**/api/v1/user/directory/delete/${locked.id}/`, route =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"This entry is locked."}' }),
    );
    await page.getByRole('searchbox', { name: 'Search directory by name, location, etc.' }).fill('partcase');
    const rows = rowsOf(page, 'Architects');
    await expect.poll(() => rows.count()).toBe(3);
    for (const index of [0, 1, 2]) await rows.nth(index).getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Delete 3 selected' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    const report = page.getByRole('alertdialog', { name: 'Error!' });
    await report.getByText(/2 deleted/).waitFor();
    expect(await report.textContent()).toMatch(/2 deleted\s*1 failed:\s*This entry is locked\./);

    const remaining = await apiGet<Entry[]>(page, 'user/directory/list/architect/');
    expect(remaining.filter(entry => entry.first_name === 'Partcase').map(entry => entry.id)).toEqual([locked.id]);
    await page.close();
  });
});
