import { createCatalogueActions } from './catalogueCalls';
import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';
import type { ListCache } from '@/dataProvider/listCache';
import { createProductActions } from './productCalls';

/**
 * Brands and categories as react-admin resources, for lists and selects (their forms use the
 * named calls); products as records to retrieve and delete (one request per row of a bulk
 * delete), whose list is the catalogue search (`searchProducts` in ../catalogue.ts) that the
 * product list gives react-admin's list controller.
 */
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
  products: {
    getOne: id => `product/product/retrieve/${id}/`,
    delete: { path: id => `product/product/delete/${id}/`, method: 'DELETE' },
    messages: { getOne: 'app.products.fetch_failed', delete: 'app.catalogue.product_delete_failed' },
  },
};

const createActions = (cache: ListCache) => ({
  ...createCatalogueActions(cache),
  ...createProductActions(cache),
});

export const productsEndpoints = defineEndpoints({ resources, actions: createActions });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createActions> {}
}
