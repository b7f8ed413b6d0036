import type { Page } from 'playwright-core';

/** Records every long task of the page (PerformanceObserver 'longtask'); the function returned gives the longest since, and starts again. */
export async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver(list => list.getEntries().forEach(entry => tasks.push(entry.duration))).observe({
      type: 'longtask',
    });
  });
  return async () => {
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));
    return tasks.length ? Math.max(...tasks) : 0;
  };
}
