import { Route } from 'react-router-dom';
import { childPath, paths } from '../../src/routes';
import { paymentScreens } from './screens';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const paymentRoutes = (
  <>
    <Route path={childPath(paths.paymentList)} element={<paymentScreens.PaymentList />} />
    <Route path={childPath(paths.paymentDetail(':id'))} element={<paymentScreens.PaymentHistoryDetail />} />
    <Route path={childPath(paths.paymentRequestDetail(':id'))} element={<paymentScreens.PaymentRequestDetail />} />
  </>
);
