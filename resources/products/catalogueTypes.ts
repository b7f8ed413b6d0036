import type { Identifier } from 'react-admin';

/** The catalogue's records as the spec's section 3 gives them. */
export interface Brand {
  id: Identifier;
  name: string;
  logo?: string | null;
  /** Hex, stored with or without the leading '#'. */
  color?: string | null;
  description?: string | null;
}

export interface Category {
  id: Identifier;
  name: string;
  brand?: Identifier;
  brand_name?: string;
}

export interface Product {
  id: Identifier;
  name: string;
  code: string;
  brand: Identifier;
  category: Identifier;
  brand_name: string;
  category_name: string;
  description: string;
  features: string;
  price_in_inr: number | string;
  price_in_aed: number | string;
  price_in_sar: number | string;
  price_in_qar: number | string;
  price_in_usd: number | string;
  product_pdf: string | null;
  is_featured: boolean;
}

export interface ProductMedia {
  id: Identifier;
  image: string | null;
  site_installed_images: string | null;
  uploaded_at: string;
  /** A client-only item shown while its upload runs. */
  is_temp?: boolean;
  is_local?: boolean;
}

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
