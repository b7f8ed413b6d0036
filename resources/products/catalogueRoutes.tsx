import { childPath } from '@/src/routes';
import { catalogueScreens } from './catalogueScreens';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { productPaths } from './paths';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const catalogueRoutes = guardedRoutes([
  {
    path: childPath(productPaths.productList),
    screen: catalogueScreens.ProductList,
    resource: 'products',
    action: 'list',
  },
  { path: childPath(productPaths.addBrand), screen: catalogueScreens.AddBrand, resource: 'brands', action: 'create' },
  {
    path: childPath(productPaths.editBrand(':id')),
    screen: catalogueScreens.EditBrand,
    resource: 'brands',
    action: 'edit',
  },
  {
    path: childPath(productPaths.addCategory),
    screen: catalogueScreens.AddCategory,
    resource: 'categories',
    action: 'create',
  },
  {
    path: childPath(productPaths.editCategory(':id')),
    screen: catalogueScreens.EditCategory,
    resource: 'categories',
    action: 'edit',
  },
  {
    path: childPath(productPaths.colorPicker),
    screen: catalogueScreens.ColorPickerDemo,
    resource: 'brands',
    action: 'create',
  },
]);
