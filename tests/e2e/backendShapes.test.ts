import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { financialYearLabel } from '@/contract/programme/financialYear';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';
import { keepScreenshot } from './harness';
import { checkLiabilityCard } from './liability';
import { chartCard, chartTable, count, movementOf } from './movement';
import { panelRow, registerOf, rupees, year } from './tax194r';

// The journeys run against whole arrays with the reference server's fields. How the data provider
// takes DRF pages and the spec's bare shapes is unit-tested (tests/unit/dataProvider/), and what
// the server answers in each is server-tested (tests/server/paging.test.ts, specShapes.test.ts):
// here one short journey a shape shows the screens take it.

/** The spec's bare answer shapes (SPEC_SHAPES=strict), and DRF pages when asked for a page (LIST_PAGING=on). */
const shapes = [
  { name: "the spec's bare shapes", paged: false, session: sharedBrowserAndServer({ SPEC_SHAPES: 'strict' }) },
  { name: 'DRF pages', paged: true, session: sharedBrowserAndServer({ LIST_PAGING: 'on' }) },
];

const [specShapes] = shapes;

/** The page's calls to programme/ answered 404, as by a backend built from the spec. */
const withoutProgramme = (page: Page) =>
  page.route('**/api/v1/programme/**', route =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' }),
  );

// First, while the seeded figures are as the seed left them: the liability card checks them.
describe("the programme's figures on the spec's backend, without programme/ (404)", () => {
  const session = specShapes.session;

  it('the liability card works the same figures out in the browser from the totals and the pending requests, and says so', async () => {
    await checkLiabilityCard(session, { inBrowser: true, shotName: 'strict-liability' });
  });

  it('works out bills received and new members from the whole lists in a worker, as the server counts them, and says what it cannot know', async () => {
    const page = await session.signedInPage();
    // The reference server's own figures, asked before its programme/ is taken away.
    const movement = await movementOf(page);
    await withoutProgramme(page);
    const workers: string[] = [];
    page.on('worker', worker => workers.push(worker.url()));

    await page.goto(`${session.server.url}/programme`);
    await page.getByRole('heading', { name: 'Programme at a glance', level: 1 }).waitFor();
    await page.getByText(/Worked out in the browser from this backend’s lists/).waitFor();
    expect(workers).toHaveLength(1);

    const bills = await chartTable(page, 'Bills received, approved and rejected');
    expect(bills.map(row => row[1])).toEqual(movement.weeks.map(week => count(week.bills_received!)));
    expect(bills.every(row => row.length === 2)).toBe(true);
    const members = await chartTable(page, 'New members');
    expect(members.map(row => row[1])).toEqual(movement.weeks.map(week => count(week.new_members!)));
    await chartCard(page, 'Owed to members at each week’s end')
      .getByText('Not known from this backend’s answers.')
      .waitFor();

    // The queue's waits come from the inbox's lists.
    const bill = movement.queue.find(age => age.kind === 'bill')!;
    const billRow = page.getByTestId('queue-bill');
    expect((await billRow.locator('th, td').allTextContents()).slice(0, 2)).toEqual(['Bill', count(bill.waiting)]);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expectAccessible(page, "programme at a glance on the spec's backend");
    await keepScreenshot(page, 'strict-programme-at-a-glance');
    await page.close();
  });

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
    await page.close();
  });
});

interface Member {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

/** The list calls the page makes to `path` from now on, by their query parameters. */
function listCalls(page: Page, path: string) {
  const asked: Array<Record<string, string>> = [];
  page.on('request', request => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(`/api/v1/${path}`)) asked.push(Object.fromEntries(url.searchParams));
  });
  return asked;
}

describe.each(shapes)('the screens on $name', ({ name, paged, session }) => {
  it('show the dashboard’s pending work, and page, search and open the users', async () => {
    const page = await session.signedInPage('/');
    for (const [table, path] of [
      ['New User Requests', 'user/new-users/'],
      ['New Voucher Requests', 'loyalty/voucher-requests/'],
      ['New Bill Requests', 'bill/approve-requests/'],
      ['New Payment Requests', 'loyalty/payment/pending/list/'],
    ]) {
      const pending = await apiGet<unknown[]>(page, path);
      await expect.poll(() => rowsOf(page, table).count(), { message: table }).toBe(Math.min(10, pending.length));
    }
    await expectAccessible(page, `dashboard on ${name}`);
    await keepScreenshot(page, `shapes-dashboard-${paged ? 'paged' : 'strict'}`);

    await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
    const members = await apiGet<Member[]>(page, 'user/users/');
    const rows = rowsOf(page, 'Existing Users');
    await expect.poll(() => rows.count()).toBe(20);
    const pages = Math.ceil(members.length / 20);
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    // A paging server's page 2 comes after the pager has moved: page 1 stays shown, numbered as it is, meanwhile.
    await expect.poll(() => rows.first().locator('td').nth(1).textContent()).toBe('21');

    const asked = listCalls(page, 'user/users/');
    const target = members[members.length - 1];
    await page.getByRole('searchbox', { name: 'Search users by name, email, etc' }).fill(target.email.toUpperCase());
    await expect.poll(() => rows.count()).toBe(1);
    if (paged) {
      // One page per search, nothing else: 'Page x of y' keeps the unsearched count it had.
      expect(asked.map(query => [query.page, query.page_size, query.search])).toEqual([
        ['1', '20', target.email.toUpperCase()],
      ]);
    } else {
      expect(asked).toEqual([]);
    }
    await rows
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await page.getByRole('heading', { name: 'User Detail', level: 1 }).waitFor();
    await page.getByText(`${target.first_name} ${target.last_name}`).first().waitFor();
    await page.close();
  });

  it('decide a voucher request, a bill and a payout, each list refreshed', async () => {
    const page = await session.signedInPage('/vouchers/list?tab=requests');
    const requests = rowsOf(page, 'Voucher Requests');
    await requests.first().waitFor();
    const pendingRequests = (await apiGet<unknown[]>(page, 'loyalty/voucher-requests/')).length;
    await page
      .getByRole('button', { name: /^Approve request of / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Voucher request approved successfully').waitFor();
    await expect
      .poll(async () => (await apiGet<unknown[]>(page, 'loyalty/voucher-requests/')).length)
      .toBe(pendingRequests - 1);

    await page.getByRole('navigation').getByRole('link', { name: 'Bills' }).click();
    const bills = rowsOf(page, 'Bill Requests');
    await bills.first().waitFor();
    await bills
      .first()
      .getByRole('link', { name: /^View bill / })
      .click();
    await page.waitForURL(url => url.pathname.startsWith('/bills/request/detail/'));
    const billId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Bill' });
    await dialog.getByLabel(/^Points/).fill('40');
    await dialog.getByLabel(/^Cash Amount/).fill('12.50');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Bill approved successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/bills/request/list');
    const approved = await apiGet<{ status: string; points_earned: number }>(page, `bill/retrieve/${billId}/`);
    expect([approved.status, approved.points_earned]).toEqual(['approved', 40]);

    await page.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('tab', { name: 'Payment Request' }).click();
    const payouts = rowsOf(page, 'Payment Request');
    await payouts.first().waitFor();
    const before = await payouts.count();
    await page
      .getByRole('button', { name: /^Approve payout of / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Approve this payout?' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Payment approved successfully').waitFor();
    await expect.poll(() => payouts.filter({ hasNotText: 'No payment requests found.' }).count()).toBe(before - 1);
    await expectAccessible(page, `payment requests on ${name}`);
    await page.close();
  });
});
