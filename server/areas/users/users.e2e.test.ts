import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePng } from '@/server/png';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot, waitForQuietNetwork } from '@/tests/e2e/harness';
import { expectAsksBeforeLeaving } from '@/tests/e2e/unsavedChanges';

const session = sharedBrowserAndServer();

interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  user_type: string;
  status: string;
}

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await page.getByRole('table', { name }).waitFor();
}

describe('users list', () => {
  it('pages existing users 20 at a time and searches them in the browser', async () => {
    const page = await session.signedInPage('/user/list');
    const users = await apiGet<User[]>(page, 'user/users/');
    expect(users.length).toBeGreaterThan(20);
    const table = rowsOf(page, 'Existing Users');
    await expect.poll(() => table.count()).toBe(20);
    const pages = Math.ceil(users.length / 20);
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    expect(await table.first().locator('td').nth(1).textContent()).toBe('1');
    await expectAccessible(page, 'users list');
    await keepScreenshot(page, 'users-list');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    await expect.poll(() => table.first().locator('td').nth(1).textContent()).toBe('21');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    // Page 1 shown again reads the next pages ahead once more: those calls are the pager's, not the search's.
    await waitForQuietNetwork(page);

    const listCalls: string[] = [];
    page.on('request', request => {
      if (request.url().includes('/api/v1/user/users/')) listCalls.push(request.url());
    });
    const target = users[users.length - 1];
    await page.getByRole('searchbox', { name: 'Search users by name, email, etc' }).fill(target.email!.toUpperCase());
    await expect.poll(() => table.count()).toBe(1);
    expect(await table.first().textContent()).toContain(`${target.first_name} ${target.last_name}`);
    await page.getByRole('searchbox', { name: 'Search users by name, email, etc' }).fill('no such person at all');
    await page.getByText('No users found.').waitFor();
    // The whole array held is searched in the browser (a paging backend's search: backendShapes.test.ts).
    expect(listCalls).toEqual([]);
    await page.close();
  });

  it('deletes a user after confirming', async () => {
    const page = await session.signedInPage('/user/list');
    const [first] = await apiGet<User[]>(page, 'user/users/');
    const name = `${first.first_name} ${first.last_name}`;
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText("You won't be able to revert this!").waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).dblclick();
    await page.getByRole('dialog', { name: 'Deleted!' }).getByText('User has been deleted.').waitFor();
    await page.getByRole('dialog', { name: 'Deleted!' }).waitFor({ state: 'hidden', timeout: 4000 });
    await expect
      .poll(async () => (await apiGet<User[]>(page, 'user/users/')).some(user => user.id === first.id))
      .toBe(false);
    expect(await page.getByRole('button', { name: `Delete ${name}` }).count()).toBe(0);
    await page.close();
  });
});

describe('new user requests', () => {
  async function openRequest(page: Page, user: User) {
    await openTab(page, 'New User Requests');
    await page.getByRole('link', { name: `View ${user.first_name} ${user.last_name}` }).click();
    await page.waitForURL(url => url.pathname === `/user/new-user-detail/${user.id}`);
    await page.getByRole('heading', { name: `${user.first_name} ${user.last_name}` }).waitFor();
  }

  it('lists pending users newest first with two-digit serial numbers', async () => {
    const page = await session.signedInPage('/user/list?tab=new');
    const pending = await apiGet<User[]>(page, 'user/new-users/');
    const rows = rowsOf(page, 'New User Requests');
    await expect.poll(() => rows.count()).toBe(pending.length);
    expect(await rows.first().locator('td').first().textContent()).toBe('01');
    expect(await rows.first().textContent()).toContain('Pending');
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.getByRole('searchbox').fill('zzz-nobody');
    await page.getByText('No matching requests found.').waitFor();
    await expectAccessible(page, 'new user requests');
    await page.close();
  });

  it('approves an architect with role 1 after Confirm Verification', async () => {
    const page = await session.signedInPage('/user/list');
    const architect = (await apiGet<User[]>(page, 'user/new-users/')).find(user => user.user_type === 'architect');
    expect(architect, 'the seed has a pending architect').toBeDefined();
    await openRequest(page, architect!);
    await expectAccessible(page, 'new user detail');
    await keepScreenshot(page, 'new-user-detail');
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Verification' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('User verified successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/user/list');
    const verified = await apiGet<User & { role: number }>(page, `user/retrieve/${architect!.id}/`);
    expect([verified.status, verified.role]).toEqual(['approved', 1]);
    await page.close();
  });

  it('asks a non-architect for a role before approving', async () => {
    const page = await session.signedInPage('/user/list');
    const dealer = (await apiGet<User[]>(page, 'user/new-users/')).find(user => user.user_type !== 'architect');
    await openRequest(page, dealer!);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a role' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Please select a role.').waitFor();
    await expectAccessible(page, 'role dialog');
    await dialog.getByLabel('Non Flexible Salesperson').check();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('User verified successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/user/list');
    const roles = await apiGet<Array<{ id: number; name: string }>>(page, 'main/role/list/');
    const verified = await apiGet<User & { role: number }>(page, `user/retrieve/${dealer!.id}/`);
    expect(verified.role).toBe(roles.find(role => role.name === 'non_flexible_salesperson')!.id);
    await page.close();
  });

  it('rejects a new user after "Do you want to reject this user?"', async () => {
    const page = await session.signedInPage('/user/list');
    const [user] = await apiGet<User[]>(page, 'user/new-users/');
    await openRequest(page, user);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    await dialog.getByText('Do you want to reject this user?').waitFor();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog', { name: 'Rejected!' }).getByText('User has been rejected successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/user/list');
    const pending = await apiGet<User[]>(page, 'user/new-users/');
    expect(pending.some(candidate => candidate.id === user.id)).toBe(false);
    await page.close();
  });
});

describe('edit requests', () => {
  for (const [requestType, decision, button, popupText] of [
    ['Profile Update', 'allow', 'Allow', 'Request has been allowed successfully'],
    ['Profile Update', 'reject', 'Reject', 'Request has been rejected successfully'],
    ['Email Update', 'allow', 'Allow', 'Request has been allowed successfully'],
    ['Email Update', 'reject', 'Reject', 'Request has been rejected successfully'],
  ] as const) {
    it(`${decision}s a ${requestType.toLowerCase()} request after confirming, and the list reloads`, async () => {
      const page = await session.signedInPage('/user/list?tab=edits');
      const rows = rowsOf(page, 'Edit Requests').filter({ hasText: requestType });
      await rows.first().waitFor();
      const before = await rowsOf(page, 'Edit Requests').count();
      await rows
        .first()
        .getByRole('button', { name: new RegExp(`^${button === 'Allow' ? 'Allow' : 'Reject'} request of`) })
        .click();
      const dialog = page.getByRole('dialog', {
        name: decision === 'allow' ? 'Allow this request?' : 'Reject this request?',
      });
      await dialog.getByRole('button', { name: decision === 'allow' ? 'Approve' : 'Reject' }).click();
      await page.getByText(popupText).waitFor();
      await page.getByText(popupText).waitFor({ state: 'hidden' });
      await expect
        .poll(() => rowsOf(page, 'Edit Requests').filter({ hasNotText: 'No edit requests found.' }).count())
        .toBe(before - 1);
      await page.close();
    });
  }
});

describe('add user', () => {
  it('checks required fields before sending, then adds a user with a compressed photo', async () => {
    const page = await session.signedInPage('/user/add-user');
    const creates: string[] = [];
    page.on('request', request => {
      if (request.url().endsWith('/user/user/admin/create/')) creates.push(request.method());
    });
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(3);
    expect(creates).toEqual([]);

    await page.getByLabel(/^First Name/).fill('Tanvi');
    await page.getByLabel(/^Last Name/).fill('Deshmukh');
    await page.getByLabel(/^Email/).fill('tanvi.deshmukh@example.in');
    await page.getByLabel(/^Phone/).fill('9123456780');
    // The contract's words (the server's), before anything is sent.
    await page.getByLabel(/^PAN Card Number/).fill('abcde12345');
    await page.getByLabel(/^Pincode/).fill('4110');
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('Enter a valid PAN card number.').waitFor();
    await page.getByText('Enter a valid 6-digit pincode.').waitFor();
    expect(await page.getByText('This field is required.').count()).toBe(0);
    expect(creates).toEqual([]);
    await page.getByLabel(/^PAN Card Number/).fill('abcde1234f');
    await page.getByLabel(/^Pincode/).fill('411001');
    await expect.poll(() => page.getByText('Enter a valid PAN card number.').count()).toBe(0);
    await page.getByLabel(/^Firm Name/).fill('Deshmukh Interiors');
    await page.getByLabel(/^Country/).click();
    await page.getByRole('option', { name: 'India' }).click();
    await page.getByLabel(/^State/).click();
    await page.getByRole('option', { name: 'Maharashtra' }).click();
    await page.getByLabel(/^User Type/).click();
    await page.getByRole('option', { name: 'Architect' }).click();

    const folder = mkdtempSync(path.join(tmpdir(), 'photo-'));
    const bigPhoto = path.join(folder, 'portrait.png');
    writeFileSync(
      bigPhoto,
      encodePng(1600, 1200, (x, y) => [(x * 7) % 256, (y * 3) % 256, ((x + y) * 5) % 256]),
    );
    const notAnImage = path.join(folder, 'notes.txt');
    writeFileSync(notAnImage, 'not an image');

    const compressionScripts = new Set<string>();
    page.context().on('request', request => {
      if (request.url().includes('browser-image-compression')) compressionScripts.add(new URL(request.url()).pathname);
    });
    const photoInput = page.locator('input[type=file]').first();
    await photoInput.setInputFiles(notAnImage);
    await page.getByText('Please select a valid image file (JPEG, PNG, WebP)').waitFor();
    await photoInput.setInputFiles(bigPhoto);
    await page.getByRole('img', { name: 'Photo' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('input[type=file]').count()).toBe(3);
    // The lazy chunk and the library module for the page, and the library's own build that
    // the compression worker imports from this site (absent if compression fell back to the page).
    expect(compressionScripts.size).toBe(3);
    await expectAccessible(page, 'add user');
    await keepScreenshot(page, 'add-user');

    await page.getByRole('button', { name: 'Add User' }).dblclick();
    await page.getByText('User created successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/user/list');
    expect(creates).toEqual(['POST']);

    const created = (await apiGet<Array<User & { photo: string; pan_card_number: string }>>(page, 'user/users/')).find(
      user => user.email === 'tanvi.deshmukh@example.in',
    );
    expect(created).toMatchObject({ first_name: 'Tanvi', last_name: 'Deshmukh', pan_card_number: 'ABCDE1234F' });
    const photo = await page.evaluate(async url => {
      const response = await fetch(url);
      const bitmap = await createImageBitmap(await response.blob());
      return {
        type: response.headers.get('content-type'),
        size: Number(response.headers.get('content-length')),
        width: bitmap.width,
        height: bitmap.height,
      };
    }, created!.photo);
    expect(photo.type).toBe('image/jpeg');
    expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(800);
    expect(photo.size).toBeLessThan(150 * 1024);
    await page.close();
  });

  it('keeps what was typed when the server refuses a duplicate email', async () => {
    const page = await session.signedInPage('/user/add-user');
    const [existing] = await apiGet<User[]>(page, 'user/users/');
    await page.getByLabel(/^First Name/).fill('Copy');
    await page.getByLabel(/^Last Name/).fill('Cat');
    await page.getByLabel(/^Email/).fill(existing.email!);
    await page.getByLabel(/^PAN Card Number/).fill('ZZZZZ9999Z');
    await page.getByRole('button', { name: 'Add User' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'Error!' });
    await refusal.getByText('A user with this email already exists.').waitFor();
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'hidden' });
    expect(await page.getByLabel(/^First Name/).inputValue()).toBe('Copy');
    expect(new URL(page.url()).pathname).toBe('/user/add-user');

    // A refusal with field errors only reads the first email or phone error.
    await page.route('**/api/v1/user/user/admin/create/', route =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"phone":["This phone is taken."]}' }),
    );
    await page.getByRole('button', { name: 'Add User' }).click();
    await refusal.getByText('This phone is taken.').waitFor();
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'hidden' });
    expect(await page.getByLabel(/^Last Name/).inputValue()).toBe('Cat');
    // Refused, the form is still unsaved: leaving it asks.
    await expectAsksBeforeLeaving(page, page.getByLabel(/^Last Name/), 'Dashboard');
    await page.close();
  });

  it('asks before a half-filled form is left by a menu item or a reload', async () => {
    const page = await session.signedInPage('/user/add-user');
    await page.getByLabel(/^First Name/).fill('Half');
    await expectAsksBeforeLeaving(page, page.getByLabel(/^First Name/), 'Directory');
    await page.close();
  });
});
