import type { Identifier } from 'react-admin';

/** The catalogue's paths (the spec's client route table). */
export const productPaths = {
  productList: '/products/list',
  addProduct: '/products/add-product',
  productDetail: (id: Identifier) => `/products/product-detail/${id}`,
  addCategory: '/products/add-category',
  editCategory: (id: Identifier) => `/products/edit-category/${id}`,
  addBrand: '/products/add-brand',
  editBrand: (id: Identifier) => `/products/edit-brand/${id}`,
  colorPicker: '/products/color-picker',
} as const;
