import type { Identifier } from 'react-admin';
import type { Brand, BrandInput, CatalogueSearchAnswer, Category, CategoryInput, Product } from './catalogueTypes';
import { toFormData } from './formData';
import { request } from './http';
import type { ListCache } from './listCache';
import { createMutate } from './mutate';
import type { ImportReport } from './vouchers';

/** Brands, categories, catalogue search and product import: calls outside create, read, update and delete. */
export function createCatalogueActions(cache: ListCache) {
  const mutate = createMutate(cache);
  /** The brand form as multipart: the logo only when a new file was chosen. */
  const brandForm = ({ name, color, description, logo }: BrandInput) =>
    toFormData({ name, color, description, ...(logo && { logo }) });

  return {
    getBrands: (signal?: AbortSignal) => request<Brand[]>('product/brand/list/', { signal }),

    getBrandCategories: (brandId: Identifier, signal?: AbortSignal) =>
      request<Pick<Category, 'id' | 'name'>[]>(`product/category/brand/${brandId}/`, { signal }),

    getCategoryProducts: (brandId: Identifier, categoryId: Identifier, signal?: AbortSignal) =>
      request<Product[]>(`product/product/brand/${brandId}/category/${categoryId}/`, { signal }),

    getBrand: (id: Identifier) =>
      request<Brand>(`product/brand/retrieve/${id}/`, { fallbackMessage: 'app.catalogue.brand_fetch_failed' }),

    createBrand: (brand: BrandInput) =>
      mutate<Brand>('product/brand/', {
        method: 'POST',
        body: brandForm(brand),
        fallbackMessage: 'app.catalogue.brand_create_failed',
      }),

    updateBrand: (id: Identifier, brand: BrandInput) =>
      mutate<Brand>(`product/brand/update/${id}/`, {
        method: 'PUT',
        body: brandForm(brand),
        fallbackMessage: 'app.catalogue.brand_update_failed',
      }),

    /** 200 or 204 is success. */
    deleteBrand: (id: Identifier) =>
      mutate<{ message?: string } | undefined>(`product/brand/delete/${id}/`, {
        method: 'DELETE',
        fallbackMessage: 'app.catalogue.brand_delete_failed',
      }),

    getCategory: (id: Identifier) =>
      request<Category>(`product/category/retrieve/${id}/`, {
        fallbackMessage: 'app.catalogue.category_fetch_failed',
      }),

    createCategory: (category: CategoryInput) =>
      mutate<Category>('product/category/', {
        method: 'POST',
        body: category,
        fallbackMessage: 'app.catalogue.category_create_failed',
      }),

    updateCategory: (id: Identifier, category: CategoryInput) =>
      mutate<Category>(`product/category/update/${id}/`, {
        method: 'PUT',
        body: category,
        fallbackMessage: 'app.catalogue.category_update_failed',
      }),

    searchCatalogue: (query: string, signal?: AbortSignal) =>
      request<CatalogueSearchAnswer>('product/search/', {
        query: { query },
        signal,
        fallbackMessage: 'app.catalogue.search_failed',
      }),

    importProducts: (file: File) =>
      mutate<ImportReport>('product/product/import/', {
        method: 'POST',
        body: toFormData({ file }),
        fallbackMessage: 'app.catalogue.import_failed',
      }),
  };
}
