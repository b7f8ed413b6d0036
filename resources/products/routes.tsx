import { Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { productScreens } from '.';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const productRoutes = (
  <>
    <Route path={paths.addProduct} element={<productScreens.AddProduct />} />
    <Route path={paths.productDetail(':id')} element={<productScreens.ProductDetail />} />
  </>
);
