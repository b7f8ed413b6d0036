import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { startGatewayInFront, type GatewayInFront } from './gatewayInFront';
import { demoTeam, keepScreenshot, closeContexts, workerBrowser, signIn } from './harness';

let browser: Browser;
let front: GatewayInFront;
let url: string;

beforeAll(async () => {
  [browser, front] = await Promise.all([workerBrowser(), startGatewayInFront()]);
  url = front.url;
});

afterAll(async () => {
  await closeContexts(browser);
  await front?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  return context.newPage();
}

/** The pending bills, as the signed-in page's administrator is answered them. */
const pendingBills = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/v1/bill/approve-requests/', {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return (await answer.json()) as { id: number; invoice_number: string }[];
  });

describe('the admin through the gateway, in front of the spec’s backend', () => {
  it('an owner of the configuration signs in; another administrator asks for access until the owner gives a role', async () => {
    const owner = await newPage();
    await signIn(owner, url);
    await owner.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    // Signed in at the upstream, but no role at the gateway yet: a page that says what to do.
    const finance = await newPage();
    await finance.goto(`${url}/login`);
    await finance.getByLabel('Email').fill(demoTeam.finance.email);
    await finance.getByLabel(/^Password/).fill(demoTeam.finance.password);
    await finance.getByRole('button', { name: 'Login' }).click();
    await finance.waitForURL(`${url}/awaiting-access`);
    await finance.getByRole('heading', { name: 'Ask an owner for access', level: 1 }).waitFor();
    await finance.getByText(/has not given you a role yet/).waitFor();
    await expectAccessible(finance, 'gateway awaiting access');
    await keepScreenshot(finance, 'gateway-awaiting-access');

    await owner.goto(`${url}/admins`);
    const row = owner.getByRole('row').filter({ hasText: demoTeam.finance.email });
    await expect.poll(() => row.textContent()).toContain('Awaiting access');
    await row.getByRole('button', { name: /^Change the role of/ }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Role/ }).click();
    await owner.getByRole('option', { name: 'Finance' }).click();
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await expect.poll(() => row.textContent()).toContain('Active');
    await keepScreenshot(owner, 'gateway-admins');

    await signIn(finance, url, demoTeam.finance);
    await finance.goto(`${url}/bills/request/list`);
    await expect.poll(() => finance.getByRole('row').count()).toBeGreaterThan(1);
  });

  it('two administrators approve a large bill: the first is held at the gateway, the second reaches the programme’s backend; the audit trail says who did what', async () => {
    const finance = await newPage();
    await signIn(finance, url, demoTeam.finance);
    const [bill] = await pendingBills(finance);
    await finance.goto(`${url}/bills/request/detail/${bill!.id}`);
    await finance.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = finance.getByRole('dialog', { name: 'Approve Bill' });
    await dialog.getByLabel(/^Points/).fill('20000');
    await dialog.getByLabel(/^Cash Amount/).fill('0');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await finance.getByText('Approved. It now awaits a second approval by another administrator.').waitFor();
    const direct = await fetch(`${front.upstream.apiRoot}bill/retrieve/${bill!.id}/`, {
      headers: { authorization: `Bearer ${await finance.evaluate(() => localStorage.getItem('accessToken'))}` },
    });
    expect((await direct.json()).status).toBe('pending');

    const owner = await newPage();
    await signIn(owner, url);
    await owner.goto(`${url}/bills/request/detail/${bill!.id}`);
    await owner.getByTestId('first-approval').waitFor();
    await owner.getByRole('button', { name: 'Confirm approval' }).click();
    await owner
      .getByRole('dialog', { name: 'Confirm the approval' })
      .getByRole('button', { name: 'Confirm approval' })
      .click();
    await owner.getByText('Bill approved successfully').waitFor();

    await owner.goto(`${url}/audit`);
    await owner.getByRole('heading', { name: 'Audit Trail', level: 1 }).waitFor();
    const rows = owner.getByRole('table', { name: 'Audit trail entries' }).locator('tbody tr');
    const billRows = rows.filter({ hasText: `Bill #${bill!.id}` });
    await expect.poll(() => billRows.count()).toBe(2);
    expect(await billRows.first().textContent()).toContain('confirming Farah Mehta’s first');
    expect(await billRows.first().textContent()).toContain("Programme's server answered 200");
    expect(await billRows.last().textContent()).toContain('first approval, awaiting a second administrator’s');
    await expectAccessible(owner, 'gateway audit trail');
    await keepScreenshot(owner, 'gateway-audit');
  });

  it('schemes kept at the gateway: drafted by the owner, approved by finance, and a bill approved with the figures they work out from the programme’s bill and catalogue', async () => {
    const owner = await newPage();
    await signIn(owner, url);
    await owner.goto(`${url}/schemes/new`);
    const today = Date.now();
    const indiaDay = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(time);
    await owner.getByLabel(/^Name/).fill('Gateway trial');
    await owner.getByLabel(/^Starts on/).fill(indiaDay(today - 30 * 86_400_000));
    await owner.getByLabel(/^Ends on/).fill(indiaDay(today + 30 * 86_400_000));
    await owner.getByRole('combobox', { name: 'Kind of rule' }).click();
    await owner.getByRole('option', { name: 'Per ₹100 of the bill' }).click();
    await owner.getByLabel(/^Points per ₹100/).fill('2');
    await owner.getByRole('button', { name: 'Save draft' }).click();
    await owner.getByRole('heading', { name: 'Gateway trial' }).waitFor();
    const schemeAddress = owner.url();

    const finance = await newPage();
    await signIn(finance, url, demoTeam.finance);
    await finance.goto(schemeAddress);
    await finance.getByRole('button', { name: 'Approve version 1' }).click();
    await finance
      .getByRole('dialog', { name: 'Approve version 1 of Gateway trial?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await finance.getByText('The version is live.').waitFor();

    // Bill 63100 of the demo: ₹15,000, so 150 × 2 PTS under the one scheme the gateway keeps.
    const bill = (await pendingBills(finance)).find(each => each.invoice_number.endsWith('/63100'))!;
    await finance.goto(`${url}/bills/request/detail/${bill.id}`);
    await finance.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = finance.getByRole('dialog', { name: 'Approve Bill' });
    await dialog.getByText('Schemes’ total: 300 PTS').waitFor();
    await dialog.getByText(/^150 × ₹100 at 2 PTS, Gateway trial scheme: 300 PTS/).waitFor();
    expect(await dialog.getByLabel(/^Points/).inputValue()).toBe('300');
    await expectAccessible(finance, 'gateway approval with the schemes’ breakdown');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await finance.getByText('Bill approved successfully').waitFor();

    await finance.goto(`${url}/bills/history/detail/${bill.id}`);
    await finance
      .getByRole('list', { name: 'Figures from the schemes, as decided' })
      .getByText(/^150 × ₹100 at 2 PTS, Gateway trial scheme: 300 PTS/)
      .waitFor();
    await finance.goto(schemeAddress);
    await finance.getByText('Credited under it so far: 300 PTS, ₹300.00 at the point’s value.').waitFor();
    await keepScreenshot(finance, 'gateway-scheme-cost');
  });
});
