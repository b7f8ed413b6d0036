import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePng } from '@/server/png';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';
import { expectAsksBeforeLeaving } from '@/tests/e2e/unsavedChanges';

const session = sharedBrowserAndServer();

interface Named {
  id: number;
  name: string;
}
interface Product extends Named {
  code: string;
  brand: number;
  category: number;
  brand_name: string;
  description: string;
  features: string;
  price_in_inr: number;
  price_in_usd: number;
  product_pdf: string | null;
  is_featured: boolean;
}
interface Media {
  id: number;
  image: string | null;
  site_installed_images: string | null;
}

const png = (seed: number) => ({
  name: `tile-${seed}.png`,
  mimeType: 'image/png',
  buffer: encodePng(64, 48, (x, y) => [(x * 4 + seed * 40) % 256, (y * 5) % 256, (seed * 90) % 256]),
});
/** A real JPEG, drawn by the browser. */
async function jpeg(page: Page, name: string) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 60;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c0562f';
    context.fillRect(0, 0, 80, 60);
    context.fillStyle = '#2f7bc0';
    context.fillRect(20, 10, 40, 30);
    const blob = await new Promise<Blob>(resolve => canvas.toBlob(b => resolve(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
/** A minimal valid one-page PDF. */
const pdf = (name: string, text = 'Brochure') => {
  const body = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
  ];
  let text_ = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = text_.length;
    text_ += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text_.length;
  text_ += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text_ += offsets.map(offset => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text_ += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text_) };
};

const fileInput = (page: Page, label: string) => page.locator(`input[type="file"][aria-label="${label}"]`);
const popupText = (page: Page) => page.locator('#popup-text');

async function closePopup(page: Page, text: string, title?: string) {
  await expect.poll(() => popupText(page).textContent()).toBe(text);
  if (title) expect(await page.locator('#popup-title').textContent()).toBe(title);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
}

async function firstBrandWithCategory(page: Page) {
  for (const brand of await apiGet<Named[]>(page, 'product/brand/list/')) {
    const [category] = await apiGet<Named[]>(page, `product/category/brand/${brand.id}/`);
    if (category) return { brand, category };
  }
  throw new Error('The demo has no category');
}

async function seededProduct(page: Page) {
  const { brand, category } = await firstBrandWithCategory(page);
  const [product] = await apiGet<Product[]>(page, `product/product/brand/${brand.id}/category/${category.id}/`);
  return product;
}

/** PUT of the page's own session, as another administrator would send it. */
const apiPut = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([apiPath, json]) => {
      const response = await fetch(`/api/v1/${apiPath}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(json),
      });
      return response.status;
    },
    [path, body] as const,
  );

describe('products', () => {
  it('checks a new product before sending, then adds it with two images, a dropped site photo and a brochure', async () => {
    const page = await session.signedInPage('/products/add-product');
    const { brand, category } = await firstBrandWithCategory(page);
    const addButton = page.getByRole('button', { name: /^Add Product/ });
    const creates: string[] = [];
    page.on('request', request => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/product/product/'))
        creates.push(request.url());
    });
    await addButton.click();
    await closePopup(
      page,
      'Please fill in all required fields: Product Name, Brand, and Category',
      'Missing Information',
    );
    // Each field says what is wrong with it too, in the contract's words.
    await page.getByText('This field is required.').first().waitFor();
    expect(await page.getByText('This field is required.').count()).toBe(4);

    await page.getByLabel(/^Product Name/).fill('Test Marble Slab');
    await page.getByLabel(/^Product Code/).fill('TMS-001');
    expect(await page.getByRole('combobox', { name: /^Category/ }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('combobox', { name: /^Brand/ }).click();
    await page.getByRole('option', { name: brand.name, exact: true }).click();
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: category.name, exact: true }).click();
    await addButton.click();
    await closePopup(page, 'Price in INR is mandatory and must be greater than 0', 'INR Price Required');
    await page.getByLabel(/^Price in INR/).fill('0');
    await addButton.click();
    await closePopup(page, 'Price in INR is mandatory and must be greater than 0', 'INR Price Required');
    await page
      .locator('.MuiFormHelperText-root', { hasText: 'Price in INR is mandatory and must be greater than 0' })
      .waitFor();
    await page.getByLabel(/^Price in INR/).fill('1499.50');
    await page.getByLabel(/^Price in USD/).fill('1.234');
    await page.getByLabel(/^Description/).click();
    await page.getByText('Enter a price of 0 or more.').waitFor();
    await page.getByLabel(/^Price in USD/).fill('18');
    await page.getByLabel(/^Description/).fill('Polished white marble');
    await page.getByLabel(/^Features/).fill('Stain resistant\nFrost proof');
    expect(creates).toHaveLength(0);

    await addButton.click();
    const noImages = page.getByRole('dialog', { name: 'No Images' });
    await noImages.getByText("You haven't selected any images. Do you want to continue without images?").waitFor();
    await noImages.getByRole('button', { name: 'No, Add Images' }).click();
    await noImages.waitFor({ state: 'hidden' });
    expect(creates).toHaveLength(0);

    await fileInput(page, 'Product Images').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await page.getByText('Please select a valid image file (JPEG, PNG, WebP)').waitFor();
    await fileInput(page, 'Product Images').setInputFiles([
      png(1),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
    ]);
    await page
      .getByText('Some files are not valid image files (JPEG, PNG, WebP). Please select only valid images.')
      .waitFor();
    const productList = page.getByRole('list', { name: 'Product Images' });
    await expect.poll(() => productList.getByRole('listitem').count()).toBe(1);
    await fileInput(page, 'Product Images').setInputFiles(await jpeg(page, 'front.jpg'));
    await expect.poll(() => productList.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Clear All Images' }).click();
    await expect.poll(() => productList.count()).toBe(0);
    await fileInput(page, 'Product Images').setInputFiles([png(2), await jpeg(page, 'side.jpg'), png(3)]);
    await expect.poll(() => productList.getByRole('listitem').count()).toBe(3);
    await page.getByRole('button', { name: 'Remove tile-3.jpg' }).click();
    await expect.poll(() => productList.getByRole('listitem').count()).toBe(2);

    // Drop: a text file is refused, a PNG is taken.
    const drop = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const transfer = await page.evaluateHandle(
        ({ name, type, base64 }) => {
          const data = new DataTransfer();
          const bytes = Uint8Array.from(atob(base64), c => c.charCodeAt(0));
          data.items.add(new File([bytes], name, { type }));
          return data;
        },
        { name: file.name, type: file.mimeType, base64: file.buffer.toString('base64') },
      );
      await page.getByTestId('drop-Site Installed Images').dispatchEvent('drop', { dataTransfer: transfer });
    };
    await drop({ name: 'readme.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page.getByText('Please drop only valid image files (JPEG, PNG, WebP)').waitFor();
    await drop(png(4));
    await expect
      .poll(() => page.getByRole('list', { name: 'Site Installed Images' }).getByRole('listitem').count())
      .toBe(1);

    await fileInput(page, 'Product Brochure').setInputFiles({
      name: 'x.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await page.getByText('Please select a valid PDF file').waitFor();
    await fileInput(page, 'Product Brochure').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await page.getByText('Please select a PDF file smaller than 10MB').waitFor();
    await fileInput(page, 'Product Brochure').setInputFiles(pdf('marble.pdf'));
    await page.getByRole('link', { name: 'Preview PDF' }).waitFor();
    await page.getByLabel('Is this a Trending Product').check();
    const summary = page.getByRole('region', { name: 'Summary' });
    expect(await summary.textContent()).toContain('Product images: 2');
    expect(await summary.textContent()).toContain('Site installed images: 1');
    await expectAccessible(page, 'add product');
    await keepScreenshot(page, 'add-product');

    await page.getByRole('button', { name: 'Add Product (3 images)' }).dblclick();
    await page.waitForURL(url => url.pathname === '/products/list');
    expect(creates).toHaveLength(1);
    const [created] = (await apiGet<{ products: Product[] }>(page, 'product/search/?query=TMS-001')).products;
    expect(created).toMatchObject({
      name: 'Test Marble Slab',
      brand: brand.id,
      category: category.id,
      price_in_inr: 1499.5,
      price_in_usd: 18,
      features: 'Stain resistant\nFrost proof',
      is_featured: true,
    });
    expect(created.product_pdf).toMatch(/^\/media\/.+\.pdf$/);
    const media = await apiGet<Media[]>(page, `product/media/retrieve/${created.id}/`);
    expect(media.filter(item => item.image).length).toBe(2);
    expect(media.filter(item => item.site_installed_images).length).toBe(1);
    await page.close();
  });

  it('keeps everything typed and picked when the server refuses the product, and says why', async () => {
    const page = await session.signedInPage('/products/add-product');
    const taken = await seededProduct(page);
    const { brand, category } = await firstBrandWithCategory(page);
    await page.getByLabel(/^Product Name/).fill('Copy of a product');
    await page.getByLabel(/^Product Code/).fill(taken.code);
    await page.getByRole('combobox', { name: /^Brand/ }).click();
    await page.getByRole('option', { name: brand.name, exact: true }).click();
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: category.name, exact: true }).click();
    await page.getByLabel(/^Price in INR/).fill('12');

    // A file that claims to be a PNG but is not one cannot be compressed.
    await fileInput(page, 'Product Images').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('no'),
    });
    await closePopup(page, 'Failed to compress image. Please try a different image.', 'Compression Failed');

    await page.getByRole('button', { name: 'Add Product (0 images)' }).click();
    await page.getByRole('dialog', { name: 'No Images' }).getByRole('button', { name: 'Yes, Continue' }).click();
    await closePopup(page, 'code: A product with this code already exists.', 'Error!');
    await page.getByText('A product with this code already exists.').waitFor();
    expect(await page.getByLabel(/^Product Name/).inputValue()).toBe('Copy of a product');
    expect(await page.getByLabel(/^Price in INR/).inputValue()).toBe('12');
    expect(await page.getByRole('combobox', { name: /^Category/ }).textContent()).toBe(category.name);

    // Refused again with an image and a brochure picked: they stay too.
    await fileInput(page, 'Product Images').setInputFiles(png(5));
    await fileInput(page, 'Product Brochure').setInputFiles(pdf('copy.pdf'));
    await page.getByRole('button', { name: 'Add Product (1 images)' }).click();
    await closePopup(page, 'code: A product with this code already exists.', 'Error!');
    expect(await page.getByRole('list', { name: 'Product Images' }).getByRole('listitem').count()).toBe(1);
    await page.getByRole('link', { name: 'Preview PDF' }).waitFor();
    expect(await page.getByLabel(/^Product Code/).inputValue()).toBe(taken.code);
    await page.close();
  });

  it('asks before a half-filled form is left by a menu item or a reload', async () => {
    const page = await session.signedInPage('/products/add-product');
    await page.getByLabel(/^Product Name/).fill('Half a product');
    await fileInput(page, 'Product Images').setInputFiles(png(6));
    const images = page.getByRole('list', { name: 'Product Images' }).getByRole('listitem');
    await expect.poll(() => images.count()).toBe(1);
    await expectAsksBeforeLeaving(page, page.getByLabel(/^Product Name/), 'Vouchers');
    await page.close();
  });

  it('edits the details, description and features separately, and a refresh keeps an edit in progress', async () => {
    const context = await (async () => {
      const page = await session.signedInPage('/', undefined, { ownContext: true });
      return { page, product: await seededProduct(page) };
    })();
    const { page, product } = context;
    await page.clock.install();
    await page.goto(`${session.server.url}/products/product-detail/${product.id}`);
    await page.getByRole('heading', { name: `${product.brand_name} > ${product.name}` }).waitFor();
    await expectAccessible(page, 'product detail');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const details = page.getByRole('form', { name: 'Product Details' });
    await details.getByLabel(/^Product Name/).fill('Renamed Tile');
    await details.getByLabel(/^Price in INR/).fill('0');
    await details.getByRole('button', { name: 'Save' }).click();
    await closePopup(page, 'Price in INR is mandatory and must be greater than 0', 'INR Price Required');
    await details
      .locator('.MuiFormHelperText-root', { hasText: 'Price in INR is mandatory and must be greater than 0' })
      .waitFor();
    await details.getByLabel(/^Price in INR/).fill('2100');
    await expectAccessible(page, 'product detail, editing');
    await keepScreenshot(page, 'product-detail-editing');
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: `${product.brand_name} > Renamed Tile` }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Product Details' }).textContent()).toContain('₹2,100');

    await page.getByRole('button', { name: 'Edit description' }).click();
    await page
      .getByRole('form', { name: 'Edit description' })
      .getByLabel(/^Description/)
      .fill('New matt finish');
    await page.getByRole('form', { name: 'Edit description' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('region', { name: 'Description' }).getByText('New matt finish').waitFor();

    // Another administrator changes the features while these are being edited; the 5-minute refresh keeps the typing.
    await page.getByRole('button', { name: 'Edit features' }).click();
    const features = page.getByRole('form', { name: 'Edit features' }).getByLabel(/^Features/);
    await features.fill('Typed here');
    expect(await apiPut(page, `product/product/update/${product.id}/`, { features: 'Changed elsewhere' })).toBe(200);
    const refreshed = page.waitForResponse(response =>
      response.url().endsWith(`/product/product/retrieve/${product.id}/`),
    );
    await page.clock.fastForward('05:01');
    await refreshed;
    expect(await features.inputValue()).toBe('Typed here');
    // A refresh that fails keeps the page and the typing too.
    const retrieve = `**/product/product/retrieve/${product.id}/`;
    await page.route(retrieve, route => route.fulfill({ status: 500, json: { detail: 'Down for a moment' } }));
    const failed = page.waitForResponse(response =>
      response.url().endsWith(`/product/product/retrieve/${product.id}/`),
    );
    await page.clock.fastForward('05:01');
    expect((await failed).status()).toBe(500);
    await page.locator('[data-failed-refreshes="1"]').waitFor();
    expect(await features.inputValue()).toBe('Typed here');
    await page.unroute(retrieve);
    await page.getByRole('form', { name: 'Edit features' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('region', { name: 'Features' }).getByText('Typed here').waitFor();

    const saved = await apiGet<Product>(page, `product/product/retrieve/${product.id}/`);
    expect(saved).toMatchObject({
      name: 'Renamed Tile',
      price_in_inr: 2100,
      description: 'New matt finish',
      features: 'Typed here',
    });
    await page.getByText('Features updated successfully').waitFor({ state: 'hidden' });
    await keepScreenshot(page, 'product-detail');
    await page.close();
  });

  it('adds, replaces and deletes images, and runs the brochure cycle', async () => {
    const page = await session.signedInPage('/');
    const { brand, category } = await firstBrandWithCategory(page);
    const created = await page.evaluate(
      async ([brandId, categoryId]) => {
        const form = new FormData();
        Object.entries({
          name: 'Bare Product',
          code: 'BARE-1',
          brand: brandId,
          category: categoryId,
          price_in_inr: 10,
        }).forEach(([key, value]) => form.append(key, String(value)));
        const response = await fetch('/api/v1/product/product/', {
          method: 'POST',
          headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
          body: form,
        });
        return (await response.json()) as { id: number };
      },
      [brand.id, category.id],
    );
    await page.goto(`${session.server.url}/products/product-detail/${created.id}`);
    const images = page.getByRole('region', { name: 'Product Images' });
    const site = page.getByRole('region', { name: 'Site Images' });
    const brochure = page.getByRole('region', { name: 'Product Brochure' });
    await images.getByText('No product images available.').waitFor();
    await images.getByRole('button', { name: 'Upload First Image' }).waitFor();
    await site.getByText('No site images available.').waitFor();
    await brochure.getByText('No PDF brochure uploaded').waitFor();
    await expectAccessible(page, 'empty product detail');

    await fileInput(page, 'Add Image: Product Images').setInputFiles([png(5), await jpeg(page, 'b.jpg')]);
    await images.getByText('New').first().waitFor();
    await expect.poll(() => images.getByText('New').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => images.getByRole('listitem').count()).toBe(2);
    await fileInput(page, 'Add Image: Site Images').setInputFiles(png(6));
    await expect.poll(() => site.getByText('New').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => site.getByRole('listitem').count()).toBe(1);

    const before = await apiGet<Media[]>(page, `product/media/retrieve/${created.id}/`);
    await images.getByRole('button', { name: 'Edit Images' }).click();
    await images.getByRole('button', { name: 'Update Product Images 1' }).waitFor();
    // The update input follows the clicked item: click Update, then give it the file.
    const chooser = page.waitForEvent('filechooser');
    await images.getByRole('button', { name: 'Update Product Images 1' }).click();
    await (await chooser).setFiles(png(7));
    await images
      .getByText(/^(Uploading\.\.\.|New)$/)
      .first()
      .waitFor();
    await expect.poll(() => images.getByText('New').count(), { timeout: 10_000 }).toBe(0);
    // 'New' goes once the picture is in the form; its upload may still be on its way.
    const mediaNow = () => apiGet<Media[]>(page, `product/media/retrieve/${created.id}/`);
    await expect.poll(async () => (await mediaNow())[0].image).not.toBe(before[0].image);
    expect((await mediaNow())[0].id).toBe(before[0].id);
    await keepScreenshot(page, 'product-images-edit');
    await images.getByRole('button', { name: 'Delete Product Images 2' }).click();
    await page.getByRole('dialog', { name: 'Delete this image?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The image has been deleted.').waitFor();
    await page.getByText('The image has been deleted.').waitFor({ state: 'hidden' });
    await expect.poll(() => images.getByRole('listitem').count()).toBe(1);
    const remaining = await apiGet<Media[]>(page, `product/media/retrieve/${created.id}/`);
    expect(remaining.filter(item => item.image).map(item => item.id)).toEqual([before[0].id]);

    await fileInput(page, 'Product Brochure').setInputFiles({
      name: 'x.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await closePopup(page, 'Please select a valid PDF file');
    await brochure.getByRole('button', { name: 'Add PDF' }).waitFor();
    await fileInput(page, 'Product Brochure').setInputFiles(pdf('first.pdf'));
    const view = brochure.getByRole('link', { name: 'View PDF' });
    await view.waitFor();
    expect(await view.getAttribute('target')).toBe('_blank');
    const firstHref = (await view.getAttribute('href'))!;
    const served = await page.evaluate(async href => {
      const response = await fetch(href);
      return { status: response.status, head: (await response.text()).slice(0, 5) };
    }, firstHref);
    expect(served).toEqual({ status: 200, head: '%PDF-' });
    await page.getByText('Product brochure updated successfully').waitFor({ state: 'hidden' });
    await fileInput(page, 'Product Brochure').setInputFiles(pdf('second.pdf', 'Second'));
    await brochure.getByRole('button', { name: 'Update PDF' }).waitFor();
    await expect.poll(() => view.getAttribute('href')).not.toBe(firstHref);
    await page.getByText('Product brochure updated successfully').waitFor({ state: 'hidden' });
    await brochure.getByRole('button', { name: 'Delete PDF' }).click();
    await page.getByRole('dialog', { name: 'Delete the brochure?' }).getByRole('button', { name: 'Delete' }).click();
    await brochure.getByText('No PDF brochure uploaded').waitFor();
    expect((await apiGet<Product>(page, `product/product/retrieve/${created.id}/`)).product_pdf).toBeNull();
    await page.close();
  });

  it('deletes a product from its page after confirming, and shows an absent one as not found', async () => {
    const page = await session.signedInPage('/');
    const product = await seededProduct(page);
    await page.goto(`${session.server.url}/products/product-detail/${product.id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText(/associated information/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).dblclick();
    await page.getByText('The product has been deleted.').waitFor();
    await page.waitForURL(url => url.pathname === '/products/list');
    const status = await page.evaluate(async id => {
      const response = await fetch(`/api/v1/product/product/retrieve/${id}/`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return response.status;
    }, product.id);
    expect(status).toBe(404);
    await page.goto(`${session.server.url}/products/product-detail/${product.id}`);
    await page.getByText('No product found.').waitFor();
    await expectAccessible(page, 'absent product');
    await page.close();
  });
});
