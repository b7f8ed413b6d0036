import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core in the page; fails on any serious or critical violation. */
export async function expectAccessible(page: Page, screenName: string) {
  expect(await blockingViolations(page), `axe on ${screenName}`).toEqual([]);
}

/** The rules whose findings a change of colours alone can change: what a second theme is checked for. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations axe-core finds in the page, each with where it is.
 * `whileLoading`: the page is held loading, so its endless animations (a placeholder's pulse,
 * a spinner) are not waited for; elsewhere they hold axe back up to two seconds, while the page settles.
 * `rules`: only those of axe's rules (all by default).
 */
export async function blockingViolations(
  page: Page,
  { whileLoading = false, rules }: { whileLoading?: boolean; rules?: string[] } = {},
): Promise<string[]> {
  // A tooltip under the pointer (left there by a click) fades in on its own delay: the pointer
  // leaves the content first. A dialog fading in has its colours part-way: contrast is judged
  // once transitions have ended.
  await page.mouse.move(0, 0);
  await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(
    skipEndless =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter(animation => !skipEndless || animation.effect?.getComputedTiming().endTime !== Infinity)
            .map(animation => animation.finished.catch(() => undefined)),
        ),
        new Promise(resolve => setTimeout(resolve, 2000)),
      ]),
    whileLoading,
  );
  // Evaluated over the DevTools protocol, so the page's CSP (no eval, no inline script) stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async runOnly => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, runOnly ? { runOnly: { type: 'rule', values: runOnly } } : {});
    return result.violations;
  }, rules);
  return violations
    .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      violation =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map(node => node.target.join(' ')).join(', ')}`,
    );
}
