import { z } from 'zod';
import type { Decimal } from '../fields/answered';
import { yesNo } from '../fields/choices';
import { id } from '../fields/ids';
import { amount } from '../fields/numbers';
import { blankAsAbsent } from '../fields/presence';
import { whenValid } from '../fields/when';
import { lines, text } from '../fields/text';

const INR_ERROR = 'Price in INR is mandatory and must be greater than 0';
const PRICE_ERROR = 'Enter a price of 0 or more.';
const MAX_PRICE = 1e12;

/** An amount of money with at most two decimals: above 0 when `positive`, else not below 0; `error` for anything else. */
const price = (error: string, { positive = false } = {}) =>
  amount(
    { notNumber: error, negative: error, tooPrecise: error, tooLarge: error },
    { decimals: 2, max: MAX_PRICE, positive },
  );

/** A product's fields, as the product form and a row of the product import give them (its brochure is a file). */
export const productFields = z.object({
  name: text({ maxLength: 255 }),
  code: text({ maxLength: 100 }),
  brand: id(),
  category: id(),
  price_in_inr: price(INR_ERROR, { positive: true }),
  price_in_aed: blankAsAbsent(price(PRICE_ERROR)),
  price_in_sar: blankAsAbsent(price(PRICE_ERROR)),
  price_in_qar: blankAsAbsent(price(PRICE_ERROR)),
  price_in_usd: blankAsAbsent(price(PRICE_ERROR)),
  description: blankAsAbsent(lines()),
  features: blankAsAbsent(lines()),
  is_featured: blankAsAbsent(yesNo()),
});

/** The fields an edit of a product sends: only those sent change. */
export const productChanges = productFields.partial();

type Price = 'price_in_inr' | 'price_in_aed' | 'price_in_sar' | 'price_in_qar' | 'price_in_usd';

/** A product as the API answers it: its fields (prices as decimals), its brand's and category's names, its brochure's path. */
export type Product = Required<Omit<z.output<typeof productFields>, Price>> &
  Record<Price, Decimal> & { id: number; brand_name: string; category_name: string; product_pdf: string | null };

/** An image of a product; the app flags its own temporary items, shown while their upload runs. */
export type ProductMedia = {
  id: number | string;
  image: string | null;
  site_installed_images: string | null;
  uploaded_at: string;
  is_temp?: boolean;
  is_local?: boolean;
};

/** A product's columns, as stored. */
export interface ProductColumns {
  name: string;
  code: string;
  brand_id: number;
  category_id: number;
  description: string;
  features: string;
  price_in_inr: number;
  price_in_aed: number;
  price_in_sar: number;
  price_in_qar: number;
  price_in_usd: number;
  is_featured: boolean;
}

/**
 * What the product rules ask of the catalogue. Names compare as the server's database does
 * (ASCII letters in any case). A browser that cannot know whether a code is taken answers false.
 */
export interface CatalogueLookup {
  brandNamed(name: string): number | undefined;
  categoryNamed(brand: number, name: string): number | undefined;
  brandExists(brand: number): boolean;
  categoryInBrand(category: number, brand: number): boolean;
  /** Whether another product than `exceptId` has the code. */
  codeTaken(code: string, exceptId: number): boolean;
}

const asColumns = ({ brand, category, ...fields }: z.output<typeof productFields>): ProductColumns => ({
  ...fields,
  brand_id: brand,
  category_id: category,
  price_in_aed: fields.price_in_aed ?? 0,
  price_in_sar: fields.price_in_sar ?? 0,
  price_in_qar: fields.price_in_qar ?? 0,
  price_in_usd: fields.price_in_usd ?? 0,
  description: fields.description ?? '',
  features: fields.features ?? '',
  is_featured: fields.is_featured ?? false,
});

/**
 * A product's fields checked against the catalogue (the brand exists, the category belongs
 * to it, no product but `exceptId` has the code), as the columns stored.
 */
export const productInput = (catalogue: CatalogueLookup, exceptId = 0) =>
  productFields
    .refine(({ brand }) => catalogue.brandExists(brand), {
      path: ['brand'],
      message: 'Select an existing brand.',
      when: whenValid('brand'),
    })
    .refine(({ brand, category }) => catalogue.categoryInBrand(category, brand), {
      path: ['category'],
      message: 'Select a category of the chosen brand.',
      when: whenValid('brand', 'category'),
    })
    .refine(({ code }) => !catalogue.codeTaken(code, exceptId), {
      path: ['code'],
      message: 'A product with this code already exists.',
      when: whenValid('code'),
    })
    .transform(asColumns);
