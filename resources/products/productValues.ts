import type { Product } from './catalogueTypes';
import type { ProductInput } from './productCalls';

export const priceFields = ['price_in_inr', 'price_in_aed', 'price_in_sar', 'price_in_qar', 'price_in_usd'] as const;
export type PriceField = (typeof priceFields)[number];

/** The form's values: text as typed, ids of the selects as text. */
export type ProductFormValues = { name: string; code: string; brand: string; category: string } & Record<
  PriceField,
  string
> & { description: string; features: string; is_featured: boolean };

export const productFieldNames = ['name', 'code', 'brand', 'category', ...priceFields, 'description', 'features'];

export const emptyProduct: ProductFormValues = {
  name: '',
  code: '',
  brand: '',
  category: '',
  price_in_inr: '',
  price_in_aed: '',
  price_in_sar: '',
  price_in_qar: '',
  price_in_usd: '',
  description: '',
  features: '',
  is_featured: false,
};

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const productFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  code: product.code,
  brand: asText(product.brand),
  category: asText(product.category),
  price_in_inr: asText(product.price_in_inr),
  price_in_aed: asText(product.price_in_aed),
  price_in_sar: asText(product.price_in_sar),
  price_in_qar: asText(product.price_in_qar),
  price_in_usd: asText(product.price_in_usd),
  description: product.description ?? '',
  features: product.features ?? '',
  is_featured: !!product.is_featured,
});

/** Prices left empty are 0 (spec, section 5). */
const price = (text: string) => (text.trim() === '' ? 0 : Number(text));

export const productInput = (values: ProductFormValues): ProductInput => ({
  name: values.name.trim(),
  code: values.code.trim(),
  brand: Number(values.brand),
  category: Number(values.category),
  price_in_inr: price(values.price_in_inr),
  price_in_aed: price(values.price_in_aed),
  price_in_sar: price(values.price_in_sar),
  price_in_qar: price(values.price_in_qar),
  price_in_usd: price(values.price_in_usd),
  description: values.description,
  features: values.features,
  is_featured: values.is_featured,
});

/** Whether a name, a brand and a category are given: else adding says 'Missing Information'. */
export const hasRequiredFields = (values: ProductFormValues) =>
  values.name.trim() !== '' && values.brand !== '' && values.category !== '';
