import type { Identifier } from 'react-admin';
import type { Product, ProductMedia } from './catalogueTypes';
import { toFormData } from '@/dataProvider/formData';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';

/** The fields of a product form, as the server takes them. */
export interface ProductInput {
  name: string;
  code: string;
  brand: Identifier;
  category: Identifier;
  price_in_inr: number;
  price_in_aed: number;
  price_in_sar: number;
  price_in_qar: number;
  price_in_usd: number;
  description: string;
  features: string;
  is_featured: boolean;
}

type Progress = (fraction: number) => void;

/** The two kinds of product media: the field of an upload, and of a replacement. */
export type MediaKind = 'images' | 'site_installed_images';
export const replaceFieldOf = (kind: MediaKind) => (kind === 'images' ? 'image' : 'site_installed_images');

/** Products, their media and brochure: calls outside create, read, update and delete. */
export function createProductActions(cache: ListCache) {
  const mutate = createMutate(cache);

  return {
    /** Multipart, with the brochure when there is one; the answer has the new id. */
    createProduct: (input: ProductInput, brochure?: File | null, signal?: AbortSignal, onUploadProgress?: Progress) =>
      mutate<Product>('product/product/', {
        method: 'POST',
        body: toFormData({ ...input, product_pdf: brochure ?? undefined }),
        fallbackMessage: 'app.products.create_failed',
        signal,
        onUploadProgress,
      }),

    getProduct: (id: Identifier, signal?: AbortSignal) =>
      request<Product>(`product/product/retrieve/${id}/`, { signal, fallbackMessage: 'app.products.fetch_failed' }),

    getProductMedia: (id: Identifier, signal?: AbortSignal) =>
      request<ProductMedia[]>(`product/media/retrieve/${id}/`, { signal }),

    /** JSON of the fields that change. */
    updateProduct: (id: Identifier, changes: Partial<ProductInput>, fallbackMessage = 'app.products.update_failed') =>
      mutate<Product>(`product/product/update/${id}/`, { method: 'PUT', body: changes, fallbackMessage }),

    /** Multipart with product_pdf: a file replaces the brochure, null deletes it (sent as an empty value). */
    updateProductBrochure: (id: Identifier, brochure: File | null) =>
      mutate<Product>(`product/product/update/${id}/`, {
        method: 'PUT',
        body: toFormData({ product_pdf: brochure ?? '' }),
        fallbackMessage: brochure ? 'app.products.brochure_failed' : 'app.products.brochure_delete_failed',
      }),

    /** Multipart: several files under `images` or `site_installed_images`, and the product's id. */
    addProductMedia: (
      id: Identifier,
      kind: MediaKind,
      files: File[],
      signal?: AbortSignal,
      onUploadProgress?: Progress,
    ) =>
      mutate<ProductMedia[]>(`product/media/${id}/`, {
        method: 'POST',
        body: toFormData({ [kind]: files, id }),
        fallbackMessage: 'app.products.image_upload_failed',
        signal,
        onUploadProgress,
      }),

    /** Multipart: the new file as `image` or as `site_installed_images`. */
    updateProductMedia: (mediaId: Identifier, kind: MediaKind, file: File, signal?: AbortSignal) =>
      mutate<ProductMedia>(`product/media/update/${mediaId}/`, {
        method: 'PUT',
        body: toFormData({ [replaceFieldOf(kind)]: file }),
        signal,
      }),

    /** 200 or 204 is success. */
    deleteProductMedia: (mediaId: Identifier) =>
      mutate<{ message?: string } | undefined>(`product/media/delete/${mediaId}/`, { method: 'DELETE' }),

    /** 200 or 204 is success. */
    deleteProduct: (id: Identifier) =>
      mutate<{ message?: string } | undefined>(`product/product/delete/${id}/`, { method: 'DELETE' }),
  };
}
