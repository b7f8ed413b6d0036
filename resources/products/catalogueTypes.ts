import type { Identifier } from 'react-admin';
import type { Brand } from '@/contract/catalogue/brands';
import type { Category } from '@/contract/catalogue/categories';
import type { Product, ProductMedia } from '@/contract/catalogue/products';

/** The catalogue's records as the API answers them (spec part 2 section 3). */
export type { Brand, Category, Product, ProductMedia };

export interface CatalogueSearchAnswer {
  brands: Brand[];
  categories: Category[];
  products: Product[];
}

/** What the brand form sends: `logo` only when a new file was chosen. */
export interface BrandInput {
  name: string;
  color: string;
  description: string;
  logo?: File | null;
}

/** What the category form sends, as JSON. */
export interface CategoryInput {
  name: string;
  brand: Identifier;
}
