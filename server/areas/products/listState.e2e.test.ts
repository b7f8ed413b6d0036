import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';
import { checkListState } from '@/tests/e2e/listState';

const session = sharedBrowserAndServer();

interface Named {
  id: number;
  name: string;
}
interface Product extends Named {
  code: string;
}

const searchboxName = 'Search Products by name, category, etc';
const table = 'Products found';
const rowsOf = (page: Page) => page.getByRole('table', { name: table }).locator('tbody tr');
const params = (page: Page) => new URL(page.url()).searchParams;

/** A brand of the demo and its first category, by the brand's name. */
async function brandAndCategory(page: Page, name: string) {
  const brand = (await apiGet<Named[]>(page, 'product/brand/list/')).find(found => found.name === name)!;
  const [category] = await apiGet<Named[]>(page, `product/category/brand/${brand.id}/`);
  return { brand, category };
}

/** Adds a product through the API (multipart, as the add form sends it) with the page's own session. */
function addProduct(page: Page, fields: Record<string, string | number>): Promise<Product> {
  return page.evaluate(async body => {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, String(value));
    const response = await fetch('/api/v1/product/product/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      body: form,
    });
    return response.json();
  }, fields);
}

/** `count` products named '{word} {n}' with codes '{prefix}-{n}', in the given brand's first category. */
async function addProducts(page: Page, word: string, brandName: string, count: number, from = 1) {
  const { brand, category } = await brandAndCategory(page, brandName);
  const added: Product[] = [];
  for (let index = from; index < from + count; index += 1) {
    added.push(
      await addProduct(page, {
        name: `${word} ${brandName} ${index}`,
        code: `${word.toUpperCase()}-${index}`,
        brand: brand.id,
        category: category.id,
        price_in_inr: 1000 + index * 37,
        is_featured: index % 3 === 0 ? 'yes' : 'no',
      }),
    );
  }
  return added;
}

describe('the product list keeps its state in the URL', () => {
  it('search results: search, sort, page and a filter survive Back and reload', async () => {
    const page = await session.signedInPage('/products/list');
    await addProducts(page, 'Listcase', 'Aquaflow', 20);
    await addProducts(page, 'Listcase', 'Lumina', 6, 21);
    await checkListState(page, {
      path: '/products/list',
      table,
      searchbox: searchboxName,
      search: 'listcase',
      sortBy: 'Price (rupees)',
      filter: { label: 'Brand', option: 'Lumina' },
      openRow: /^Edit Listcase/,
    });
    // The filter holds the brand: every row is Lumina's, the dearest first (price, descending).
    const cellsOf = (column: number) =>
      rowsOf(page).evaluateAll(
        (rows, index) => rows.map(row => (row as HTMLTableRowElement).cells[index].textContent),
        column,
      );
    expect(new Set(await cellsOf(4))).toEqual(new Set(['Lumina']));
    const names = await cellsOf(2);
    expect(names).toEqual([26, 25, 24, 23, 22, 21].map(index => `Listcase Lumina ${index}`));

    // Trending, from "Add filter" too: Lumina's trending ones are 21 and 24.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Trending', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Trending' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await expect.poll(() => cellsOf(2)).toEqual(['Listcase Lumina 24', 'Listcase Lumina 21']);
    expect(JSON.parse(params(page).get('filter')!)).toMatchObject({ q: 'listcase', is_featured: 'true' });
    await page.reload();
    await expect.poll(() => cellsOf(7)).toEqual(['Yes', 'Yes']);
    await expectAccessible(page, 'product search results');
    await keepScreenshot(page, 'products-list-state');
    await page.close();
  });

  it('an open brand is in the URL: Back from a product and a reload reopen it', async () => {
    const page = await session.signedInPage('/products/list');
    const { brand } = await brandAndCategory(page, 'Sanifit');
    await page.getByRole('button', { name: 'Sanifit', exact: true }).click();
    const brandTable = page.getByRole('table', { name: 'Products of Sanifit' });
    await brandTable.locator('tbody tr').first().waitFor();
    await expect.poll(() => params(page).get('brand')).toBe(String(brand.id));
    const url = page.url();
    const firstProduct = (await brandTable.locator('tbody tr').first().locator('td').nth(3).textContent())!;

    await brandTable.getByRole('link', { name: firstProduct, exact: true }).first().click();
    await page.waitForURL(address => address.pathname.startsWith('/products/product-detail/'));
    await page.goBack();
    await expect.poll(() => page.url()).toBe(url);
    await brandTable.getByRole('link', { name: firstProduct, exact: true }).first().waitFor();

    await page.reload();
    await brandTable.getByRole('link', { name: firstProduct, exact: true }).first().waitFor();
    expect(page.url()).toBe(url);
    // One open at a time: opening another closes it, and the URL names the new one.
    const lumina = await brandAndCategory(page, 'Lumina');
    await page.getByRole('button', { name: 'Lumina', exact: true }).click();
    await page.getByRole('table', { name: 'Products of Lumina' }).locator('tbody tr').first().waitFor();
    await brandTable.waitFor({ state: 'detached' });
    await expect.poll(() => params(page).get('brand')).toBe(String(lumina.brand.id));
    await page.getByRole('button', { name: 'Lumina', exact: true }).click();
    await expect.poll(() => params(page).get('brand')).toBeNull();
    await page.close();
  });

  it('exports and deletes 3 selected products after one confirmation naming their count', async () => {
    const page = await session.signedInPage('/products/list');
    const added = await addProducts(page, 'Bulkprod', 'Woodcraft', 3);
    await page.getByRole('searchbox', { name: searchboxName }).fill('bulkprod');
    const rows = rowsOf(page);
    await expect.poll(() => rows.count()).toBe(3);

    // Two rows by mouse, the third by keyboard.
    await rows.nth(0).getByRole('checkbox').click();
    await rows.nth(1).getByRole('checkbox').click();
    await rows.nth(2).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await page.getByText('3 items selected').waitFor();
    await expectAccessible(page, 'product bulk selection');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const sheet = Object.values(XLSX.read(readFileSync(await download.path())).Sheets)[0];
    const exported = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(exported.map(row => row['Product Code']).sort()).toEqual(['BULKPROD-1', 'BULKPROD-2', 'BULKPROD-3']);
    expect(exported[0]).toMatchObject({ Brand: 'Woodcraft', Trending: expect.stringMatching(/^(Yes|No)$/) });
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const deletes: string[] = [];
    page.on('request', request => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: 'Delete 3 selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText("Delete the 3 selected rows? You won't be able to revert this!").waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await keepScreenshot(page, 'products-bulk-delete');
    await confirm.getByRole('button', { name: 'Delete' }).dblclick();
    await page.getByRole('dialog', { name: 'Deleted!' }).getByText('3 deleted').waitFor();
    expect(deletes.sort()).toEqual(added.map(product => `/api/v1/product/product/delete/${product.id}/`).sort());

    await page.getByText('No results found for "bulkprod".').waitFor();
    const remaining = await apiGet<{ products: Product[] }>(page, 'product/search/?query=bulkprod');
    expect(remaining.products).toEqual([]);
    await page.close();
  });

  it('reports a bulk delete as a whole: what was deleted and why the rest failed', async () => {
    const page = await session.signedInPage('/products/list');
    const added = await addProducts(page, 'Partprod', 'Woodcraft', 3);
    const locked = added[1];
    await page.route(`**/api/v1/product/product/delete/${locked.id}/`, route =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"This product is locked."}' }),
    );
    await page.getByRole('searchbox', { name: searchboxName }).fill('partprod');
    const rows = rowsOf(page);
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByRole('table', { name: table }).locator('thead').getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Delete 3 selected' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    const report = page.getByRole('alertdialog', { name: 'Error!' });
    await report.getByText(/2 deleted/).waitFor();
    expect(await report.textContent()).toMatch(/2 deleted\s*1 failed:\s*This product is locked\./);

    const remaining = await apiGet<{ products: Product[] }>(page, 'product/search/?query=partprod');
    expect(remaining.products.map(product => product.id)).toEqual([locked.id]);
    await page.close();
  });
});
