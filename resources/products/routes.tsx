import { childPath, paths } from '../../src/routes';
import { productScreens } from './screens';
import { guardedRoutes } from '../../src/auth/guardedRoutes';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const productRoutes = guardedRoutes([
  { path: childPath(paths.addProduct), screen: productScreens.AddProduct, resource: 'products', action: 'create' },
  {
    path: childPath(paths.productDetail(':id')),
    screen: productScreens.ProductDetail,
    resource: 'products',
    action: 'show',
  },
]);
