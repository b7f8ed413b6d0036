import { describe, expect, it } from 'vitest';
import { sharedBrowserAndServer } from './browser';

const session = sharedBrowserAndServer();

describe('feedback', () => {
  it('names the file an export saved', async () => {
    const page = await session.signedInPage('/bills/request/list');
    await page.getByRole('table', { name: 'Bill Requests' }).locator('tbody tr').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bill-requests-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByText(`Saved ${download.suggestedFilename()}`, { exact: true }).waitFor();

    await page.goto(`${session.server.url}/user/list`);
    const users = page.getByRole('table', { name: 'Existing Users' });
    await users.locator('tbody tr').first().getByRole('checkbox').check();
    const [selection] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(selection.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByText(`Saved ${selection.suggestedFilename()}`, { exact: true }).waitFor();
    await page.close();
  });
});
