import type { Identifier } from 'react-admin';
import type { Brand, Category, Product } from './catalogueTypes';
import { request } from './http';
import type { ListCache } from './listCache';

/** Brands, categories, catalogue search and product import: calls outside create, read, update and delete. */
export function createCatalogueActions(_cache: ListCache) {
  return {
    getBrands: (signal?: AbortSignal) => request<Brand[]>('product/brand/list/', { signal }),

    getBrandCategories: (brandId: Identifier, signal?: AbortSignal) =>
      request<Pick<Category, 'id' | 'name'>[]>(`product/category/brand/${brandId}/`, { signal }),

    getCategoryProducts: (brandId: Identifier, categoryId: Identifier, signal?: AbortSignal) =>
      request<Product[]>(`product/product/brand/${brandId}/category/${categoryId}/`, { signal }),
  };
}
