import { taxScreens } from './screens';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { taxPaths } from './paths';

/** The register at /tax/194r (not under /tax194r/, its resource's name), mounted inside the layout by the App. */
export const taxRoutes = guardedRoutes([
  { path: taxPaths.tax194r, screen: taxScreens.TaxRegister, resource: 'tax194r', action: 'list' },
]);
