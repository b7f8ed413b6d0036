import type { SchemeProduct } from './matchProducts';
import type { ProductTarget } from './scheme';

/** Whether the target covers the product. */
export const covers = (target: ProductTarget, product: SchemeProduct) =>
  'product' in target
    ? target.product === product.id
    : 'category' in target
      ? target.category === product.category
      : target.brand === product.brand;

/** How narrow a target is: a product before a category, a category (within one brand) before a brand. */
export const narrowness = (target: ProductTarget) => ('product' in target ? 3 : 'category' in target ? 2 : 1);
