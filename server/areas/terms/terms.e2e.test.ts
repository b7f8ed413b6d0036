import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot, waitForQuietNetwork } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();

type Entries = Record<string, { id: number; title: string; content: string; is_active: boolean }[]>;

const UNSAFE =
  '<p>Members must act <b>honestly</b>.</p><script>window.__pwned = "script"; alert("script")</script>' +
  '<img src="/no-such-image.png" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')">' +
  "<a href=\"javascript:window.__pwned='link';alert('link')\">Read more</a>" +
  '<p onmouseover="window.__pwned = \'hover\'">Hover here</p>' +
  // Borrowing the app's ids or classes (an overlay styled as its backdrop) is refused too.
  '<p id="legal-panel" class="MuiBackdrop-root">Clash</p>';

/** Watches for any dialog the page opens. */
function dialogsOf(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', dialog => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();

async function fillForm(page: Page, values: { title: string; section: string; content: string; order: string }) {
  await page.getByLabel(/^Title/).fill(values.title);
  await page.getByRole('combobox', { name: /^Section/ }).click();
  await page.getByRole('option', { name: values.section }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await page.getByLabel(/^Content/).fill(values.content);
  await page.getByLabel(/^Display Order/).fill(values.order);
}

describe('terms and privacy', () => {
  it('creates a term whose script, handler and javascript: link never run, then edits it in place', async () => {
    const page = await session.signedInPage('/terms&condition-list');
    const dialogs = dialogsOf(page);
    await page.getByRole('heading', { name: 'User Conduct', level: 2 }).waitFor();
    expect(await selectedTab(page)).toBe('Terms & Conditions');
    await expectAccessible(page, 'terms list');

    await page.getByRole('link', { name: '+ Add New' }).click();
    await page.waitForURL(url => url.pathname === '/terms&condition-create');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(4);
    await fillForm(page, { title: 'Honest conduct', section: 'User Conduct', content: UNSAFE, order: '1.5' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('A valid integer is required.').waitFor();
    await page.getByLabel(/^Display Order/).fill('9');
    await page.getByLabel('Active').uncheck();
    await expectAccessible(page, 'create terms');
    await keepScreenshot(page, 'terms-create');
    const posts: string[] = [];
    page.on('request', request => {
      if (request.method() === 'POST' && request.url().endsWith('/main/terms-and-conditions/')) posts.push('POST');
    });
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await page.waitForURL(url => url.pathname === '/terms&condition-list' && url.search === '');
    expect(posts).toHaveLength(1);
    expect(await selectedTab(page)).toBe('Terms & Conditions');

    const entries = await apiGet<Entries>(page, 'main/terms-and-conditions/list/');
    const created = entries.user_conduct.find(entry => entry.title === 'Honest conduct')!;
    expect(created).toMatchObject({ content: UNSAFE, is_active: false });
    const card = page.getByRole('article', { name: 'Honest conduct' });
    await card.getByText('honestly').waitFor();
    expect(await card.getByText('Inactive').isVisible()).toBe(true);
    // What the sanitiser left: the text and bold, no script, no handler, no javascript: link.
    const html = await card.locator('.MuiCardContent-root > div').last().innerHTML();
    expect(html).toContain('<b>honestly</b>');
    expect(html).not.toMatch(/<script|onerror|onmouseover|javascript:/i);
    await card.getByText('Read more').click();
    await card.getByText('Hover here').hover();
    expect(await page.locator('[id="legal-panel"]').count()).toBe(1);
    expect(await card.getByText('Clash').getAttribute('class')).toBeNull();
    await waitForQuietNetwork(page);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await keepScreenshot(page, 'terms-list');

    // Cancel keeps the old content; Save replaces it.
    await card.getByRole('button', { name: 'Edit Honest conduct' }).click();
    await card.getByLabel(/^Content of Honest conduct/).fill('Thrown away');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.getByText('honestly').waitFor();
    // Keyboard users are put back on the Edit button; Escape cancels too.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(focused).toBe('Edit Honest conduct');
    await page.keyboard.press('Enter');
    await card.getByLabel(/^Content of Honest conduct/).fill('Thrown away too');
    await page.keyboard.press('Escape');
    await card.getByText('honestly').waitFor();
    await expect.poll(focused).toBe('Edit Honest conduct');
    await card.getByRole('button', { name: 'Edit Honest conduct' }).click();
    await card.getByLabel(/^Content of Honest conduct/).fill('');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('This field is required.').waitFor();
    await card.getByLabel(/^Content of Honest conduct/).fill('Members act honestly.\nAlways.');
    await expectAccessible(page, 'terms inline edit');
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Content updated successfully').waitFor();
    await card.getByText(/Members act honestly\.\s*Always\./).waitFor();
    await expect.poll(focused).toBe('Edit Honest conduct');
    const updated = (await apiGet<Entries>(page, 'main/terms-and-conditions/list/')).user_conduct.find(
      entry => entry.id === created.id,
    );
    expect(updated?.content).toBe('Members act honestly.\nAlways.');
    await page.close();
  });

  it('creates and edits a privacy entry, returning to the Privacy Policy tab', async () => {
    const page = await session.signedInPage('/privacy&policy-list');
    await page.waitForURL(url => url.pathname === '/terms&condition-list' && url.search === '?tab=privacy');
    expect(await selectedTab(page)).toBe('Privacy Policy');
    await page.getByRole('heading', { name: 'Data Security', level: 2 }).waitFor();
    await expectAccessible(page, 'privacy list');

    await page.getByRole('link', { name: '+ Add New' }).click();
    await page.waitForURL(url => url.pathname === '/privacy&policy-create');
    await page.getByRole('heading', { name: 'Create Privacy Policy' }).waitFor();
    await fillForm(page, {
      title: 'Cookies',
      section: 'Data Security',
      content: 'We keep only the cookies the app needs.',
      order: '0',
    });
    await expectAccessible(page, 'create privacy');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(url => url.pathname === '/terms&condition-list' && url.search === '?tab=privacy');
    expect(await selectedTab(page)).toBe('Privacy Policy');
    const card = page.getByRole('article', { name: 'Cookies' });
    await card.getByText('We keep only the cookies the app needs.').waitFor();
    // Display order 0 puts it first in its section.
    const section = page.getByRole('region', { name: 'Data Security' });
    expect(await section.getByRole('article').first().getAttribute('aria-labelledby')).toBe(
      await card.getAttribute('aria-labelledby'),
    );

    await card.getByRole('button', { name: 'Edit Cookies' }).click();
    await card.getByLabel(/^Content of Cookies/).fill('Only <i>essential</i> cookies.');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('essential').waitFor();
    expect(await card.locator('i').textContent()).toBe('essential');
    const entries = await apiGet<Entries>(page, 'main/privacy-policy/list/');
    expect(entries.data_security.find(entry => entry.title === 'Cookies')?.content).toBe(
      'Only <i>essential</i> cookies.',
    );
    await keepScreenshot(page, 'privacy-list');
    await page.close();
  });

  it('reaches the matching list from every return target, and says when a tab is empty', async () => {
    const page = await session.signedInPage('/terms-conditions/list');
    await page.waitForURL(url => url.pathname === '/terms&condition-list' && url.search === '');
    expect(await selectedTab(page)).toBe('Terms & Conditions');
    await page.goto(`${session.server.url}/privacy-policy/list`);
    await page.waitForURL(url => url.pathname === '/terms&condition-list' && url.search === '?tab=privacy');
    expect(await selectedTab(page)).toBe('Privacy Policy');
    await page.getByRole('tab', { name: 'Terms & Conditions' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: '+ Add New' }).getAttribute('href'))
      .toBe('/terms&condition-create');
    expect(new URL(page.url()).search).toBe('');

    const db = openDatabase(path.join(session.server.dataDir, 'db.sqlite'));
    db.prepare("DELETE FROM legal_entries WHERE kind = 'privacy'").run();
    db.close();
    await page.getByRole('tab', { name: 'Privacy Policy' }).click();
    await page.getByText('No terms available.').waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: '+ Add New' }).getAttribute('href'))
      .toBe('/privacy&policy-create');
    await expectAccessible(page, 'privacy list, empty');
    await page.close();
  });

  it("names each failure in the spec's words and keeps what was typed", async () => {
    const page = await session.signedInPage('/settings');
    const serverError = { status: 500, contentType: 'application/json', body: '{"message":"Internal server error."}' };
    let failed = 0;
    const fail = (glob: string, method: string, body = serverError.body) =>
      page.route(glob, route => {
        if (route.request().method() !== method) return route.fallback();
        failed += 1;
        return route.fulfill({ ...serverError, body });
      });
    const open = (path: string) => page.goto(`${session.server.url}${path}`);
    const popup = page.getByRole('alertdialog');
    const closePopup = async () => {
      await popup.getByRole('button', { name: 'OK' }).click();
      await popup.waitFor({ state: 'hidden' });
    };

    await fail('**/api/v1/main/terms-and-conditions/sections/', 'GET');
    await open('/terms&condition-create');
    const sectionsAlert = page.getByRole('alert').filter({ hasText: 'Failed to load sections' });
    await sectionsAlert.getByText('Internal server error.').waitFor();
    await keepScreenshot(page, 'terms-sections-failed');
    await page.unrouteAll();

    await fail('**/api/v1/main/privacy-policy/list/', 'GET', '{}');
    await open('/terms&condition-list?tab=privacy');
    await page.getByRole('alert').getByText('Failed to fetch privacy policies', { exact: true }).waitFor();
    await page.unrouteAll();
    // Each failure is shown after one call, not after silent retries.
    expect(failed).toBe(2);

    // A failed create names the kind and keeps every field as typed.
    for (const [path, message, section] of [
      ['/terms&condition-create', 'Failed to create terms and conditions', 'Applicability'],
      ['/privacy&policy-create', 'Failed to create privacy policy', 'Data Security'],
    ] as const) {
      await fail(`**/api/v1/main/${path.startsWith('/terms') ? 'terms-and-conditions' : 'privacy-policy'}/`, 'POST');
      await open(path);
      await fillForm(page, { title: 'Kept title', section, content: 'Kept <b>content</b>', order: '4' });
      await page.getByRole('button', { name: 'Submit' }).click();
      await popup.getByRole('heading', { name: message }).waitFor();
      expect(await popup.getByText('Internal server error.').isVisible()).toBe(true);
      if (path === '/terms&condition-create') {
        // The pop-up's fade-in has to have finished for the picture.
        await page.waitForFunction(() => {
          for (let node = document.querySelector('[role="alertdialog"]'); node; node = node.parentElement) {
            if (getComputedStyle(node).opacity !== '1') return false;
          }
          return true;
        });
        await keepScreenshot(page, 'terms-create-failed');
      }
      await closePopup();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByLabel(/^Title/).inputValue()).toBe('Kept title');
      expect(await page.getByRole('combobox', { name: /^Section/ }).textContent()).toBe(section);
      expect(await page.getByLabel(/^Content/).inputValue()).toBe('Kept <b>content</b>');
      expect(await page.getByLabel(/^Display Order/).inputValue()).toBe('4');
      await page.unrouteAll();
    }

    // A failed inline save keeps the draft open.
    await fail('**/api/v1/main/terms-and-conditions/*/', 'PUT');
    await open('/terms&condition-list');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: /^Edit / }).click();
    const field = card.getByRole('textbox', { name: /^Content of / });
    await field.fill('Draft that must survive');
    await card.getByRole('button', { name: 'Save' }).click();
    await popup.getByRole('heading', { name: 'Failed to update content' }).waitFor();
    await closePopup();
    expect(await field.inputValue()).toBe('Draft that must survive');
    await page.close();
  });
});
