import { Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { catalogueScreens } from '.';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const catalogueRoutes = (
  <>
    <Route path={paths.productList} element={<catalogueScreens.ProductList />} />
    <Route path={paths.addBrand} element={<catalogueScreens.AddBrand />} />
    <Route path={paths.editBrand(':id')} element={<catalogueScreens.EditBrand />} />
    <Route path={paths.addCategory} element={<catalogueScreens.AddCategory />} />
    <Route path={paths.editCategory(':id')} element={<catalogueScreens.EditCategory />} />
    <Route path={paths.colorPicker} element={<catalogueScreens.ColorPickerDemo />} />
  </>
);
