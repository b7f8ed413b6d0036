import { createProductActions } from '../products';
import { defineEndpoints, type EndpointTable } from '../endpoints';

/**
 * Products as react-admin records: retrieve and delete (one request per row of a bulk
 * delete). Their list is the catalogue search (`searchProducts` in ../catalogue.ts), which
 * the product list gives react-admin's list controller.
 */
const resources: EndpointTable = {
  products: {
    getOne: id => `product/product/retrieve/${id}/`,
    delete: { path: id => `product/product/delete/${id}/`, method: 'DELETE' },
    messages: { getOne: 'app.products.fetch_failed', delete: 'app.catalogue.product_delete_failed' },
  },
};

export const productEndpoints = defineEndpoints({ resources, actions: createProductActions });
