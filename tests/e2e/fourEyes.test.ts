import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FirstApproval } from '@/contract/team/fourEyes';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';
import { demoTeam, keepScreenshot } from './harness';

const session = sharedBrowserAndServer();

interface Bill {
  id: number;
  user: number;
  status: string;
  awaiting_second_approval: FirstApproval | null;
}
interface Payout {
  id: number;
  amount: number;
  status: string;
}
interface Balances {
  loyalty: { balance_points: number; balance_cash: number };
}

const pendingBills = (page: Page) => apiGet<Bill[]>(page, 'bill/approve-requests/');
const balancesOf = (page: Page, member: number) => apiGet<Balances>(page, `user/retrieve/${member}/`);
const billPage = (page: Page, id: number) => page.goto(`${session.server.url}/bills/request/detail/${id}`);

describe('four eyes: a large sum is approved by two administrators', () => {
  it('the first approver cannot confirm their own; another administrator confirms the same figures, and only then is the member credited', async () => {
    const finance = await session.signedInPage('/', demoTeam.finance);
    const held = (await pendingBills(finance)).find(bill => bill.awaiting_second_approval?.by.name === 'Farah Mehta');
    expect(held, 'the seed has a bill Farah Mehta approved first').toBeDefined();
    const first = held!.awaiting_second_approval!;
    await billPage(finance, held!.id);
    const notice = finance.getByTestId('first-approval');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /^Approved by Farah Mehta on .+ with [\d,]+ PTS and ₹[\d,.]+: awaiting a second approval\. You approved this first: another administrator must confirm it\.$/,
    );
    expect(await finance.getByRole('button', { name: 'Confirm approval' }).isDisabled()).toBe(true);
    await expectAccessible(finance, 'bill awaiting a second approval');
    await keepScreenshot(finance, 'four-eyes-own-first-approval');

    const owner = await session.signedInPage('/');
    const before = await balancesOf(owner, held!.user);
    await billPage(owner, held!.id);
    await owner.getByRole('button', { name: 'Confirm approval' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Confirm the approval' });
    await dialog.getByText('Farah Mehta approved these figures. Confirming credits them to the member.').waitFor();
    expect(await dialog.getByLabel(/^Points/).inputValue()).toBe(String(first.points_earned));
    expect(Number(await dialog.getByLabel(/^Cash Amount/).inputValue())).toBe(first.cash_earned);
    await dialog.getByRole('button', { name: 'Confirm approval' }).dblclick();
    await owner.getByText('Bill approved successfully').waitFor();

    const after = await balancesOf(owner, held!.user);
    expect(after.loyalty.balance_points - before.loyalty.balance_points).toBe(first.points_earned);
    expect(Math.round((after.loyalty.balance_cash - before.loyalty.balance_cash) * 100)).toBe(
      Math.round(first.cash_earned! * 100),
    );
    await finance.close();
    await owner.close();
  });

  it("an approval above the threshold waits, credits nothing, and reaches finance's inbox as awaiting their second approval", async () => {
    const owner = await session.signedInPage('/');
    const bill = (await pendingBills(owner)).find(item => !item.awaiting_second_approval)!;
    const before = await balancesOf(owner, bill.user);
    await billPage(owner, bill.id);
    await owner.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Approve Bill' });
    await dialog.getByLabel(/^Points/).fill('20000');
    await dialog.getByLabel(/^Cash Amount/).fill('0');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await owner.getByText('Approved. It now awaits a second approval by another administrator.').waitFor();
    expect((await balancesOf(owner, bill.user)).loyalty).toEqual(before.loyalty);
    const waiting = await apiGet<Bill>(owner, `bill/retrieve/${bill.id}/`);
    expect(waiting.status).toBe('pending');
    expect(waiting.awaiting_second_approval).toMatchObject({ by: { name: 'Admin User' }, points_earned: 20000 });

    const finance = await session.signedInPage('/approvals', demoTeam.finance);
    const chip = finance.getByRole('button', { name: 'Awaiting your second approval (1)' });
    await chip.click();
    await finance.waitForURL(url => JSON.parse(url.searchParams.get('filter') ?? '{}').second_approval === 'yours');
    const rows = finance.getByRole('table', { name: 'Pending items, oldest first' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText('Second approval').waitFor();
    await expectAccessible(finance, 'inbox awaiting a second approval');
    await keepScreenshot(finance, 'four-eyes-inbox');

    await billPage(finance, bill.id);
    await finance.getByRole('button', { name: 'Confirm approval' }).click();
    await finance
      .getByRole('dialog', { name: 'Confirm the approval' })
      .getByRole('button', { name: 'Confirm approval' })
      .click();
    await finance.getByText('Bill approved successfully').waitFor();
    const after = await balancesOf(finance, bill.user);
    expect(after.loyalty.balance_points - before.loyalty.balance_points).toBe(20000);
    await finance.close();
    await owner.close();
  });

  it('a payout above the threshold set in Settings waits for a second administrator, who confirms it on its page', async () => {
    const owner = await session.signedInPage('/settings');
    const card = owner.getByRole('region', { name: 'Programme' });
    const payoutThreshold = card.getByRole('textbox', { name: 'Second approval above (payout, ₹)' });
    await expect.poll(() => payoutThreshold.inputValue()).toBe('25000');
    await payoutThreshold.fill('100');
    await card.getByRole('button', { name: 'Save Programme Settings' }).click();
    await owner.getByText('Programme settings saved').waitFor();

    const payout = (await apiGet<Payout[]>(owner, 'loyalty/payment/pending/list/')).find(item => item.amount > 100)!;
    await owner.goto(`${session.server.url}/payments/request-detail/${payout.id}`);
    await owner.getByRole('button', { name: 'Approve', exact: true }).click();
    await owner.getByRole('dialog', { name: 'Approve this payout?' }).getByRole('button', { name: 'Approve' }).click();
    await owner.getByText('Approved. It now awaits a second approval by another administrator.').waitFor();
    expect((await apiGet<Payout>(owner, `loyalty/payment/retrieve/${payout.id}/`)).status).toBe('pending');

    const finance = await session.signedInPage(`/payments/request-detail/${payout.id}`, demoTeam.finance);
    const notice = finance.getByTestId('first-approval');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^Approved by Admin User on .+: awaiting a second approval\.$/);
    await expectAccessible(finance, 'payout awaiting a second approval');
    await finance.getByRole('button', { name: 'Confirm approval' }).click();
    await finance
      .getByRole('dialog', { name: 'Approve this payout?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await finance.getByText('Payment approved successfully').waitFor();
    expect((await apiGet<Payout>(finance, `loyalty/payment/retrieve/${payout.id}/`)).status).toBe('approved');
    await finance.close();
    await owner.close();
  });
});
