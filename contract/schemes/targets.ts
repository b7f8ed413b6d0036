import type { SchemeProduct } from './matchProducts';
import type { ProductTarget } from './scheme';

/** Whether the target covers the product. */
export const covers = (target: ProductTarget, product: SchemeProduct) =>
  'product' in target
    ? target.product === product.id
    : 'category' in target
      ? target.category === product.category
      : target.brand === product.brand;

/** One key per target: two rules over the same products share it. */
export const targetKey = (target: ProductTarget) =>
  'product' in target
    ? `product ${target.product}`
    : 'category' in target
      ? `category ${target.category}`
      : `brand ${target.brand}`;

/** The keys of every target that covers the product: its own, its category's and its brand's. */
export const keysCovering = (product: SchemeProduct) => [
  targetKey({ product: product.id }),
  targetKey({ category: product.category }),
  targetKey({ brand: product.brand }),
];
