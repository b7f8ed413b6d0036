import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/server/calendar';
import { openDatabase } from '@/server/db/connection';
import { insert } from '@/server/db/rows';
import { groupStarts } from './records';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();

const MINUTE = 60_000;

/** Replaces the demo's notifications: a registration and a bill through the triggers, and notes of each group. */
function fillNotifications(dataDir: string) {
  const db = openDatabase(path.join(dataDir, 'db.sqlite'));
  try {
    const starts = groupStarts(todayInIndia(new Date()));
    const after = (group: keyof typeof starts, minutes: number) =>
      new Date(Date.parse(starts[group]) + minutes * MINUTE).toISOString();
    db.prepare('DELETE FROM notifications').run();
    const member = db.prepare("SELECT id FROM users WHERE is_admin = 0 AND status = 'approved' LIMIT 1").get() as {
      id: number;
    };
    const voucher = db.prepare('SELECT id, offer_name FROM vouchers WHERE is_deleted = 0 LIMIT 1').get() as {
      id: number;
      offer_name: string;
    };
    const userId = insert(db, 'users', {
      first_name: 'Kavya',
      last_name: 'Rao',
      user_type: 'architect',
      status: 'pending',
      date_joined: after('today', 2),
    });
    const billId = insert(db, 'bills', {
      user_id: member.id,
      invoice_number: 'INV/E2E/0001',
      invoice_date: '2025-01-01',
      amount_paise: 500_000,
      date_added: after('yesterday', 60),
    });
    const note = (title: string, created_at: string, extra: Record<string, string | number> = {}) =>
      insert(db, 'notifications', {
        title,
        message: `${title}: details`,
        user_name: 'Test Member',
        created_at,
        ...extra,
      });
    note('Unsafe link one', after('today', 1), { action_url: 'javascript:window.__pwned=1' });
    note('Unsafe link two', after('today', 0.5), { action_url: '//evil.example/bills/request/detail/1' });
    note('Unsafe link three', after('yesterday', 30), { action_url: '/user/user-detail/%2F%2Fevil.example' });
    note('Voucher redeemed', after('this_week', 30), { related_voucher_id: voucher.id });
    for (let index = 0; index < 19; index += 1) note(`Old payment ${index + 1}`, after('last_week', 100 - index));
    return { userId, billId };
  } finally {
    db.close();
  }
}

const headings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

describe('notifications', () => {
  it('groups notifications by day, 20 to a page, each with a View modal that follows only app paths', async () => {
    const { userId, billId } = fillNotifications(session.server.dataDir);
    const page = await session.signedInPage('/notifications');
    const dialogs: string[] = [];
    page.on('dialog', dialog => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('heading', { name: 'Today', level: 2 }).waitFor();
    expect(await headings(page)).toEqual(['Today', 'Yesterday', 'This week', 'Last week']);
    const today = page.getByRole('region', { name: 'Today' });
    expect(await today.getByRole('listitem').count()).toBe(3);
    // Newest first: the registration (written by the database when the user was inserted) leads.
    await expect
      .poll(() => today.getByRole('listitem').first().textContent())
      .toContain('Kavya Rao registered as Architect and is waiting for approval.');
    expect(await today.getByRole('img', { name: 'User' }).count()).toBe(1);
    const yesterday = page.getByRole('region', { name: 'Yesterday' });
    expect(await yesterday.getByText('New bill uploaded').count()).toBe(1);
    expect(await yesterday.getByRole('img', { name: 'Bill' }).count()).toBe(1);
    expect(
      await page.getByRole('region', { name: 'This week' }).getByRole('img', { name: 'Voucher logo' }).count(),
    ).toBe(1);
    expect(await page.getByRole('region', { name: 'Last week' }).getByRole('listitem').count()).toBe(14);
    expect(await page.getByText('Page 1 of 2').isVisible()).toBe(true);
    await expectAccessible(page, 'notifications');
    await keepScreenshot(page, 'notifications');

    // The bill's modal links to the admin's own bill detail.
    await yesterday.getByRole('button', { name: 'View notification: New bill uploaded' }).click();
    const modal = page.getByRole('dialog', { name: 'New bill uploaded', exact: true });
    await modal.waitFor();
    await modal.getByText(/uploaded bill INV\/E2E\/0001 of ₹5,000\.00 for approval\./).waitFor();
    const open = modal.getByRole('link', { name: 'Open' });
    expect(await open.getAttribute('href')).toBe(`/bills/request/detail/${billId}`);
    // Axe reads colours, so the modal's fade-in has to have finished.
    await page.waitForFunction(() => {
      for (let node = document.querySelector('[role="dialog"]'); node; node = node.parentElement) {
        if (getComputedStyle(node).opacity !== '1') return false;
      }
      return true;
    });
    await expectAccessible(page, 'notification modal');
    await keepScreenshot(page, 'notification-modal');
    await modal.getByRole('button', { name: 'Close' }).click();
    // While it fades out the modal keeps its content (it does not shrink to an empty box).
    const fading = await page.evaluate(() => document.querySelector('[role="dialog"]')?.textContent);
    expect(fading === undefined || fading.includes('New bill uploaded')).toBe(true);
    await modal.waitFor({ state: 'hidden' });

    // Unsafe action URLs are shown as text, never as links.
    for (const [title, url] of [
      ['Unsafe link one', 'javascript:window.__pwned=1'],
      ['Unsafe link two', '//evil.example/bills/request/detail/1'],
      ['Unsafe link three', '/user/user-detail/%2F%2Fevil.example'],
    ]) {
      await page.getByRole('button', { name: `View notification: ${title}` }).click();
      const unsafe = page.getByRole('dialog', { name: title, exact: true });
      await unsafe.getByText(url, { exact: true }).waitFor();
      expect(await unsafe.getByRole('link').count()).toBe(0);
      expect(await unsafe.locator('a').count()).toBe(0);
      await unsafe.getByRole('button', { name: 'Close' }).click();
      await unsafe.waitFor({ state: 'hidden' });
    }

    // The registration's link is followed inside the app.
    await today.getByRole('button', { name: 'View notification: New user registration' }).click();
    const registration = page.getByRole('dialog', { name: 'New user registration', exact: true });
    await registration.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(url => url.pathname === `/user/new-user-detail/${userId}`);
    // Following the link closes the modal.
    await registration.waitFor({ state: 'detached' });
    // The address changes before the member's page is drawn: a Back before then cancels the
    // navigation, and the notifications, never left, are not asked for again.
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    // Coming back asks for the notifications again.
    const refreshed = page.waitForResponse(response => response.url().includes('/grouped-by-time/'));
    await page.goBack();
    await refreshed;

    // Paging slices the one answer: no new call.
    let groupedCalls = 0;
    page.on('request', request => {
      if (request.url().includes('/grouped-by-time/')) groupedCalls += 1;
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => headings(page)).toEqual(['Last week']);
    expect(groupedCalls).toBe(0);
    expect(await page.getByRole('region', { name: 'Last week' }).getByRole('listitem').count()).toBe(5);
    // The page is in the URL: a reload (or a shared link) opens page 2 again.
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.reload();
    await page.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => headings(page)).toEqual(['Last week']);
    expect(await page.getByRole('region', { name: 'Last week' }).getByRole('listitem').count()).toBe(5);

    // The list shrinks under page 2 (ten notes are gone when it refreshes after a view): page 1 is shown.
    const db = openDatabase(path.join(session.server.dataDir, 'db.sqlite'));
    db.prepare("DELETE FROM notifications WHERE title GLOB 'Old payment [1-9]' OR title = 'Old payment 10'").run();
    db.close();
    await page.getByRole('button', { name: 'View notification: Old payment 19' }).click();
    const last = page.getByRole('dialog', { name: 'Old payment 19', exact: true });
    await last.getByRole('button', { name: 'Close' }).click();
    await last.waitFor({ state: 'hidden' });
    await expect.poll(() => headings(page)).toEqual(['Today', 'Yesterday', 'This week', 'Last week']);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it("says 'No notifications found' when there are none, and 'Failed to load notifications' on failure", async () => {
    const db = openDatabase(path.join(session.server.dataDir, 'db.sqlite'));
    db.prepare('DELETE FROM notifications').run();
    db.close();
    const page = await session.signedInPage('/notifications');
    await page.getByText('No notifications found').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await expectAccessible(page, 'notifications, empty');

    let asked = 0;
    await page.route('**/api/v1/main/admin-notifications/grouped-by-time/', route => {
      asked += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await page.reload();
    await page.getByRole('alert').getByText('Failed to load notifications').waitFor();
    // Shown after one call, not after silent retries.
    expect(asked).toBe(1);
    // When the server explains, the spec's words stay, with the server's below them.
    await page.unroute('**/api/v1/main/admin-notifications/grouped-by-time/');
    await page.route('**/api/v1/main/admin-notifications/grouped-by-time/', route =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error."}' }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await alert.getByText('Internal server error.').waitFor();
    expect(await alert.getByText('Failed to load notifications').isVisible()).toBe(true);
    await keepScreenshot(page, 'notifications-failed');
    await page.close();
  });
});
