import { Navigate, Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { paymentScreens } from '.';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const paymentRoutes = (
  <>
    <Route path={paths.paymentList} element={<paymentScreens.PaymentList />} />
    <Route path={paths.paymentsRoot} element={<Navigate to={paths.paymentList} replace />} />
    <Route path={paths.paymentDetail(':id')} element={<paymentScreens.PaymentHistoryDetail />} />
    <Route path={paths.paymentRequestDetail(':id')} element={<paymentScreens.PaymentRequestDetail />} />
  </>
);
