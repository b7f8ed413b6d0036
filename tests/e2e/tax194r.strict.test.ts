import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { financialYearLabel } from '../../contract/programme/financialYear';
import { expectAccessible } from './accessibility';
import { sharedBrowserAndServer } from './browser';
import { answerInSpecShapes, keepScreenshot } from './harness';
import { panelRow, registerOf, rupees, year } from './tax194r';

// The spec's backend: bare answer shapes, and no programme/ endpoints (404), as a backend built from the spec.
answerInSpecShapes('strict');
const session = sharedBrowserAndServer();

const withoutProgramme = (page: Page) =>
  page.route('**/api/v1/programme/**', route =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' }),
  );

describe("section 194R on the spec's backend", () => {
  it("works out a member's figures from their history with the default settings; the register says it is not provided; Settings shows the defaults read only", async () => {
    const page = await session.signedInPage();
    // The reference server's own figures, to check the browser's against, asked before its programme/ is taken away.
    const { results } = await registerOf(page, '&pan=no&band=over');
    const [member] = results;
    expect(member).toBeDefined();
    await withoutProgramme(page);

    await page.goto(`${session.server.url}/user/user-detail/${member.id}`);
    const panel = page.getByRole('region', { name: 'Section 194R' });
    await panel.getByRole('table', { name: 'Section 194R figures by financial year' }).waitFor();
    await panel.getByText('These are the defaults: this backend keeps no programme settings.').waitFor();
    expect((await panelRow(page, 'Value of benefits (a point at ₹1)'))[0]).toBe(rupees(member.value));
    expect((await panelRow(page, 'Threshold ₹20,000'))[0]).toBe('Over threshold');
    expect(await panelRow(page, 'PAN')).toEqual(['None', 'None']);
    expect(await panelRow(page, 'Rate that applies')).toEqual(['20%', '20%']);
    expect((await panelRow(page, 'Tax at that rate'))[0]).toBe(rupees(member.tax));
    await expectAccessible(page, "member's 194R panel on the spec's backend");
    await panel.screenshot({ path: 'test-results/screenshots/strict-tax-194r-member-panel.png' });

    await panel.getByRole('link', { name: `Open the register for ${financialYearLabel(year)}` }).click();
    await page.waitForURL(url => url.pathname === '/tax/194r');
    await page.getByRole('heading', { name: 'Section 194R register', level: 1 }).waitFor();
    await page.getByText('This backend does not provide the 194R register.').waitFor();
    await page.getByText(/it deducts nothing\. This is not tax advice\./).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expectAccessible(page, "194R register on the spec's backend");
    await keepScreenshot(page, 'strict-tax-194r-register');

    await page.goto(`${session.server.url}/settings`);
    const card = page.getByRole('region', { name: 'Programme' });
    await card.getByText('These cannot be changed on this backend.').waitFor();
    expect(await card.getByRole('textbox').count()).toBe(0);
    expect(await card.getByRole('definition').allTextContents()).toEqual([
      '₹1',
      '₹20,000',
      '10%',
      '20%',
      '₹2,00,000',
      '3',
      '5',
      '7',
    ]);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expectAccessible(page, "settings on the spec's backend");
    await keepScreenshot(page, 'strict-settings-programme');
    await page.context().close();
  });
});
