import type { Page } from 'playwright-core';

/**
 * In-page script that times, from the next key or pointer press, the moment `done` (a JS
 * expression over `root`, the element watched for changes) holds. A string, because tsx
 * wraps named functions in a helper the page lacks.
 */
const armTimer = (root: string, done: string) => `
  const root = ${root};
  const check = () => ${done};
  window.benchDone = new Promise(resolve => {
    const observer = new MutationObserver(() => {
      if (window.benchStart === undefined || !check()) return;
      observer.disconnect();
      resolve(performance.now() - window.benchStart);
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  window.benchStart = undefined;
  for (const type of ['keydown', 'pointerdown']) {
    document.addEventListener(type, () => { window.benchStart = performance.now(); }, { once: true, capture: true });
  }
`;

/**
 * From the key or pointer press `trigger` makes to the moment `done` holds, in ms measured by
 * the page; `root` is a JS expression for the element watched (`document.body` by default).
 */
export async function timeUpdate(
  page: Page,
  done: string,
  trigger: () => Promise<void>,
  root = 'document.body',
): Promise<number> {
  await page.evaluate(armTimer(root, done));
  await trigger();
  const timedOut = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`the update did not come within 20 s (${done})`)), 20_000),
  );
  return Promise.race([page.evaluate('window.benchDone') as Promise<number>, timedOut]);
}

/** The same, watching the table of this accessible name, which `done` sees as `root`. */
export const timeTableUpdate = (page: Page, table: string, done: string, trigger: () => Promise<void>) =>
  timeUpdate(page, done, trigger, `document.querySelector('table[aria-label="${table}"]')`);
