import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePng } from '@/server/png';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();

interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  firm_name: string | null;
  firm_type: string | null;
  user_type: string | null;
  user_type_display: string | null;
  photo: string | null;
  loyalty: { balance_points: number; balance_cash: number };
}

interface Transaction {
  type: string;
  amount: number;
}

interface UserVoucher {
  voucher_code: string | null;
  status: string;
  voucher_details: { offer_name: string };
}

interface Certificate {
  id: number;
  certificate_file: string;
  file_name: string | null;
}

interface ProfileRequest {
  id: number;
  user: number;
  first_name: string;
  last_name: string;
  proposed_changes: { firm_name: string | null; firm_type: string | null; user_type: string | null };
}

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`;
const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A member with ledger entries and voucher requests, opened from the list's 'view' action. */
async function openRichMember(page: Page) {
  const users = await apiGet<User[]>(page, 'user/users/');
  for (const user of users) {
    const vouchers = await apiGet<UserVoucher[]>(page, `loyalty/admin/voucher/users-vouchers/${user.id}/`);
    if (!vouchers.some(voucher => voucher.status === 'approved')) continue;
    const history = await apiGet<Transaction[]>(page, `loyalty/admin/users/transactions/history/${user.id}/`);
    await page.getByRole('searchbox', { name: 'Search users by name, email, etc' }).fill(user.email ?? user.phone!);
    await expect.poll(() => rowsOf(page, 'Existing Users').count()).toBe(1);
    await page.getByRole('link', { name: `View ${fullName(user)}` }).click();
    await page.waitForURL(url => url.pathname === `/user/user-detail/${user.id}`);
    await page.getByRole('heading', { name: fullName(user) }).waitFor();
    return { user, vouchers, history };
  }
  throw new Error('the seed has no member with an approved voucher');
}

describe('user detail', () => {
  it("opens from the list's view action and shows the profile, balances and both histories", async () => {
    const page = await session.signedInPage('/user/list');
    const { user, vouchers, history } = await openRichMember(page);
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText(user.email!).waitFor();
    for (const image of ['Photo', 'PAN Card', 'Visiting Card Front', 'Visiting Card Back']) {
      await profile.getByRole('heading', { name: image, exact: true }).waitFor();
    }
    const balances = page.getByRole('region', { name: 'Loyalty Balance' });
    expect(await balances.textContent()).toContain(`PTS${inr.format(user.loyalty.balance_points)}`);
    expect(await balances.textContent()).toContain(`INR₹${inr.format(user.loyalty.balance_cash)}`);

    const transactions = rowsOf(page, 'Transaction History');
    expect(history.length).toBeGreaterThan(0);
    await expect.poll(() => transactions.count()).toBe(history.length);
    const labels: Record<string, string> = {
      cash_earned: 'Cash Earned',
      cash_reversal: 'Cash Reversal',
      cash_redeemed: 'Cash Redeemed',
      points_earned: 'Points Earned',
      points_refunded: 'Points Refunded',
      points_redeemed: 'Points Redeemed',
    };
    for (const [index, item] of history.entries()) {
      const cells = await transactions.nth(index).locator('td').allTextContents();
      expect(cells[1]).toBe(labels[item.type]);
      expect(cells[2]).toBe(
        item.type.startsWith('cash_') ? `₹${inr.format(item.amount)}` : `${inr.format(item.amount)} PTS`,
      );
      expect(cells[0]).toMatch(/^\d{2}-\d{2}-\d{4}, \d{2}:\d{2} (AM|PM)$/);
    }

    // The Amount header sorts the ledger by amount, both ways (ties keep the server's order).
    const amountText = (item: Transaction) =>
      item.type.startsWith('cash_') ? `₹${inr.format(item.amount)}` : `${inr.format(item.amount)} PTS`;
    const shownAmounts = () => transactions.locator('td:nth-child(3)').allTextContents();
    const amountHeader = page.getByRole('table', { name: 'Transaction History' }).getByRole('columnheader', {
      name: 'Amount',
    });
    const byAmount = [...history].sort((a, b) => a.amount - b.amount);
    await amountHeader.getByRole('button').click();
    await amountHeader.locator('.Mui-active.MuiTableSortLabel-directionAsc').waitFor();
    await expect.poll(shownAmounts).toEqual(byAmount.map(amountText));
    await amountHeader.getByRole('button').click();
    await amountHeader.locator('.Mui-active.MuiTableSortLabel-directionDesc').waitFor();
    await expect.poll(shownAmounts).toEqual([...history].sort((a, b) => b.amount - a.amount).map(amountText));
    expect(new Set(byAmount.map(item => item.amount)).size, 'the seed gives distinct amounts to sort').toBeGreaterThan(
      1,
    );

    const voucherRows = rowsOf(page, 'Voucher History');
    await expect.poll(() => voucherRows.count()).toBe(vouchers.length);
    for (const [index, voucher] of vouchers.entries()) {
      const text = await voucherRows.nth(index).textContent();
      expect(text).toContain(voucher.voucher_details.offer_name);
      if (voucher.status === 'approved') expect(text).toContain(`${voucher.voucher_code}Approved`);
      else expect(text).not.toContain('Approved');
    }
    await expectAccessible(page, 'user detail');
    await keepScreenshot(page, 'user-detail');
    await page.close();
  });

  it('edits a user: checks before sending, keeps what was typed on a refusal, then saves', async () => {
    const page = await session.signedInPage('/user/list');
    const users = await apiGet<User[]>(page, 'user/users/');
    const user = users.find(each => each.photo)!;
    const other = users.find(each => each.id !== user.id && each.phone)!;
    await page.goto(`${session.server.url}/user/user-detail/${user.id}`);
    await page.getByRole('heading', { name: fullName(user) }).waitFor();
    const updates: string[] = [];
    page.on('request', request => {
      if (request.url().includes(`/user/user/update/${user.id}/`)) updates.push(request.method());
    });
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const form = page.getByRole('form', { name: 'Edit Details' });
    await expect.poll(() => form.getByLabel(/^First Name/).inputValue()).toBe(user.first_name);
    expect(user.photo, 'the seeded user has a photo').toBeTruthy();
    const currentPhoto = form.getByRole('link', { name: 'Open Photo in a new tab' });
    // A private document: the same file, at an address signed when the form's record was fetched.
    const withoutSignature = (address: string | null) => address?.split('?')[0];
    expect(withoutSignature(await currentPhoto.getAttribute('href'))).toBe(
      `${session.server.url}${withoutSignature(user.photo)}`,
    );
    expect(await currentPhoto.getAttribute('href')).toMatch(/\?expires=\d+&signature=[\w-]{43}$/);
    await form.getByLabel(/^Phone/).fill('12345');
    await form.getByLabel(/^Firm Name/).fill('Sahyadri Stone Works');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Enter a valid 10-digit phone number.').waitFor();
    expect(updates).toEqual([]);
    await expectAccessible(page, 'user edit form');
    await keepScreenshot(page, 'user-detail-edit');

    await form.getByLabel(/^Phone/).fill(other.phone!);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'Error!' });
    await refusal.getByText('A user with this phone already exists.').waitFor();
    expect(updates).toEqual(['PUT']);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'hidden' });
    expect(await form.getByLabel(/^Firm Name/).inputValue()).toBe('Sahyadri Stone Works');
    expect(await form.getByLabel(/^Phone/).inputValue()).toBe(other.phone);

    await form.getByLabel(/^Phone/).fill('9876501234');
    await form.getByRole('button', { name: 'Save Changes' }).dblclick();
    await page.getByText('User details updated successfully').waitFor();
    expect(updates).toEqual(['PUT', 'PUT']);
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('Sahyadri Stone Works').waitFor();
    await profile.getByText('9876501234').waitFor();
    const saved = await apiGet<User>(page, `user/retrieve/${user.id}/`);
    expect([saved.firm_name, saved.phone, saved.first_name]).toEqual([
      'Sahyadri Stone Works',
      '9876501234',
      user.first_name,
    ]);
    await page.close();
  });

  it('uploads two TDS certificates, one call each, after checking them, and deletes one after confirming', async () => {
    const page = await session.signedInPage('/user/list');
    const [, , user] = await apiGet<User[]>(page, 'user/users/');
    await page.goto(`${session.server.url}/user/user-detail/${user.id}`);
    await page.getByRole('heading', { name: fullName(user) }).waitFor();
    const before = await apiGet<Certificate[]>(page, `loyalty/admin/tds-certificate/user-certificates/${user.id}/`);
    const rows = rowsOf(page, 'TDS Certificates');
    const rowCount = () => rows.filter({ hasNotText: 'No TDS certificates uploaded.' }).count();
    await expect.poll(rowCount).toBe(before.length);
    const uploads: string[] = [];
    page.on('request', request => {
      if (request.url().includes(`/loyalty/tds-certificate/${user.id}/`)) uploads.push(request.method());
    });
    const section = page.getByRole('region', { name: 'TDS Certificates' });

    await section.getByRole('button', { name: 'Upload' }).click();
    const error = page.getByRole('alertdialog', { name: 'Error!' });
    await error.getByText('Please select at least one file to upload').waitFor();
    await error.getByRole('button', { name: 'OK' }).click();
    await error.waitFor({ state: 'hidden' });

    const folder = mkdtempSync(path.join(tmpdir(), 'tds-'));
    const pdf = path.join(folder, 'Form16A-Q1.pdf');
    writeFileSync(pdf, '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const png = path.join(folder, 'Form16A-Q2.png');
    writeFileSync(
      png,
      encodePng(40, 20, x => [x * 6, 80, 120]),
    );
    const longName = path.join(folder, 'Form16A-certificate-for-quarter-one.pdf');
    writeFileSync(longName, '%PDF-1.4\n%%EOF\n');
    const input = section.locator('input[type=file]');
    expect(await input.getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png');

    await input.setInputFiles([pdf, longName]);
    await section.getByRole('button', { name: 'Upload' }).click();
    const tooLong = page.getByRole('alertdialog', { name: 'File Name Too Long!' });
    await tooLong.getByText('Form16A-certificate-for-quarter-one.pdf').waitFor();
    await tooLong.getByRole('button', { name: 'OK' }).click();
    await tooLong.waitFor({ state: 'hidden' });
    expect(uploads).toEqual([]);

    // The chooser opens from the keyboard too: Enter on 'Choose files' clicks the file input. The click is
    // recorded and the native dialog held back, which headless Chromium does not reliably report under load.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Upload');
    await input.evaluate(element =>
      element.addEventListener('click', event => {
        event.preventDefault();
        element.dataset.opened = 'yes';
      }),
    );
    await section.getByRole('button', { name: 'Choose files' }).focus();
    await page.keyboard.press('Enter');
    await section.locator('input[type=file][data-opened=yes]').waitFor({ state: 'attached' });
    await input.setInputFiles([pdf, png]);
    await section.getByText('2 file(s) selected: Form16A-Q1.pdf, Form16A-Q2.png').waitFor();
    await section.getByRole('button', { name: 'Upload' }).dblclick();
    await page.getByText('TDS certificates uploaded successfully').waitFor();
    expect(uploads).toEqual(['POST', 'POST']);
    await page.getByRole('dialog', { name: 'Success!' }).waitFor({ state: 'hidden', timeout: 4000 });
    await expect.poll(rowCount).toBe(before.length + 2);
    const after = await apiGet<Certificate[]>(page, `loyalty/admin/tds-certificate/user-certificates/${user.id}/`);
    expect(after).toHaveLength(before.length + 2);
    expect(after.slice(0, 2).map(certificate => certificate.file_name)).toEqual(['Form16A-Q2.png', 'Form16A-Q1.pdf']);
    const names = await rows.locator('td:nth-child(2)').allTextContents();
    expect(names.slice(0, 2)).toEqual(['Form16A-Q2.png', 'Form16A-Q1.pdf']);
    const viewLinks = section.getByRole('link', { name: /^View Form16A-Q2\.png, uploaded on / });
    const href = await viewLinks.getAttribute('href');
    expect(href).toMatch(
      new RegExp(`^${session.server.url}/media/${after[0].certificate_file}\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    expect((await page.request.get(href!)).status()).toBe(200);
    await expectAccessible(page, 'user detail with certificates');
    await keepScreenshot(page, 'user-detail-certificates');

    const deletes: string[] = [];
    page.on('request', request => {
      if (request.url().includes('/loyalty/tds-certificate/delete/')) deletes.push(request.method());
    });
    await section.getByRole('button', { name: /^Delete Form16A-Q2\.png, uploaded on / }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText("You won't be able to revert this!").waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).dblclick();
    await page.getByRole('dialog', { name: 'Deleted!' }).getByText('TDS certificate deleted successfully.').waitFor();
    expect(deletes).toEqual(['PATCH']);
    await page.getByRole('dialog', { name: 'Deleted!' }).waitFor({ state: 'hidden', timeout: 4000 });
    await expect.poll(rowCount).toBe(before.length + 1);
    const remaining = await apiGet<Certificate[]>(page, `loyalty/admin/tds-certificate/user-certificates/${user.id}/`);
    expect(remaining.map(certificate => certificate.id)).toEqual(after.slice(1).map(certificate => certificate.id));
    await page.close();
  });

  it("says 'User not found' for a user that does not exist, and for the signed-in administrator", async () => {
    const page = await session.signedInPage('/user/user-detail/987654');
    await page.getByText('User not found', { exact: true }).waitFor();
    await expectAccessible(page, 'user not found');
    const adminId = await page.evaluate(() => localStorage.getItem('userId'));
    expect(adminId).toBeTruthy();
    await page.goto(`${session.server.url}/user/user-detail/${adminId}`);
    await page.getByText('User not found', { exact: true }).waitFor();
    await page.close();
  });
});

describe('profile edit request detail', () => {
  async function openFromList(page: Page, request: ProfileRequest) {
    await page.goto(`${session.server.url}/user/list?tab=edits`);
    await page
      .getByRole('link', { name: `View edits of ${fullName(request)}` })
      .first()
      .click();
    await page.waitForURL(url => url.pathname === `/user/edit-request/detail/${request.id}`);
    await page.getByRole('heading', { name: fullName(request) }).waitFor();
  }

  it('shows each proposed change beside the current value, then approves it and returns to the list', async () => {
    const page = await session.signedInPage('/user/list');
    const [request] = await apiGet<ProfileRequest[]>(page, 'user/profile-update/requests/');
    const before = await apiGet<User>(page, `user/retrieve/${request.user}/`);
    await openFromList(page, request);
    const changes = rowsOf(page, 'Proposed changes');
    await expect.poll(() => changes.count()).toBe(3);
    const firmRow = await changes.filter({ hasText: 'Firm Name' }).locator('td').allTextContents();
    expect(firmRow).toEqual([before.firm_name ?? 'N/A', request.proposed_changes.firm_name ?? 'No change']);
    await expectAccessible(page, 'edit request detail');
    await keepScreenshot(page, 'edit-request-detail');

    const decisions: string[] = [];
    // Back on the edits tab it came from, the list reloads; the decision itself is one call.
    page.on('request', call => {
      if (call.url().includes('/user/profile-update/') && call.method() !== 'GET') {
        decisions.push(new URL(call.url()).pathname);
      }
    });
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this request?' });
    await dialog.getByText(`Do you want to allow the profile update request of ${fullName(request)}?`).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).dblclick();
    await page.getByText('Request has been allowed successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/user/list');
    expect(decisions).toEqual([`/api/v1/user/profile-update/allowed/${request.id}/`]);
    const after = await apiGet<User>(page, `user/retrieve/${request.user}/`);
    expect(after.firm_name).toBe(request.proposed_changes.firm_name ?? before.firm_name);
    expect(after.user_type).toBe(request.proposed_changes.user_type ?? before.user_type);

    // Decided once: read again, it offers no second decision.
    await page.goto(`${session.server.url}/user/edit-request/detail/${request.id}`);
    await page.getByText('This request has already been decided.').waitFor();
    expect(await page.getByRole('button', { name: /^(Approve|Reject)$/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(url => url.pathname === '/user/list');
    await page.close();
  });

  it('rejects a profile edit after confirming, leaving the user as they were', async () => {
    const page = await session.signedInPage('/user/list');
    const [request] = await apiGet<ProfileRequest[]>(page, 'user/profile-update/requests/');
    const before = await apiGet<User>(page, `user/retrieve/${request.user}/`);
    await openFromList(page, request);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this request?' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Request has been rejected successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/user/list');
    const pending = await apiGet<ProfileRequest[]>(page, 'user/profile-update/requests/');
    expect(pending.some(item => item.id === request.id)).toBe(false);
    const after = await apiGet<User>(page, `user/retrieve/${request.user}/`);
    expect([after.firm_name, after.firm_type, after.user_type]).toEqual([
      before.firm_name,
      before.firm_type,
      before.user_type,
    ]);
    await page.close();
  });

  it("gives the server's reason, else 'Failed to fetch user request details', when the request cannot be read", async () => {
    const page = await session.signedInPage('/user/edit-request/detail/987654');
    await page.getByRole('alert').getByText('Request not found.').waitFor();
    await page.route('**/api/v1/user/admin/profile-update/proposed/**', route =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${session.server.url}/user/edit-request/detail/1`);
    await page.getByRole('alert').getByText('Failed to fetch user request details').waitFor();
    await page.close();
  });
});
