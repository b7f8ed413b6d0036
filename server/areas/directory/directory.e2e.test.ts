import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';
import { expectAsksBeforeLeaving } from '@/tests/e2e/unsavedChanges';

const session = sharedBrowserAndServer();

interface Entry {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  user_type: string;
  referral_code: string;
  referral_count: number;
}

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

async function fillEntry(page: Page, fullName: string, email: string, phone: string) {
  await page.getByLabel(/^Full Name/).fill(fullName);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill(phone);
}

describe('directory', () => {
  it('lists, pages and searches salesmen and architects with referral codes and counts', async () => {
    const page = await session.signedInPage('/directory/list');
    const salesmen = await apiGet<Entry[]>(page, 'user/directory/list/salesman/');
    const rows = rowsOf(page, 'SalesMen');
    await expect.poll(() => rows.count()).toBe(Math.min(20, salesmen.length));
    await page.getByText(`Page 1 of ${Math.ceil(salesmen.length / 20)}`).waitFor();
    const first = salesmen[0];
    const firstRow = await rows.first().textContent();
    expect(firstRow).toContain(first.referral_code);
    await expectAccessible(page, 'directory');
    await keepScreenshot(page, 'directory');
    await page.getByRole('button', { name: 'Next' }).click();
    // The first cell is the row's selection box; Sl.No. follows it.
    await expect.poll(() => rows.first().locator('td').nth(1).textContent()).toBe('21');

    await page
      .getByRole('searchbox', { name: 'Search directory by name, location, etc.' })
      .fill(first.referral_code.toLowerCase());
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(`${first.first_name} ${first.last_name}`);

    await page.getByRole('tab', { name: 'Architects' }).click();
    await page.getByRole('searchbox').fill('no architect like this');
    await page.getByText('No matching architects found.').waitFor();
    await page.getByRole('searchbox').fill('');
    const architects = await apiGet<Entry[]>(page, 'user/directory/list/architect/');
    const referred = architects.find(entry => entry.referral_count > 0);
    expect(referred, 'the seed refers users through an architect').toBeDefined();
    await page.getByRole('searchbox').fill(referred!.referral_code);
    await expect.poll(() => rowsOf(page, 'Architects').count()).toBe(1);
    expect(await rowsOf(page, 'Architects').first().locator('td').nth(7).textContent()).toBe(
      String(referred!.referral_count),
    );
    await page.close();
  });

  it('adds, edits and deletes a salesman', async () => {
    const page = await session.signedInPage('/directory/list');
    await page.getByRole('link', { name: '+ Add New' }).click();
    await page.waitForURL(url => url.pathname === '/directory/add-directory');
    await page.getByRole('button', { name: 'Add Salesman' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(3);
    await fillEntry(page, 'Rohit Anand Verma', 'rohit.verma@example.in', '9988776655');
    await page.getByLabel('Non-Flexible').check();
    await expectAccessible(page, 'add salesman');
    await page.getByRole('button', { name: 'Add Salesman' }).dblclick();
    await page.getByText('Directory created successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/directory/list');

    const created = (await apiGet<Entry[]>(page, 'user/directory/list/salesman/')).filter(
      entry => entry.email === 'rohit.verma@example.in',
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      first_name: 'Rohit',
      last_name: 'Anand Verma',
      user_type: 'non_flexible_salesperson',
    });
    expect(created[0].referral_code).toMatch(/^PS\d{6}$/);

    await page.getByRole('link', { name: 'Edit Rohit Anand Verma' }).click();
    await page.waitForURL(url => url.pathname === `/directory/edit-directory-salesman/${created[0].id}`);
    await page.getByRole('heading', { name: 'Edit Pacific Salesmen' }).waitFor();
    expect(await page.getByLabel(/^Full Name/).inputValue()).toBe('Rohit Anand Verma');
    await page.getByLabel(/^Full Name/).fill('Rohit Verma');
    await page.getByLabel('Flexible', { exact: true }).check();
    await page.getByRole('button', { name: 'Edit Salesman' }).click();
    await page.getByText('Directory updated successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/directory/list');
    const edited = await apiGet<Entry>(page, `user/directory/retrieve/${created[0].id}/`);
    expect(edited).toMatchObject({
      first_name: 'Rohit',
      last_name: 'Verma',
      user_type: 'flexible_salesperson',
      referral_code: created[0].referral_code,
    });

    await page.getByRole('button', { name: 'Delete Rohit Verma' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Deleted!' }).getByText('Directory has been deleted.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Delete Rohit Verma' }).count()).toBe(0);
    await page.close();
  });

  it('keeps a refused salesman with the server field errors under their fields, and asks before it is left', async () => {
    const page = await session.signedInPage('/directory/add-directory');
    await fillEntry(page, 'Half Filled', 'taken@example.in', '9876501234');
    await page.route('**/api/v1/user/directory/', route =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"email":["This email is taken."],"first_name":["Too short."]}',
      }),
    );
    await page.getByRole('button', { name: 'Add Salesman' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'Error!' });
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'hidden' });
    await page.getByText('This email is taken.').waitFor();
    await page.getByText('Too short.').waitFor();
    expect(await page.getByLabel(/^Phone/).inputValue()).toBe('9876501234');
    await expectAsksBeforeLeaving(page, page.getByLabel(/^Full Name/), 'Bills');
    await page.close();
  });

  it('adds an architect, edits it from its detail page and the edit page, and deletes it', async () => {
    const page = await session.signedInPage('/directory/list?tab=architect');
    await page.getByRole('link', { name: '+ Add New' }).click();
    await page.waitForURL(url => url.pathname === '/directory/add-directory-architect');
    await page.getByRole('heading', { name: 'Add new Pacific Architect' }).waitFor();
    const creates: string[] = [];
    page.on('request', request => {
      if (new URL(request.url()).pathname === '/api/v1/user/directory/') creates.push(request.method());
    });
    await fillEntry(page, 'Farah Khan', 'not-an-email', '12345');
    // Left, a field tells the contract's words at once; the submit tells them all and sends nothing.
    await page.getByLabel(/^Full Name/).focus();
    await page.getByText('Enter a valid 10-digit phone number.').waitFor();
    await page.getByRole('button', { name: 'Add Architect' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByText('Enter a valid 10-digit phone number.').waitFor();
    expect(creates).toEqual([]);
    await fillEntry(page, 'Farah Khan', 'farah.khan@example.in', '9090909090');
    await page.getByRole('button', { name: 'Add Architect' }).click();
    await page.getByText('Directory created successfully').waitFor();
    expect(creates).toEqual(['POST']);

    const [architect] = (await apiGet<Entry[]>(page, 'user/directory/list/architect/')).filter(
      entry => entry.email === 'farah.khan@example.in',
    );
    expect(architect.referral_code).toMatch(/^AR\d{6}$/);
    await page.goto(`${session.server.url}/directory/directory-detail/${architect.id}`);
    await page.getByText('farah.khan@example.in').waitFor();
    await expectAccessible(page, 'directory detail');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel(/^Phone/).fill('9191919191');
    await page.getByRole('button', { name: 'Cancel' }).first().click();
    await page.getByText('9090909090').waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel(/^Phone/).fill('9191919191');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Directory updated successfully').waitFor();
    await page.getByText('9191919191').waitFor();
    await page.getByRole('button', { name: 'Delete' }).waitFor();

    await page.goto(`${session.server.url}/directory/edit-directory-architect/${architect.id}`);
    await page.getByLabel(/^Full Name/).fill('Farah Naaz Khan');
    await page.getByRole('button', { name: 'Edit Architect' }).click();
    await page.getByText('Directory updated successfully').waitFor();
    const edited = await apiGet<Entry>(page, `user/directory/retrieve/${architect.id}/`);
    expect(edited).toMatchObject({ first_name: 'Farah', last_name: 'Naaz Khan', phone: '9191919191' });

    await page.goto(`${session.server.url}/directory/directory-detail/${architect.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(url => url.pathname === '/directory/list');
    const remaining = await apiGet<Entry[]>(page, 'user/directory/list/architect/');
    expect(remaining.some(entry => entry.id === architect.id)).toBe(false);
    await page.close();
  });
});
