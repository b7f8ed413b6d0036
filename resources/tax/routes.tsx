import { Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { taxScreens } from './screens';

/** The register at /tax/194r (not under /tax194r/, its resource's name), mounted inside the layout by the App. */
export const taxRoutes = (
  <>
    <Route path={paths.tax194r} element={<taxScreens.TaxRegister />} />
  </>
);
