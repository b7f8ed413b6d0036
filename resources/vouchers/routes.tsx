import { Route } from 'react-router-dom';
import { childPath, paths } from '../../src/routes';
import { voucherScreens } from './screens';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const voucherRoutes = (
  <>
    <Route path={childPath(paths.voucherList)} element={<voucherScreens.VoucherList />} />
    <Route path={childPath(paths.addVoucher)} element={<voucherScreens.AddVoucher />} />
    <Route path={childPath(paths.voucherDetail(':id'))} element={<voucherScreens.VoucherDetail />} />
    <Route path={childPath(paths.voucherRequestDetail(':id'))} element={<voucherScreens.VoucherRequestDetail />} />
  </>
);
