import { createSchemeActions } from './schemeCalls';
import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';

/**
 * Schemes (docs/schemes.md), paged by the reference server, a draft changed with a PATCH; and
 * what a scheme's rules name, read under names of this area's own: brands and categories whole,
 * a product by id.
 */
const resources: EndpointTable = {
  schemes: {
    list: 'schemes/',
    getOne: id => `schemes/${id}/`,
    create: { path: 'schemes/' },
    update: { path: id => `schemes/${id}/`, method: 'PATCH' },
    delete: { path: id => `schemes/${id}/` },
    searchFields: ['name'],
    messages: {
      list: 'app.schemes.fetch_failed',
      getOne: 'app.schemes.fetch_one_failed',
      create: 'app.schemes.create_failed',
      update: 'app.schemes.update_failed',
      delete: 'app.schemes.discard_failed',
    },
  },
  schemeBrands: { list: 'product/brand/list/', searchFields: ['name'] },
  schemeCategories: { list: 'product/category/list/', searchFields: ['name', 'brand_name'] },
  schemeProducts: { getOne: id => `product/product/retrieve/${id}/` },
};

export const schemesEndpoints = defineEndpoints({ resources, actions: createSchemeActions });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createSchemeActions> {}
}
