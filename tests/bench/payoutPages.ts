import type { Browser, Page } from 'playwright-core';
import { demoTeam, signIn as signInPage, startServer } from '../e2e/harness';
import { median } from './figures';
import { watchLongTasks } from './longTasks';
import { addApprovedPayouts, payoutCount, signIn } from './payouts';
import type { BenchResult } from './report';

/** The longest main-thread task a batch's page or its answer's preview may hold (ms). */
export const payoutPageLongTaskBudgetMs = 100;
const rounds = 3;

interface BuiltBatch {
  id: number;
  lines: { reference: string; status: string }[];
}

/** A call of the API as an administrator, its JSON answer. */
async function call<T>(url: string, token: string, apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api/v1/${apiPath}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${apiPath}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

/** The bank's answer to the released lines, as many as a sheet may hold: one in twenty failed, the others paid. */
const answerOf = (batch: BuiltBatch) =>
  [
    'reference,status,utr,reason',
    ...batch.lines
      .filter(line => line.status !== 'held')
      .slice(0, payoutCount)
      .map((line, index) =>
        index % 20 === 0 ? `${line.reference},failed,,Account closed` : `${line.reference},paid,BENCH${index},`,
      ),
  ].join('\r\n');

/** From the batches' list, the batch's page with its first page of lines, then its answer previewed: how long, and the longest task of each. */
async function visit(page: Page, url: string, batch: BuiltBatch, answer: Buffer) {
  await page.goto(`${url}/payouts`);
  const row = page
    .getByRole('table', { name: 'Payout batches' })
    .getByRole('row', { name: new RegExp(`Batch #${batch.id}\\b`) });
  await row.waitFor();
  let longestTask = await watchLongTasks(page);
  let started = Date.now();
  await row.click();
  await page.getByRole('table', { name: 'Lines' }).locator('tbody tr').first().waitFor({ timeout: 60_000 });
  const opened = { ms: Date.now() - started, longest: await longestTask() };

  await page.getByRole('button', { name: "Upload bank's answer" }).click();
  const dialog = page.getByRole('dialog', { name: /^The bank's answer for batch/ });
  longestTask = await watchLongTasks(page);
  started = Date.now();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'answer.csv', mimeType: 'text/csv', buffer: answer });
  await dialog
    .getByRole('table', { name: "Rows of the bank's answer" })
    .locator('tbody tr')
    .first()
    .waitFor({ timeout: 60_000 });
  const previewed = { ms: Date.now() - started, longest: await longestTask() };
  return { opened, previewed };
}

/**
 * The browser's half of `npm run bench -- payouts`: a released batch of 5,000 payouts opened from
 * the batches' list, and the bank's answer of as many lines previewed, each with no main-thread
 * task over 100 ms (median of three visits).
 */
export async function benchPayoutPages(browser: Browser): Promise<BenchResult> {
  const server = await startServer({ LOG_LEVEL: 'silent' });
  try {
    addApprovedPayouts(server, payoutCount);
    const [finance, owner] = await Promise.all([
      signIn(server.url, demoTeam.finance),
      signIn(server.url, demoTeam.owner),
    ]);
    const batch = await call<BuiltBatch>(server.url, finance, 'payouts/batches/', {
      payouts: 'all',
      format: 'plain_csv',
    });
    await call(server.url, owner, `payouts/batches/${batch.id}/release/`);
    const answer = Buffer.from(answerOf(batch));

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signInPage(page, server.url, demoTeam.finance);
    // Once, so that the browser has the screens' code: the figures are of the work.
    await visit(page, server.url, batch, answer);
    const visits = [];
    for (let round = 0; round < rounds; round += 1) visits.push(await visit(page, server.url, batch, answer));
    await context.close();

    const lines = batch.lines.length.toLocaleString('en-IN');
    const series = [
      [`A batch of ${lines} lines opened from the batches' list`, visits.map(one => one.opened)],
      [
        `Its bank's answer of ${answer.toString().split('\r\n').length - 1} lines previewed`,
        visits.map(one => one.previewed),
      ],
    ] as const;
    const ms = (values: number[]) => values.map(value => value.toFixed(0)).join(', ');
    return {
      title: `Payouts: a batch of ${payoutCount.toLocaleString('en-IN')} in the browser`,
      lines: series.map(
        ([name, runs]) =>
          `${name}: median ${median(runs.map(run => run.ms)).toFixed(0)} ms (${ms(runs.map(run => run.ms))}), longest task ${ms(runs.map(run => run.longest))} ms`,
      ),
      budgets: series.map(([name, runs]) => ({
        name: `${name}: no main-thread task over ${payoutPageLongTaskBudgetMs} ms (median of ${rounds})`,
        ok: median(runs.map(run => run.longest)) <= payoutPageLongTaskBudgetMs,
      })),
    };
  } finally {
    await server.close();
  }
}
