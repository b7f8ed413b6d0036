import { Route } from 'react-router-dom';
import { childPath, paths } from '../../src/routes';
import { catalogueScreens } from './catalogueScreens';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const catalogueRoutes = (
  <>
    <Route path={childPath(paths.productList)} element={<catalogueScreens.ProductList />} />
    <Route path={childPath(paths.addBrand)} element={<catalogueScreens.AddBrand />} />
    <Route path={childPath(paths.editBrand(':id'))} element={<catalogueScreens.EditBrand />} />
    <Route path={childPath(paths.addCategory)} element={<catalogueScreens.AddCategory />} />
    <Route path={childPath(paths.editCategory(':id'))} element={<catalogueScreens.EditCategory />} />
    <Route path={childPath(paths.colorPicker)} element={<catalogueScreens.ColorPickerDemo />} />
  </>
);
