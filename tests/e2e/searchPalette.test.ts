import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';
import { keepScreenshot } from './harness';

const session = sharedBrowserAndServer();
// The same search against a server that pages, searches and counts its lists itself.
const pagingSession = sharedBrowserAndServer({ LIST_PAGING: 'on' });

interface Member {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  pan_card_number?: string | null;
}
interface Product {
  id: number;
  name: string;
  code: string;
}

const isFocused = (locator: Locator) => locator.evaluate(element => element === document.activeElement);
const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: /^Search members/ });
/** The app bar's button: once it shows, Ctrl+K works too. */
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search Ctrl+K' });
const activeOption = (page: Page) => searchBox(page).getAttribute('aria-activedescendant');

/** Presses an arrow key until `option` is the active line. */
async function moveTo(page: Page, option: Locator) {
  const id = await option.getAttribute('id');
  for (let presses = 0; presses < 30 && (await activeOption(page)) !== id; presses++) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await activeOption(page)).toBe(id);
  expect(await option.getAttribute('aria-selected')).toBe('true');
}

/** "+91 98765 43210": the member's phone as people write it. */
const writtenPhone = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

async function findMemberByPhone(page: Page, member: Member) {
  await searchBox(page).fill(writtenPhone(member.phone));
  const option = palette(page)
    .getByRole('group', { name: /^Members/ })
    .getByRole('option', { name: new RegExp(`^${member.first_name} ${member.last_name}`) });
  await option.waitFor();
  return option;
}

describe('search palette (Ctrl+K)', () => {
  it('opens with Ctrl+K, ⌘K or the app bar button; Escape gives the focus back', async () => {
    const page = await session.signedInPage('/user/list');
    const listSearch = page.getByRole('searchbox', { name: 'Search users by name, email, etc' });
    await listSearch.focus();

    await page.keyboard.press('Control+k');
    await searchBox(page).waitFor();
    expect(await isFocused(searchBox(page))).toBe(true);
    // Before anything is typed: the screens to go to, the audit log among them once the backend
    // is known to keep an audit trail.
    const goTo = palette(page).getByRole('group', { name: 'Go to' }).getByRole('option');
    await goTo.getByText('Audit log', { exact: true }).waitFor();
    expect(await goTo.allTextContents()).toEqual(expect.arrayContaining(['Approvals', 'Dashboard', 'Payments']));
    await expectAccessible(page, 'search palette');
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(listSearch)).toBe(true);

    await page.keyboard.press('Meta+k');
    await searchBox(page).waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });

    const button = searchButton(page);
    await button.click();
    await searchBox(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(button)).toBe(true);
    await page.close();
  });

  it("finds a member by phone; arrow keys and Enter open the member's page, whose heading takes the focus", async () => {
    const page = await session.signedInPage();
    const [member] = await apiGet<Member[]>(page, 'user/users/');
    await searchButton(page).click();
    const option = await findMemberByPhone(page, member);
    expect(await option.textContent()).toContain(member.phone);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await moveTo(page, option);
    await expectAccessible(page, 'search palette with results');
    await keepScreenshot(page, 'search-palette');
    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.pathname === `/user/user-detail/${member.id}`);
    await expect.poll(() => isFocused(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await palette(page).count()).toBe(0);
    await page.close();
  });

  it('keeps every key typed right after Ctrl+K on its first opening, on a slow network; an early Enter opens the first find', async () => {
    const page = await session.signedInPage();
    const [member] = await apiGet<Member[]>(page, 'user/users/');
    await searchButton(page).waitFor();
    // A slow phone: code fetched from now on takes a second to arrive.
    await page.route('**/assets/*.js', async route => {
      await new Promise(resolve => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type(member.phone);
    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.pathname === `/user/user-detail/${member.id}`, { timeout: 30_000 });
    await page.close();
  });

  /** A member line of the palette naming "Aditya", once the search answered. */
  const aditya = (page: Page) =>
    palette(page)
      .getByRole('group', { name: /^Members/ })
      .getByRole('option', { name: /^Aditya / })
      .first();

  it('keeps Ctrl+K pressed as a signed-in page finishes loading: the palette opens with what was typed after it, and its finds', async () => {
    const page = await session.signedInPage();
    await page.goto(`${session.server.url}/user/list`, { waitUntil: 'load' });
    await page.keyboard.press('Control+K');
    await page.keyboard.type('aditya');
    await searchBox(page).waitFor();
    expect(await searchBox(page).inputValue()).toBe('aditya');
    expect(await isFocused(searchBox(page))).toBe(true);
    await aditya(page).waitFor();
    await expectAccessible(page, 'search palette opened while the page loaded');
    await page.close();
  });

  it('keeps the keys typed while the layout loads on a slow network, Backspace too, and those typed once it opens, in order', async () => {
    const page = await session.signedInPage();
    // The signed-in layout, with the search launcher, takes a second and a half to arrive.
    await page.route('**/assets/SignedInLayout-*.js', async route => {
      await new Promise(resolve => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${session.server.url}/`, { waitUntil: 'load' });
    await page.keyboard.press('Control+K');
    await page.keyboard.type('adx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('it');
    expect(await searchButton(page).count()).toBe(0);
    await searchBox(page).waitFor();
    await page.keyboard.type('ya');
    expect(await searchBox(page).inputValue()).toBe('aditya');
    await aditya(page).waitFor();
    await page.close();
  });

  it('leaves the sign-in page its keys, signed out, Ctrl+K included', async () => {
    const page = await session.signedInPage();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${session.server.url}/login`, { waitUntil: 'load' });
    await page.keyboard.press('Control+K');
    const email = page.getByLabel('Email');
    await email.focus();
    await page.keyboard.type('someone@example.com');
    expect(await email.inputValue()).toBe('someone@example.com');
    expect(await palette(page).count()).toBe(0);
    await page.close();
  });

  it('finds a product by its code through the catalogue search, once typing pauses; says "No results"', async () => {
    const page = await session.signedInPage('/', undefined, { ownContext: true });
    const { products } = await apiGet<{ products: Product[] }>(page, 'product/search/?query=a');
    const product = products[0];
    const searches: string[] = [];
    page.on('request', request => {
      if (request.url().includes('/product/search/')) searches.push(new URL(request.url()).searchParams.get('query')!);
    });
    await searchButton(page).waitFor();
    await page.keyboard.press('Control+k');
    await searchBox(page).waitFor();
    // The page's clock stands still while the code is typed, so that no pause between keys
    // (on a busy machine, any length) counts as the end of typing.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await searchBox(page).pressSequentially(product.code);
    expect(searches).toEqual([]);
    // Typing pauses: the search's wait (300 ms) runs out once, for the whole code.
    await page.clock.runFor(300);
    await page.clock.resume();
    // Asked first, apart from the answer shown: a failure then tells whether the search was sent.
    await expect.poll(() => searches).toEqual([product.code]);
    const option = palette(page)
      .getByRole('group', { name: /^Products/ })
      .getByRole('option', { name: new RegExp(`^${product.name}`) });
    await option.waitFor();
    expect(searches).toEqual([product.code]);
    await moveTo(page, option);
    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.pathname === `/products/product-detail/${product.id}`);

    await page.keyboard.press('Control+k');
    await searchBox(page).fill('zzqxqz');
    await palette(page).getByRole('status').getByText('No results').waitFor();
    expect(await palette(page).getByRole('option').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('finds a member by phone on a paging server, which searches its lists itself', async () => {
    const page = await pagingSession.signedInPage();
    const { results } = await apiGet<{ results: Member[] }>(page, 'user/users/?page=1');
    const member = results[0];
    const searched: string[] = [];
    page.on('request', request => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/user/users/') && url.searchParams.has('search')) searched.push(url.search);
    });
    await searchButton(page).waitFor();
    await page.keyboard.press('Control+k');
    await findMemberByPhone(page, member);
    expect(searched.some(query => query.includes(`search=${member.phone}`))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.pathname === `/user/user-detail/${member.id}`);
    await page.close();
  });

  it('finds a member by PAN, which the lists search does not look in, in the browser and on a paging server', async () => {
    for (const current of [session, pagingSession]) {
      const page = await current.signedInPage();
      const member = (await apiGet<Member[]>(page, 'user/users/')).find(user => user.pan_card_number)!;
      await searchButton(page).waitFor();
      await page.keyboard.press('Control+k');
      await searchBox(page).fill(member.pan_card_number!.toLowerCase());
      const options = palette(page)
        .getByRole('group', { name: /^Members/ })
        .getByRole('option');
      await options.first().waitFor();
      expect(await options.allTextContents()).toEqual([
        expect.stringContaining(`${member.first_name} ${member.last_name}`),
      ]);
      await page.close();
    }
  });
});
