import { Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { billScreens } from '.';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const billRoutes = (
  <>
    <Route path={paths.billRequestList} element={<billScreens.BillList />} />
    <Route path={paths.billRequestDetail(':id')} element={<billScreens.BillDetail />} />
    <Route path={paths.billHistoryDetail(':id')} element={<billScreens.BillDetail />} />
  </>
);
