import { Route } from 'react-router-dom';
import { childPath, paths } from '../../src/routes';
import { productScreens } from './screens';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const productRoutes = (
  <>
    <Route path={childPath(paths.addProduct)} element={<productScreens.AddProduct />} />
    <Route path={childPath(paths.productDetail(':id'))} element={<productScreens.ProductDetail />} />
  </>
);
