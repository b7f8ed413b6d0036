import { Navigate, Route } from 'react-router-dom';
import { childPath, paths } from '../../src/routes';
import { paymentScreens } from './screens';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const paymentRoutes = (
  <>
    {/* '/payments', a return target of the old client, reaches the list. */}
    <Route index element={<Navigate to={paths.paymentList} replace />} />
    <Route path={childPath(paths.paymentList)} element={<paymentScreens.PaymentList />} />
    <Route path={childPath(paths.paymentDetail(':id'))} element={<paymentScreens.PaymentHistoryDetail />} />
    <Route path={childPath(paths.paymentRequestDetail(':id'))} element={<paymentScreens.PaymentRequestDetail />} />
  </>
);
