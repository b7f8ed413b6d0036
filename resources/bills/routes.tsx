import { Route } from 'react-router-dom';
import { childPath, paths } from '../../src/routes';
import { billScreens } from './screens';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const billRoutes = (
  <>
    <Route path={childPath(paths.billRequestList)} element={<billScreens.BillList />} />
    <Route path={childPath(paths.billRequestDetail(':id'))} element={<billScreens.BillDetail />} />
    <Route path={childPath(paths.billHistoryDetail(':id'))} element={<billScreens.BillDetail />} />
  </>
);
