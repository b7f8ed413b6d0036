import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider';
import AddBrand from '../../../resources/products/AddBrand';
import AddCategory from '../../../resources/products/AddCategory';
import AddProduct from '../../../resources/products/AddProduct';
import AddVoucher from '../../../resources/vouchers/AddVoucher';
import { i18nProvider } from '../../../src/i18n';
import { PopupProvider } from '../../../src/ui/PopupProvider';
import { fakeServer, makeToken, signInWith } from '../fakes';

const brands = [{ id: 4, name: 'Marblex', color: '#1A2B3C', description: '', logo: null }];

/** A signed-in session against a fake server that knows one brand and no categories; every call is recorded. */
function server() {
  signInWith(makeToken());
  return fakeServer(call =>
    call.method !== 'GET'
      ? { status: 500, body: { detail: 'Nothing should have been sent.' } }
      : call.path === 'product/brand/list/'
        ? { body: brands }
        : call.path.startsWith('product/category/brand/')
          ? { body: [] }
          : { status: 404, body: { detail: 'Not found.' } },
  ).calls;
}

function renderAt(path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <PopupProvider>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </PopupProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The message shown under the field labelled `label` (its MUI helper text). */
const messageUnder = (label: RegExp) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

const inPast = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the catalogue and voucher forms check with the contract before sending', () => {
  it('a brand: the spec’s words under the name, on submit and when the field is left, and nothing sent', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderAt('/products/add-brand', <AddBrand />);
    await user.click(await screen.findByRole('button', { name: 'Add Brand' }));
    await screen.findByText('Brand name is required');
    await user.type(screen.getByLabelText(/^Brand Name/), ' M ');
    await user.tab();
    await waitFor(() => expect(messageUnder(/^Brand Name/)).toBe('Brand name must be at least 2 characters long'));
    await user.clear(screen.getByLabelText('Colour (hex)'));
    await user.tab();
    await screen.findByText('Enter a colour as a hex code, like #1A2B3C.');
    await user.click(screen.getByRole('button', { name: 'Add Brand' }));
    expect(screen.getByLabelText(/^Brand Name/)).toHaveValue(' M ');
    expect(screen.getByLabelText(/^Brand Name/)).toBeRequired();
    expect(calls.filter(call => call.method !== 'GET')).toEqual([]);
  });

  it('a category: the brand popup and the spec’s words under both fields, and nothing sent', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderAt('/products/add-category', <AddCategory />);
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const popup = await screen.findByRole('alertdialog');
    within(popup).getByText('Please select a brand before creating the category!');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(messageUnder(/^Category Name/)).toBe('Category name is required');
    await screen.findByText('Brand selection is required');
    expect(calls.filter(call => call.method !== 'GET')).toEqual([]);
  });

  it('a product: the Missing Information popup, the contract’s words under the fields, and nothing sent', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderAt('/products/add-product', <AddProduct />);
    await user.click(await screen.findByRole('button', { name: /^Add Product/ }));
    const popup = await screen.findByRole('alertdialog');
    within(popup).getByText('Please fill in all required fields: Product Name, Brand, and Category');
    within(popup).getByText('Missing Information');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(messageUnder(/^Product Name/)).toBe('This field is required.');
    expect(messageUnder(/^Product Code/)).toBe('This field is required.');
    expect(messageUnder(/^Price in INR/)).toBe('Price in INR is mandatory and must be greater than 0');
    await user.type(screen.getByLabelText(/^Price in USD/), '1.234');
    await user.tab();
    await waitFor(() => expect(messageUnder(/^Price in USD/)).toBe('Enter a price of 0 or more.'));
    expect(calls.filter(call => call.method !== 'GET')).toEqual([]);
  });

  it('a voucher: required fields, points and a past expiry in the contract’s words, and nothing sent', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderAt('/vouchers/add-voucher', <AddVoucher />);
    await user.click(await screen.findByRole('button', { name: 'Add Voucher' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(5));
    for (const label of [/^Offer Name/, /^Points Required/, /^Expiry Date/, /^About Voucher/, /^How to Redeem/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    await user.type(screen.getByLabelText(/^Points Required/), '0');
    await user.type(screen.getByLabelText(/^Expiry Date/), inPast(3));
    await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
    await waitFor(() => expect(messageUnder(/^Points Required/)).toBe('Enter a whole number above 0.'));
    expect(messageUnder(/^Expiry Date/)).toBe('The expiry date cannot be in the past.');
    await user.type(screen.getByLabelText('New voucher code'), 'X'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
    await screen.findByText('A code cannot have more than 100 characters.');
    expect(calls.filter(call => call.method !== 'GET')).toEqual([]);
  });
});
