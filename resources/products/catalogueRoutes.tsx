import { childPath, paths } from '../../src/routes';
import { catalogueScreens } from './catalogueScreens';
import { guardedRoutes } from '../../src/auth/guardedRoutes';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const catalogueRoutes = guardedRoutes([
  { path: childPath(paths.productList), screen: catalogueScreens.ProductList, resource: 'products', action: 'list' },
  { path: childPath(paths.addBrand), screen: catalogueScreens.AddBrand, resource: 'brands', action: 'create' },
  { path: childPath(paths.editBrand(':id')), screen: catalogueScreens.EditBrand, resource: 'brands', action: 'edit' },
  {
    path: childPath(paths.addCategory),
    screen: catalogueScreens.AddCategory,
    resource: 'categories',
    action: 'create',
  },
  {
    path: childPath(paths.editCategory(':id')),
    screen: catalogueScreens.EditCategory,
    resource: 'categories',
    action: 'edit',
  },
  {
    path: childPath(paths.colorPicker),
    screen: catalogueScreens.ColorPickerDemo,
    resource: 'brands',
    action: 'create',
  },
]);
