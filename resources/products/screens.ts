import { lazyPage } from '@/src/lib/lazyPage';

/** The product screens: adding one, and a product's detail page. */
export const productScreens = {
  AddProduct: lazyPage(() => import('./AddProduct')),
  ProductDetail: lazyPage(() => import('./ProductDetail')),
};
