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

/** Built once per product: every scheme looks a bill's products up by them. */
const productKeys = new WeakMap<SchemeProduct, readonly string[]>();

/** The keys of every target that covers the product: its own, its category's and its brand's. */
export function keysCovering(product: SchemeProduct): readonly string[] {
  let keys = productKeys.get(product);
  if (!keys) {
    keys = [
      targetKey({ product: product.id }),
      targetKey({ category: product.category }),
      targetKey({ brand: product.brand }),
    ];
    productKeys.set(product, keys);
  }
  return keys;
}

/** The key of all a bill's points. */
export const BILL_KEY = 'bill';

/** The key of the points a multiplier is over: all the bill's, or its target's. */
export const overKey = (over: ProductTarget | 'bill') => (over === 'bill' ? BILL_KEY : targetKey(over));
