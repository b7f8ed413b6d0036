import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { financialYearLabel } from '@/contract/programme/financialYear';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';
import { panelRow, registerOf, rupees, year, type RegisterLine } from '@/tests/e2e/tax194r';

const session = sharedBrowserAndServer();

const label = financialYearLabel(year);
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const nameOf = (line: RegisterLine) => `${line.first_name} ${line.last_name}`;
/** The register of this year with no other filter (a bare /tax/194r restores the last filters, as lists do). */
const registerPath = `/tax/194r?${new URLSearchParams({ filter: JSON.stringify({ financial_year: String(year) }) })}`;

const table = (page: Page) => page.getByRole('table', { name: 'Members over or near the section 194R threshold' });
const rowsOf = (page: Page) => table(page).locator('tbody tr');
const memberNames = (page: Page) => rowsOf(page).locator('td:first-child').allTextContents();

async function pick(page: Page, filter: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('section 194R', () => {
  it('lists the members over or near the threshold: filtered, sorted, exported, in both themes, at 390 px, reached by Ctrl+K', async () => {
    const page = await session.signedInPage();
    const all = await registerOf(page);
    expect(all.count).toBeGreaterThanOrEqual(4);
    // Ctrl+K's "Go to" line.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('194R');
    await page.getByRole('option', { name: 'Section 194R register' }).click();
    await page.waitForURL(url => url.pathname === '/tax/194r');

    await page.getByRole('heading', { name: 'Section 194R register', level: 1 }).waitFor();
    await page.getByText(/it deducts nothing\. This is not tax advice\./).waitFor();
    await expect
      .poll(() => page.getByTestId('tax-in-force').textContent())
      .toContain('worth more than ₹20,000 in a financial year, at 10% with a PAN on record and 20% without');
    await expect.poll(() => rowsOf(page).count()).toBe(Math.min(all.count, 20));
    expect(await page.getByRole('combobox', { name: /Financial year/ }).textContent()).toBe(label);
    // Highest value first, as the server orders it.
    expect((await memberNames(page))[0]).toBe(nameOf(all.results[0]));
    const first = rowsOf(page).first();
    expect(await first.locator('td').nth(5).textContent()).toBe(rupees(all.results[0].value));
    await expectAccessible(page, '194R register');
    await keepScreenshot(page, 'tax-194r-register');

    // Band: near.
    const near = await registerOf(page, '&band=near');
    expect(near.count).toBeGreaterThanOrEqual(1);
    await pick(page, 'Band', 'Near threshold');
    await page.waitForURL(url => url.search.includes('band'));
    await expect.poll(() => memberNames(page)).toEqual(near.results.map(nameOf));
    await rowsOf(page).first().getByText('Near threshold').waitFor();
    // PAN: none, over the threshold.
    await page.goto(`${session.server.url}${registerPath}`);
    const noPan = await registerOf(page, '&pan=no');
    await pick(page, 'PAN', 'None');
    await expect.poll(() => memberNames(page)).toEqual(noPan.results.map(nameOf));
    await rowsOf(page).first().getByText('20%').waitFor();
    await pick(page, 'Certificates', 'Uploaded');
    const noPanWithCertificates = await registerOf(page, '&pan=no&certificates=yes');
    await expect.poll(() => memberNames(page)).toEqual(noPanWithCertificates.results.map(nameOf));

    // Last financial year: its own members, or its own empty text.
    await page.goto(`${session.server.url}${registerPath}`);
    const lastYear = await apiGet<{ count: number; results: RegisterLine[] }>(
      page,
      `programme/tax-194r/?page_size=100&financial_year=${year - 1}`,
    );
    await pick(page, /^Financial year/, financialYearLabel(year - 1));
    await page.waitForURL(url => url.search.includes(String(year - 1)));
    if (lastYear.count === 0) {
      await page.getByText(`No member is over or near the threshold in ${financialYearLabel(year - 1)}.`).waitFor();
    } else {
      await expect.poll(() => memberNames(page)).toEqual(lastYear.results.slice(0, 20).map(nameOf));
    }

    // Sorted by name, by the column's header.
    await page.goto(`${session.server.url}${registerPath}`);
    await expect.poll(() => rowsOf(page).count()).toBe(Math.min(all.count, 20));
    const byName = await registerOf(page, '&ordering=first_name');
    await table(page).getByRole('button', { name: 'Member' }).click();
    await page.waitForURL(url => url.search.includes('first_name'));
    await expect.poll(() => memberNames(page)).toEqual(byName.results.slice(0, 20).map(nameOf));

    // The whole year's register as a spreadsheet.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).first().click(),
    ]);
    expect(file.suggestedFilename()).toBe(`194r-register-${label}-${todayInIndia()}.xlsx`);
    const book = XLSX.read(readFileSync(await file.path()));
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(sheet).toHaveLength(all.count);
    expect(sheet.map(row => row.Member)).toEqual(byName.results.map(nameOf));
    const top = all.results[0];
    expect(sheet.find(row => row.Member === nameOf(top))).toMatchObject({
      PAN: top.pan_present ? 'On record' : 'None',
      Value: top.value,
      'Rate (%)': top.rate,
      'Tax at that rate': top.tax,
      Band: top.band === 'over' ? 'Over threshold' : 'Near threshold',
    });
    // The demo's inoperative PAN counts as none: the higher rate, and the sheet says why.
    const inoperative = all.results.find(line => line.pan_state === 'inoperative')!;
    expect(sheet.find(row => row.Member === nameOf(inoperative))).toMatchObject({
      PAN: 'Inoperative: counts as none',
      'Rate (%)': inoperative.rate,
      'Rate applies': 'Higher: no usable PAN',
    });
    expect(sheet.find(row => row.Member === nameOf(top))).toMatchObject({ 'Rate applies': 'With a PAN' });

    // The dark theme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${session.server.url}${registerPath}`);
    await expect.poll(() => rowsOf(page).count()).toBe(Math.min(all.count, 20));
    await expectAccessible(page, '194R register in the dark theme');
    await keepScreenshot(page, 'dark-tax-194r-register');

    // A phone: a card per member.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${session.server.url}${registerPath}`);
    const cards = page
      .getByRole('list', { name: 'Members over or near the section 194R threshold' })
      .getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(Math.min(all.count, 20));
    await cards
      .first()
      .getByRole('link', { name: nameOf(top) })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, '194R register at 390 px');
    await keepScreenshot(page, 'phone-tax-194r-register');
    await page.close();
  });

  it("shows a member's figures for this year and the last beside their certificates, as the register has them", async () => {
    const page = await session.signedInPage();
    // The seed's demo members (server/db/seed/loyalty.ts, TAX_194R_BILLS): 2% of their bills at ₹1 a point.
    const all = await registerOf(page);
    expect(all.results.map(line => line.value)).toEqual(expect.arrayContaining([27000, 25000, 22000, 19000]));
    const first = all.results.find(line => line.value === 27000)!;
    const [withoutPan] = (await registerOf(page, '&pan=no&band=over')).results;
    expect(withoutPan).toMatchObject({ value: 22000, rate: 20, tax: 4400 });
    const [nearly] = (await registerOf(page, '&band=near')).results;
    expect(withoutPan).toBeDefined();
    expect(nearly).toBeDefined();

    await page.goto(`${session.server.url}/user/user-detail/${withoutPan.id}`);
    const panel = page.getByRole('region', { name: 'Section 194R' });
    await panel.getByRole('table', { name: 'Section 194R figures by financial year' }).waitFor();
    expect(await panel.getByRole('columnheader').allTextContents()).toEqual([
      'Figure',
      `FY ${label}`,
      `FY ${financialYearLabel(year - 1)}`,
    ]);
    expect((await panelRow(page, 'Points credited'))[0]).toBe(new Intl.NumberFormat('en-IN').format(withoutPan.points));
    expect((await panelRow(page, 'Cash credited'))[0]).toBe(rupees(withoutPan.cash));
    expect((await panelRow(page, /^Value of benefits/))[0]).toBe(rupees(withoutPan.value));
    expect((await panelRow(page, 'Threshold ₹20,000'))[0]).toBe('Over threshold');
    expect(await panelRow(page, 'PAN')).toEqual(['None', 'None']);
    expect(await panelRow(page, 'Rate that applies')).toEqual(['20%', '20%']);
    expect((await panelRow(page, 'Tax at that rate'))[0]).toBe(rupees(withoutPan.tax));
    await expectAccessible(page, "member's 194R panel");
    await panel.screenshot({ path: 'test-results/screenshots/tax-194r-member-panel.png' });

    // Its bill of 31 March (₹5,00,000: ₹10,000 of benefits) counts in the last year; 1 April's in this one.
    await page.goto(`${session.server.url}/user/user-detail/${first.id}`);
    await panel.getByRole('table').waitFor();
    expect(await panelRow(page, /^Value of benefits/)).toEqual(['₹27,000', '₹10,000']);
    expect(await panelRow(page, 'Threshold ₹20,000')).toEqual(['Over threshold', 'Under threshold']);
    expect(await panelRow(page, 'Tax at that rate')).toEqual(['₹2,700', '₹0']);

    await page.goto(`${session.server.url}/user/user-detail/${nearly.id}`);
    await panel.getByRole('table').waitFor();
    expect((await panelRow(page, /^Value of benefits/))[0]).toBe(rupees(nearly.value));
    expect((await panelRow(page, 'Threshold ₹20,000'))[0]).toBe('Near threshold');
    expect((await panelRow(page, 'Tax at that rate'))[0]).toBe('₹0');
    await panel.getByRole('link', { name: `Open the register for ${label}` }).click();
    await page.waitForURL(url => url.pathname === '/tax/194r');
    await expect.poll(() => memberNames(page)).toContain(nameOf(nearly));
    await page.close();
  });

  it('edits the programme settings on Settings: a refused save keeps what was typed; a saved one changes the register', async () => {
    const page = await session.signedInPage('/settings');
    const card = page.getByRole('region', { name: 'Programme' });
    const threshold = card.getByRole('textbox', { name: 'Section 194R threshold a financial year (₹)' });
    const withPan = card.getByRole('textbox', { name: 'Section 194R rate with a PAN (%)' });
    await expect.poll(() => threshold.inputValue()).toBe('20000');
    await expectAccessible(page, 'settings with the programme card');
    await keepScreenshot(page, 'settings-programme');

    // The contract's rule, before anything is sent.
    await withPan.fill('150');
    await card.getByRole('button', { name: 'Save Programme Settings' }).click();
    await card.getByText('Enter a rate from 0 to 100, with at most two decimals.').waitFor();

    // The server refuses: its message, and the typed values stay.
    await withPan.fill('12.5');
    await threshold.fill('26000');
    await page.route('**/api/v1/programme/settings/', route =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: '{"message":"Settings are being changed elsewhere."}',
          })
        : route.continue(),
    );
    await card.getByRole('button', { name: 'Save Programme Settings' }).click();
    await page
      .getByRole('alertdialog', { name: 'Error!' })
      .getByText('Settings are being changed elsewhere.')
      .waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await threshold.inputValue()).toBe('26000');
    expect(await withPan.inputValue()).toBe('12.5');
    await page.unroute('**/api/v1/programme/settings/');

    await card.getByRole('button', { name: 'Save Programme Settings' }).click();
    await page.getByText('Programme settings saved').waitFor();
    const saved = await apiGet<Record<string, number>>(page, 'programme/settings/');
    expect(saved).toMatchObject({ tax_194r_threshold: 26000, tax_194r_rate_with_pan: 12.5 });

    await page.goto(`${session.server.url}${registerPath}`);
    await expect
      .poll(() => page.getByTestId('tax-in-force').textContent())
      .toContain('worth more than ₹26,000 in a financial year, at 12.5% with a PAN on record');
    const after = await registerOf(page);
    expect(after.results.every(line => (line.band === 'over') === line.value > 26000)).toBe(true);
    await expect.poll(() => memberNames(page)).toEqual(after.results.slice(0, 20).map(nameOf));
    const withRate = after.results.find(line => line.pan_present && line.band === 'over');
    if (withRate) {
      const row = rowsOf(page).filter({ has: page.getByRole('link', { name: nameOf(withRate) }) });
      await row.getByText('12.5%').waitFor();
    }
    await page.close();
  });
});
