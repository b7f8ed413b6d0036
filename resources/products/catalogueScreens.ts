import { lazyPage } from '@/src/lib/lazyPage';

/** The catalogue area: the product list with its search and import, brands, categories and the colour picker demo. */
export const catalogueScreens = {
  ProductList: lazyPage(() => import('./ProductList')),
  AddBrand: lazyPage(() => import('./AddBrand')),
  EditBrand: lazyPage(() => import('./EditBrand')),
  AddCategory: lazyPage(() => import('./AddCategory')),
  EditCategory: lazyPage(() => import('./EditCategory')),
  ColorPickerDemo: lazyPage(() => import('./ColorPickerDemo')),
};
