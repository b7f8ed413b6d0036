import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();
const samples = path.resolve(import.meta.dirname, '../../../samples');
const fixtures = mkdtempSync(path.join(tmpdir(), 'catalogue-'));

interface Brand {
  id: number;
  name: string;
  logo: string | null;
  color: string;
  description: string;
}
interface Category {
  id: number;
  name: string;
  brand: number;
}
interface Product {
  id: number;
  name: string;
  code: string;
}

/** A PNG drawn by the page's own canvas, saved as a file to upload. */
async function pngFixture(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1600, 900);
    gradient.addColorStop(0, '#1a2b3c');
    gradient.addColorStop(1, '#f4a261');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 900);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  const file = path.join(fixtures, name);
  writeFileSync(file, Buffer.from(base64, 'base64'));
  return file;
}

const brandNamed = async (page: Page, name: string) =>
  (await apiGet<Brand[]>(page, 'product/brand/list/')).find(brand => brand.name === name);

/** Closes the success pop-up's wait: MUI hides the rest of the page from role queries while it is open. */
const popupGone = (page: Page, text: string) => page.getByText(text).waitFor({ state: 'hidden' });

/**
 * Resolves once no request of the page has been in flight for `quietMs` (whatever started
 * before the call is counted from then on): a refetch that a render starts shows up first.
 */
function networkSettled(page: Page, quietMs = 500) {
  return new Promise<void>(resolve => {
    let inFlight = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}

/** Waits for the open dialog's fade-in to end: axe would measure the contrast of half-transparent text. */
const shownFully = (page: Page) =>
  expect
    .poll(() =>
      page
        .locator('.MuiDialog-paper')
        .last()
        .evaluate(node => getComputedStyle(node.parentElement!).opacity),
    )
    .toBe('1');

describe('catalogue', () => {
  it('adds a brand with a logo and a category, then edits both', async () => {
    const page = await session.signedInPage('/products/list');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('button', { name: '+ Add New' }).click();
    const addNew = page.getByRole('dialog', { name: 'Add New' });
    for (const choice of ['Add New Brand', 'Add New Category', 'Add New Product', 'Cancel']) {
      await addNew.getByRole(choice === 'Cancel' ? 'button' : 'link', { name: choice }).waitFor();
    }
    await shownFully(page);
    await expectAccessible(page, 'add new dialog');
    await addNew.getByRole('link', { name: 'Add New Brand' }).click();
    await page.waitForURL(url => url.pathname === '/products/add-brand');

    await page.getByRole('button', { name: 'Add Brand' }).click();
    await page.getByText('Brand name is required').waitFor();
    await page.getByLabel(/^Brand Name/).fill(' M ');
    await page.getByRole('button', { name: 'Add Brand' }).click();
    await page.getByText('Brand name must be at least 2 characters long').waitFor();
    await page.getByLabel(/^Brand Name/).fill('Marblex');
    expect(await page.getByLabel('Colour (hex)').inputValue()).toBe('#000000');
    await page.getByLabel('Colour (hex)').fill('1A2B3C');
    expect(await page.getByLabel('Colour (hex)').inputValue()).toBe('#1A2B3C');
    await page.getByLabel(/^Description/).fill('Italian marble and stone surfaces.');
    const logo = await pngFixture(page, 'marblex.png');
    await page.locator('input[type=file]').setInputFiles(logo);
    await page.getByRole('img', { name: 'Brand Banner' }).waitFor();
    await expectAccessible(page, 'add brand');
    await keepScreenshot(page, 'catalogue-add-brand');

    const creates: string[] = [];
    page.on('request', request => {
      if (request.url().endsWith('/product/brand/') && request.method() === 'POST') creates.push(request.url());
    });
    await page.getByRole('button', { name: 'Add Brand' }).click();
    await page.waitForURL(url => url.pathname === '/products/list');
    expect(creates).toHaveLength(1);
    const brand = (await brandNamed(page, 'Marblex'))!;
    expect(brand).toMatchObject({ color: '#1A2B3C', description: 'Italian marble and stone surfaces.' });
    expect(brand.logo).toMatch(/\/media\//);
    const logoBytes = await page.evaluate(
      async url => (await (await fetch(url)).arrayBuffer()).byteLength,
      brand.logo!,
    );
    expect(logoBytes).toBeLessThan(150 * 1024);

    await page.goto(`${session.server.url}/products/add-category`);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByText('Please select a brand before creating the category!').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await page.getByText('Category name is required').waitFor();
    await page.getByText('Brand selection is required').waitFor();
    await page.getByLabel(/^Category Name/).fill('X');
    await page.getByLabel(/^Brand/).click();
    await page.getByRole('option', { name: 'Marblex' }).click();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByText('Category name must be at least 2 characters long').waitFor();
    await page.getByLabel(/^Category Name/).fill('Slabs');
    await expectAccessible(page, 'add category');
    await keepScreenshot(page, 'catalogue-add-category');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.waitForURL(url => url.pathname === '/products/list');
    const [category] = await apiGet<Category[]>(page, `product/category/brand/${brand.id}/`);
    expect(category).toMatchObject({ name: 'Slabs' });

    await popupGone(page, 'Category added successfully');
    await page.getByRole('button', { name: 'Marblex' }).click();
    await page.getByText('No Products available for Marblex').waitFor();
    await page.getByRole('button', { name: 'View Brand banner' }).click();
    const details = page.getByRole('dialog', { name: 'Brand Details' });
    await details.getByText('Italian marble and stone surfaces.').waitFor();
    await details.getByRole('img', { name: 'Marblex logo' }).waitFor();
    await shownFully(page);
    await expectAccessible(page, 'brand details');
    await keepScreenshot(page, 'catalogue-brand-details');
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Edit Marblex' }).click();
    await page.waitForURL(url => url.pathname === `/products/edit-brand/${brand.id}`);
    await expect.poll(() => page.getByLabel(/^Brand Name/).inputValue()).toBe('Marblex');
    await page.getByLabel(/^Brand Name/).fill('Marblex Stone');
    await page.getByLabel(/^Description/).fill('');
    await expectAccessible(page, 'edit brand');
    await keepScreenshot(page, 'catalogue-edit-brand');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(url => url.pathname === '/products/list');
    const edited = await apiGet<Brand>(page, `product/brand/retrieve/${brand.id}/`);
    expect(edited).toMatchObject({ name: 'Marblex Stone', color: '#1A2B3C', description: '', logo: brand.logo });

    await page.goto(`${session.server.url}/products/edit-category/${category.id}`);
    await expect.poll(() => page.getByLabel(/^Category Name/).inputValue()).toBe('Slabs');
    await page.getByLabel(/^Category Name/).fill('Marble Slabs');
    await expectAccessible(page, 'edit category');
    await keepScreenshot(page, 'catalogue-edit-category');
    await page.getByRole('button', { name: 'Update Category' }).click();
    await page.waitForURL(url => url.pathname === '/products/list');
    expect(await apiGet<Category>(page, `product/category/retrieve/${category.id}/`)).toMatchObject({
      name: 'Marble Slabs',
      brand: brand.id,
    });
    await page.close();
  });

  it("says why a brand or category cannot be saved as 'field: messages' lines, keeping what was typed", async () => {
    const page = await session.signedInPage('/products/add-brand');
    await page.getByLabel(/^Brand Name/).fill('aquaflow');
    await page.getByRole('button', { name: 'Add Brand' }).click();
    const brandLine = 'name: A brand with this name already exists.';
    await page.getByRole('alertdialog').getByText(brandLine, { exact: true }).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await page.getByRole('alert').getByText(brandLine, { exact: true }).waitFor();
    await page.getByText('A brand with this name already exists.', { exact: true }).waitFor();
    expect(await page.getByLabel(/^Brand Name/).inputValue()).toBe('aquaflow');

    const aquaflow = (await brandNamed(page, 'Aquaflow'))!;
    const [taken] = await apiGet<Category[]>(page, `product/category/brand/${aquaflow.id}/`);
    await page.goto(`${session.server.url}/products/add-category`);
    await page.getByLabel(/^Category Name/).fill(taken.name);
    await page.getByLabel(/^Brand/).click();
    await page.getByRole('option', { name: 'Aquaflow' }).click();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryLine = 'name: This brand already has a category with this name.';
    await page.getByRole('alertdialog').getByText(categoryLine, { exact: true }).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await page.getByRole('alert').getByText(categoryLine, { exact: true }).waitFor();
    expect(await page.getByLabel(/^Category Name/).inputValue()).toBe(taken.name);
    await page.close();
  });

  it('searches brands, categories and products once typing settles', async () => {
    const page = await session.signedInPage('/products/list');
    const searches: string[] = [];
    page.on('request', request => {
      if (request.url().includes('/product/search/')) searches.push(new URL(request.url()).searchParams.get('query')!);
    });
    const box = page.getByRole('searchbox', { name: 'Search Products by name, category, etc' });
    await box.click();
    await page.keyboard.type('aqua');
    const results = page.getByRole('region', { name: 'Search results' });
    await page.locator('section[data-query="aqua"][aria-busy="false"]').waitFor();
    await results.getByRole('region', { name: 'Brands' }).getByRole('link', { name: 'Aquaflow' }).waitFor();
    expect(searches).toEqual(['aqua']);
    // The search is the list's filter, in the URL.
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ q: 'aqua' });

    await box.fill('faucet');
    await results.getByRole('region', { name: 'Categories' }).getByRole('link', { name: 'Faucets' }).waitFor();
    const products = await apiGet<{ products: Product[] }>(page, 'product/search/?query=mixer');
    expect(products.products.length).toBeGreaterThan(0);
    await box.fill('mixer');
    await page.locator('section[data-query="mixer"][aria-busy="false"]').waitFor();
    const found = results.getByRole('region', { name: 'Products' });
    await found.getByRole('link', { name: products.products[0].name }).first().waitFor();
    expect(await found.getByRole('table', { name: 'Products found' }).locator('thead th').allTextContents()).toEqual([
      '',
      'Sl.No.',
      'Product Name',
      'Product Code',
      'Brand',
      'Category',
      'Price (rupees)',
      'Trending',
      'Action',
    ]);
    // Sorting the found products asks the server nothing more.
    const searchesBeforeSort = searches.length;
    await found.getByRole('columnheader', { name: 'Price (rupees)' }).getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_in_inr');
    await page.locator('section[data-query="mixer"][aria-busy="false"]').waitFor();
    expect(searches).toHaveLength(searchesBeforeSort);
    await expectAccessible(page, 'search results');
    await keepScreenshot(page, 'catalogue-search');

    await box.fill('zzzz-nothing');
    await results.getByText('No results found for "zzzz-nothing".').waitFor();
    await box.fill('');
    await page.getByRole('button', { name: 'Aquaflow' }).waitFor();
    await page.close();
  });

  it('imports the sample file and reports the rows of a bad one', async () => {
    const page = await session.signedInPage('/products/list');
    await page.getByRole('button', { name: 'Aquaflow' }).waitFor();
    const input = page.locator('input[type=file]');
    const notExcel = path.join(fixtures, 'products.csv');
    writeFileSync(notExcel, 'name\nx');
    await input.setInputFiles(notExcel);
    await page.getByText('Invalid File: Please upload a valid Excel file (.xlsx or .xls)').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });

    await input.setInputFiles(path.join(samples, 'products-import-sample.xlsx'));
    await page.getByRole('dialog', { name: 'Import preview' }).getByRole('button', { name: 'Import 3 rows' }).click();
    const report = page.getByRole('dialog', { name: 'Import Successful' });
    await report.getByText('Imported 3 products.').waitFor();
    await shownFully(page);
    await expectAccessible(page, 'import report');
    await keepScreenshot(page, 'catalogue-import');
    await report.getByRole('button', { name: 'OK' }).click();
    await report.waitFor({ state: 'hidden' });
    const search = await apiGet<{ products: Product[] }>(page, 'product/search/?query=SMP-0');
    expect(search.products.map(product => product.code).sort()).toEqual(['AQF-SMP-01', 'AQF-SMP-02', 'CRR-SMP-01']);

    await page.getByRole('button', { name: 'Aquaflow' }).click();
    const table = page.getByRole('table', { name: 'Products of Aquaflow' });
    await table.getByRole('link', { name: 'Cascade Basin Mixer', exact: true }).waitFor();

    await input.setInputFiles(path.join(samples, 'products-import-bad.xlsx'));
    await page
      .getByRole('dialog', { name: 'Import preview' })
      .getByRole('button', { name: 'Import 1 row', exact: true })
      .click();
    const badReport = page.getByRole('dialog', { name: 'Import finished with errors' });
    await badReport.getByText('Imported 1 of 5 rows; 4 failed').waitFor();
    const details = await badReport.getByRole('listitem').allTextContents();
    expect(details).toEqual([
      'Row 2: brand: No brand is named "Nowhere Brand".',
      'Row 3: price_in_inr: Price in INR is mandatory and must be greater than 0',
      expect.stringMatching(/^Row 4: name: /),
      'Row 5: is_featured: Enter yes or no.',
    ]);
    await keepScreenshot(page, 'catalogue-import-bad');
    await badReport.getByRole('button', { name: 'OK' }).click();
    await badReport.waitFor({ state: 'hidden' });
    // The list refreshed: the imported product shows in the open brand.
    await table.getByRole('link', { name: 'Pillar Tap', exact: true }).waitFor();
    await page.close();
  });

  it('picks a colour by palette, text and transparency, and fills the page with it', async () => {
    const page = await session.signedInPage('/products/color-picker');
    const canvas = page.getByTestId('color-picker-page');
    const text = page.getByLabel('Colour (hex, rgb, hsv or hsl)');
    await text.fill('rgb(255, 0, 0)');
    await expect.poll(() => page.getByLabel('Hex', { exact: true }).inputValue()).toBe('#ff0000');
    await expect.poll(() => canvas.getAttribute('data-background')).toBe('rgba(255, 0, 0, 1)');
    await page.getByLabel('Transparency').fill('0.5');
    await expect.poll(() => canvas.getAttribute('data-background')).toBe('rgba(255, 0, 0, 0.5)');
    await expect
      .poll(() => canvas.evaluate(node => getComputedStyle(node).backgroundColor))
      .toBe('rgba(255, 0, 0, 0.5)');
    await text.fill('hsl(120, 100%, 50%)');
    await expect.poll(() => page.getByLabel('Hex', { exact: true }).inputValue()).toBe('#00ff00');
    await text.fill('hsv(240, 100%, 100%)');
    await expect.poll(() => page.getByLabel('Hex', { exact: true }).inputValue()).toBe('#0000ff');
    await text.fill('rgb(300, 0, 0)');
    await page.getByText('Enter a valid hex, rgb, hsv or hsl colour.').waitFor();
    expect(await page.getByLabel('Hex', { exact: true }).inputValue()).toBe('#0000ff');
    await page.getByLabel('Transparency').fill('2');
    await page.getByText('Enter a number from 0 to 1.').waitFor();
    expect(await page.getByLabel('Transparency').getAttribute('step')).toBe('0.1');
    await page.getByRole('button', { name: '#FCDC00' }).click();
    await expect.poll(() => page.getByLabel('Hex', { exact: true }).inputValue()).toBe('#fcdc00');
    await page.getByLabel('Transparency').fill('0.8');
    const picker = page.getByTestId('color-picker');
    const width = () => picker.evaluate(node => Math.round(node.getBoundingClientRect().width));
    expect(await width()).toBe(276);
    await expectAccessible(page, 'colour picker');
    await keepScreenshot(page, 'catalogue-color-picker');
    await page.getByRole('button', { name: 'Wide (652 px)' }).click();
    await expect.poll(width).toBe(652);
    await page.getByRole('button', { name: '#4A90E2' }).click();
    await expect.poll(() => page.getByLabel('Hex', { exact: true }).inputValue()).toBe('#4a90e2');
    await expect.poll(() => canvas.getAttribute('data-background')).toBe('rgba(74, 144, 226, 0.8)');
    await expectAccessible(page, 'wide colour picker');
    await keepScreenshot(page, 'catalogue-color-picker-wide');
    await page.close();
  });

  it('loads a brand once, deletes a product from the list and deletes a brand', async () => {
    const page = await session.signedInPage('/products/list');
    const brand = (await brandNamed(page, 'Lumina'))!;
    const categories = await apiGet<Category[]>(page, `product/category/brand/${brand.id}/`);
    const loads: string[] = [];
    page.on('request', request => {
      const url = new URL(request.url()).pathname;
      if (/\/product\/(category|product)\/brand\//.test(url)) loads.push(url);
    });
    await page.getByRole('button', { name: 'Lumina' }).click();
    const table = page.getByRole('table', { name: 'Products of Lumina' });
    await table.locator('tbody tr').first().waitFor();
    await expect.poll(() => loads.length).toBe(1 + categories.length);
    await page.getByRole('button', { name: 'Sanifit' }).click();
    await page.getByRole('table', { name: 'Products of Sanifit' }).locator('tbody tr').first().waitFor();
    await table.waitFor({ state: 'detached' });
    const afterSanifit = loads.length;
    const settled = networkSettled(page);
    await page.getByRole('button', { name: 'Lumina' }).click();
    await table.locator('tbody tr').first().waitFor();
    await settled;
    expect(loads.length).toBe(afterSanifit);
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Sl.No.',
      'Category',
      'Product Code',
      'Product Name',
      'Price (rupees)',
      'Action',
    ]);
    await expectAccessible(page, 'product list');
    await keepScreenshot(page, 'catalogue-list');

    const rows = await table.locator('tbody tr').count();
    const name = (await table.locator('tbody tr').first().locator('td').nth(3).textContent())!;
    const code = (await table.locator('tbody tr').first().locator('td').nth(2).textContent())!;
    // Searched once before the deletion, so that an answer naming it is cached.
    const search = page.getByRole('searchbox', { name: 'Search Products by name, category, etc' });
    const answered = page.locator(`section[data-query="${code}"][aria-busy="false"]`);
    const codeCell = answered
      .getByRole('table', { name: 'Products found' })
      .getByRole('cell', { name: code, exact: true });
    await search.fill(code);
    await codeCell.waitFor();
    await search.fill('');
    await table
      .getByRole('button', { name: `Delete ${name}` })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText(/all its associated information/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The product has been deleted.').waitFor();
    await popupGone(page, 'The product has been deleted.');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(rows - 1);
    // The search does not serve the deleted product from what it cached.
    await search.fill(code);
    await answered.waitFor();
    expect(await codeCell.count()).toBe(0);
    await search.fill('');
    await table.locator('tbody tr').first().waitFor();

    await page.getByRole('button', { name: 'Delete Lumina' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByText(/all its associated information/)
      .waitFor();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The brand has been deleted.').waitFor();
    await popupGone(page, 'The brand has been deleted.');
    await page.getByRole('button', { name: 'Lumina' }).waitFor({ state: 'detached' });
    expect(await brandNamed(page, 'Lumina')).toBeUndefined();
    await page.close();
  });
});
