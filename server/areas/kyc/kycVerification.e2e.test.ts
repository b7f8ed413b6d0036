import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations, colourRules, expectAccessible } from '@/tests/e2e/accessibility';
import { sharedBrowserAndServer } from '@/tests/e2e/browser';
import { demoTeam, keepScreenshot } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();

/** A success pop-up's words, then the pop-up out of the way. */
async function succeeded(page: Page, words: RegExp) {
  const popup = page.getByRole('dialog', { name: 'Success!' });
  await popup.getByText(words).waitFor();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

/** axe on a KYC screen in the light theme, the dark one, and at 390 px, where nothing is wider than the window. */
async function checkedInEachLook(page: Page, screenName: string) {
  await expectAccessible(page, screenName);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await blockingViolations(page, { rules: colourRules }), `axe on ${screenName}, dark`).toEqual([]);
  await keepScreenshot(page, `kyc-${screenName.replaceAll(' ', '-')}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await blockingViolations(page), `axe on ${screenName} at 390 px`).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${screenName} at 390 px`,
  ).toBeLessThanOrEqual(390);
  await keepScreenshot(page, `kyc-${screenName.replaceAll(' ', '-')}-390`);
  await page.setViewportSize(wide);
}

describe("members' KYC", () => {
  it('support records a PAN verified by hand, the owner confirms it; the report shows an account two members share', async () => {
    // Support finds a member whose names differ and records the PAN verified after looking at the card.
    const support = await session.signedInPage('/kyc', demoTeam.support);
    await support.getByRole('combobox', { name: 'State of the PAN or account' }).click();
    await support.getByRole('option', { name: 'Name differs' }).click();
    const rows = support.getByRole('table', { name: 'Members’ KYC' }).getByRole('row');
    await rows.nth(1).getByText('Name differs').first().waitFor();
    await checkedInEachLook(support, 'members list');
    await rows.nth(1).getByRole('link').click();
    await support.waitForURL(url => /^\/kyc\/members\/\d+$/.test(url.pathname));
    const address = new URL(support.url()).pathname;
    const pan = support.getByRole('region', { name: 'PAN' });
    await pan.getByRole('button', { name: 'Record manual verification of the PAN' }).click();
    const record = support.getByRole('dialog', { name: /^Manual verification of the PAN of / });
    await record.getByRole('radio', { name: /^Verified/ }).check();
    await record
      .getByLabel(/^Reason/)
      .fill('The card shows the member’s name and photo; the surname is spelt in full.');
    await expectAccessible(support, 'the manual verification dialog');
    await record.getByRole('button', { name: 'Record' }).dblclick();
    await succeeded(support, /^Recorded: another administrator confirms it\.$/);
    await pan.getByText('Awaiting confirmation').first().waitFor();
    await pan.getByText('You recorded this outcome: another administrator confirms it.').waitFor();
    expect(await pan.getByRole('button', { name: /^Confirm/ }).count()).toBe(0);
    await keepScreenshot(support, 'kyc-member-awaiting');

    // The owner confirms it: the PAN is verified, and the checks show both steps.
    const owner = await session.signedInPage(address);
    const ownersPan = owner.getByRole('region', { name: 'PAN' });
    await ownersPan.getByText(/^Recorded by .+: verified\. Awaiting another administrator’s confirmation\.$/).waitFor();
    await ownersPan.getByRole('button', { name: 'Confirm the manual verification of the PAN' }).click();
    await owner
      .getByRole('dialog', { name: /^Confirm the manual verification of the PAN of .+\?$/ })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await succeeded(owner, /^Confirmed\.$/);
    await ownersPan.getByText('Verified', { exact: true }).waitFor();
    const checks = owner.getByRole('list', { name: 'Checks made' }).getByRole('listitem');
    expect(await checks.filter({ hasText: 'By hand' }).count()).toBeGreaterThanOrEqual(2);
    await checkedInEachLook(owner, 'member KYC');
    await keepScreenshot(owner, 'kyc-member-verified');

    // The member's own page shows the same at a glance, linked to their KYC.
    await owner.goto(`${session.server.url}/user/user-detail/${address.split('/').pop()}`);
    const glance = owner.getByRole('region', { name: 'KYC' });
    await glance.getByText('Verified', { exact: true }).first().waitFor();
    expect(await glance.getByRole('link', { name: /^Open the KYC of / }).getAttribute('href')).toBe(address);

    // The shared report: an account two members are paid into, each linked to their KYC.
    await owner.goto(`${session.server.url}/kyc/shared`);
    const shared = owner.getByRole('table', { name: 'Shared by more than one member' });
    const account = shared.getByRole('row').filter({ hasText: 'Account' }).first();
    await account.waitFor();
    expect(await account.getByRole('link').count()).toBeGreaterThanOrEqual(2);
    await checkedInEachLook(owner, 'shared report');
    await keepScreenshot(owner, 'kyc-shared-report');
    await account.getByRole('link').first().click();
    await owner.waitForURL(url => /^\/kyc\/members\/\d+$/.test(url.pathname));
    await owner.getByRole('heading', { level: 1, name: /^KYC of / }).waitFor();
    await support.close();
    await owner.close();
  });
});
