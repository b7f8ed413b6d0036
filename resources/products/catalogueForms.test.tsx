import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messageUnder, renderAt, server } from '@/tests/unit/screens/formChecks';
import AddBrand from './AddBrand';
import AddCategory from './AddCategory';
import AddProduct from './AddProduct';

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
});
