import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { sharedBrowserAndServer } from './browser';
import { answerInSpecShapes, keepScreenshot } from './harness';
import { chartCard, chartTable, count, movementOf } from './movement';

// The spec's backend: bare answer shapes and whole arrays, and no programme/ endpoints (404).
answerInSpecShapes('strict');
const session = sharedBrowserAndServer();

describe("the programme at a glance on the spec's backend", () => {
  it('works out bills received and new members from the whole lists in a worker, as the server counts them, and says what it cannot know', async () => {
    const page = await session.signedInPage();
    // The reference server's own figures, asked before its programme/ is taken away.
    const movement = await movementOf(page);
    await page.route('**/api/v1/programme/**', route =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' }),
    );
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
    await page.context().close();
  });
});
