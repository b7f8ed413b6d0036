import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { productChanges, productFields } from '@/contract/catalogue/products';
import { toHttpError } from '@/dataProvider/httpError';
import { productMessages } from './productMessages';
import { brandGradient, cssBrandColor } from './brandColor';
import { mediaDeleteError, mediaSaveError } from './productErrors';
import { emptyProduct, hasRequiredFields, productInput } from './productValues';

/** The area's messages with polyglot placeholders filled, as react-admin's translate does. */
const translate = (key: string, options: Record<string, unknown> = {}) =>
  String(productMessages[key.replace('app.products.', '') as keyof typeof productMessages] ?? key).replace(
    /%\{(\w+)\}/g,
    (_, name) => String(options[name]),
  );

describe('the product form rules', () => {
  it('needs a name, a brand and a category', () => {
    expect(hasRequiredFields(emptyProduct)).toBe(false);
    expect(hasRequiredFields({ ...emptyProduct, name: '  ', brand: '1', category: '2' })).toBe(false);
    expect(hasRequiredFields({ ...emptyProduct, name: 'Tile', brand: '1', category: '2' })).toBe(true);
  });

  const inrError = 'Price in INR is mandatory and must be greater than 0';
  const problems = (schema: typeof productFields | typeof productChanges, values: object) =>
    Object.fromEntries(schema.safeParse(values).error?.issues.map(({ path, message }) => [path[0], message]) ?? []);

  it.each([
    ['', inrError],
    ['0', inrError],
    ['-1', inrError],
    ['abc', inrError],
    ['1.999', inrError],
    ['0.01', undefined],
    ['1499.50', undefined],
  ])('the form checks the INR price %j with the contract: %s', (price, error) => {
    const values = { ...emptyProduct, name: 'Tile', code: 'T-1', brand: '1', category: '2', price_in_inr: price };
    expect(problems(productFields, values)).toEqual(error ? { price_in_inr: error } : {});
    expect(problems(productChanges, values)).toEqual(error ? { price_in_inr: error } : {});
  });

  it('under each field, in the contract’s words: a missing name, code, brand or category, a wrong other price', () => {
    expect(problems(productFields, { ...emptyProduct, price_in_inr: '10', price_in_usd: '1.234' })).toEqual({
      name: 'This field is required.',
      code: 'This field is required.',
      brand: 'This field is required.',
      category: 'This field is required.',
      price_in_usd: 'Enter a price of 0 or more.',
    });
  });

  it('sends empty prices as 0 and ids as numbers', () => {
    const input = productInput({ ...emptyProduct, name: ' Tile ', brand: '3', category: '4', price_in_inr: '10.5' });
    expect(input).toMatchObject({
      name: 'Tile',
      brand: 3,
      category: 4,
      price_in_inr: 10.5,
      price_in_aed: 0,
      price_in_usd: 0,
    });
  });
});

describe('the messages of failures', () => {
  it('reads a failed image upload or replacement: timeout, 413, network, server text, default', () => {
    const fallback = 'app.products.image_update_failed';
    expect(mediaSaveError(new Error('x'), translate, fallback, true)).toBe('Upload timed out. Please try again.');
    expect(mediaSaveError(new HttpError('x', 413, {}), translate, fallback, false)).toBe(
      'Server rejected the file. Please try with a different image.',
    );
    expect(mediaSaveError(new HttpError('x', 0, {}), translate, fallback, false)).toBe(
      'Network error. Please check your connection.',
    );
    expect(mediaSaveError(toHttpError(415, { message: 'Not an image' }, 'x'), translate, fallback, false)).toBe(
      'Not an image',
    );
    expect(mediaSaveError(new HttpError('x', 500, {}), translate, fallback, false)).toBe('Failed to update image');
  });

  it.each([
    [404, {}, 'Image not found or already deleted'],
    [403, {}, "You don't have permission to delete this image"],
    [400, { message: 'Locked' }, 'Locked'],
    [400, {}, 'Invalid request'],
    [502, {}, 'Server error (502)'],
    [0, {}, 'Network error. Please check your connection.'],
  ])('reads a failed image delete of status %s', (status, body, text) => {
    expect(mediaDeleteError(toHttpError(status, body, 'x'), translate)).toBe(text);
  });
});

describe('the brand colour in CSS', () => {
  it.each([
    ['#1A2B3C', '#1A2B3C'],
    ['1a2b3c', '#1a2b3c'],
    [' fff ', '#fff'],
    ['', '#000000'],
    [null, '#000000'],
    ['red', '#000000'],
    ['#12', '#000000'],
    ['#000; background: url(https://evil.example/x)', '#000000'],
    ['1a2b3c) 0%, url(x', '#000000'],
  ])('%j is painted as %s', (stored, painted) => {
    expect(cssBrandColor(stored)).toBe(painted);
    expect(brandGradient(stored)).toContain(`${painted} 0%`);
  });
});
