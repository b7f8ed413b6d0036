import { Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { voucherScreens } from '.';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const voucherRoutes = (
  <>
    <Route path={paths.voucherList} element={<voucherScreens.VoucherList />} />
    <Route path={paths.addVoucher} element={<voucherScreens.AddVoucher />} />
    <Route path={paths.voucherDetail(':id')} element={<voucherScreens.VoucherDetail />} />
    <Route path={paths.voucherRequestDetail(':id')} element={<voucherScreens.VoucherRequestDetail />} />
  </>
);
