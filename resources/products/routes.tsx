import { childPath } from '@/src/routes';
import { productScreens } from './screens';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { productPaths } from './paths';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const productRoutes = guardedRoutes([
  {
    path: childPath(productPaths.addProduct),
    screen: productScreens.AddProduct,
    resource: 'products',
    action: 'create',
  },
  {
    path: childPath(productPaths.productDetail(':id')),
    screen: productScreens.ProductDetail,
    resource: 'products',
    action: 'show',
  },
]);
