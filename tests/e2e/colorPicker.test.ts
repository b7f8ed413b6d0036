import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { sharedBrowserAndServer } from './browser';

const session = sharedBrowserAndServer();

describe('colour picker', () => {
  it('keeps its heading readable on whatever colour fills the page', async () => {
    const page = await session.signedInPage('/products/color-picker');
    const canvas = page.getByTestId('color-picker-page');
    const heading = page.getByRole('heading', { level: 1 });
    const text = page.getByLabel('Colour (hex, rgb, hsv or hsl)');
    const transparency = page.getByLabel('Transparency');
    const cases = [
      { colour: '#22194D', alpha: '1', painted: 'rgb(34, 25, 77)', heading: 'rgb(255, 255, 255)' },
      { colour: '#FFFFFF', alpha: '1', painted: 'rgb(255, 255, 255)', heading: 'rgb(0, 0, 0)' },
      { colour: '#22194D', alpha: '0.1', painted: 'rgba(34, 25, 77, 0.1)', heading: 'rgb(0, 0, 0)' },
      { colour: '#777777', alpha: '1', painted: 'rgb(119, 119, 119)', heading: 'rgb(0, 0, 0)' },
    ];
    for (const step of cases) {
      await text.fill(step.colour);
      await transparency.fill(step.alpha);
      // Once the background's transition has ended, as axe would see it.
      await expect.poll(() => canvas.evaluate(node => getComputedStyle(node).backgroundColor)).toBe(step.painted);
      expect(await heading.evaluate(node => getComputedStyle(node).color)).toBe(step.heading);
      await expectAccessible(page, `colour picker on ${step.colour} at ${step.alpha}`);
    }
    await page.close();
  });
});
