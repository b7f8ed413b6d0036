/** A catalogue product as the schemes see it. */
export interface SchemeProduct {
  id: number;
  name: string;
  brand: number;
  category: number;
}

export interface BillLine {
  product_name: string;
  quantity: number | string;
}

/** A line matched to its product, counted in whole units (a fraction of a unit earns nothing). */
export interface MatchedLine {
  product: SchemeProduct;
  units: number;
}

/** A name as the server's NOCASE compares it: trimmed, ASCII letters in one case (no other letter folded). */
export const nameKey = (name: string) => name.trim().replace(/[A-Z]/g, letter => letter.toLowerCase());

const wholeUnits = (quantity: number | string) => {
  const units = Math.floor(Number(quantity));
  return Number.isFinite(units) && units > 0 ? units : 0;
};

/** Product ids an administrator chose for lines, by the line's product name as the bill gives it. */
export type ProductMatches = Readonly<Record<string, number>>;

interface CatalogueIndex {
  byName: Map<string, SchemeProduct>;
  byId: Map<number, SchemeProduct>;
}

/** A catalogue's products by name and by id, built once per catalogue array. */
const indexes = new WeakMap<readonly SchemeProduct[], CatalogueIndex>();

function indexOf(catalogue: readonly SchemeProduct[]): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    index = { byName: new Map(), byId: new Map() };
    for (const product of catalogue) {
      index.byId.set(product.id, product);
      const key = nameKey(product.name);
      const known = index.byName.get(key);
      if (!known || product.id < known.id) index.byName.set(key, product);
    }
    indexes.set(catalogue, index);
  }
  return index;
}

/**
 * The bill's lines matched to the catalogue: first by the product an administrator chose for
 * the line's name, then by name (of two products with one name, the lowest id). A line neither
 * matches is returned by its name, to earn nothing until it is matched.
 */
export function matchProducts(
  lines: readonly BillLine[],
  catalogue: readonly SchemeProduct[],
  chosen: ProductMatches = {},
) {
  const { byName, byId } = indexOf(catalogue);
  const matched: MatchedLine[] = [];
  const unmatched: string[] = [];
  for (const line of lines) {
    const choice = Object.hasOwn(chosen, line.product_name) ? byId.get(chosen[line.product_name]) : undefined;
    const product = choice ?? byName.get(nameKey(line.product_name));
    if (product) matched.push({ product, units: wholeUnits(line.quantity) });
    else unmatched.push(line.product_name);
  }
  return { matched, unmatched };
}
