import { createCatalogueActions } from '../catalogue';
import { defineEndpoints, type EndpointTable } from '../endpoints';

/** Brands and categories as react-admin resources, for lists and selects (their forms use the named calls). */
const resources: EndpointTable = {
  brands: {
    list: 'product/brand/list/',
    getOne: id => `product/brand/retrieve/${id}/`,
    delete: { path: id => `product/brand/delete/${id}/`, method: 'DELETE' },
    searchFields: ['name', 'description'],
    messages: {
      list: 'app.catalogue.brands_failed',
      getOne: 'app.catalogue.brand_fetch_failed',
      delete: 'app.catalogue.brand_delete_failed',
    },
  },
  categories: {
    list: 'product/category/list/',
    getOne: id => `product/category/retrieve/${id}/`,
    searchFields: ['name', 'brand_name'],
    messages: { getOne: 'app.catalogue.category_fetch_failed' },
  },
};

export const catalogueEndpoints = defineEndpoints({ resources, actions: createCatalogueActions });
