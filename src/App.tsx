import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from '../authProvider';
import { createDataProvider } from '../dataProvider';
import { appMessages } from './i18n/en';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { NotFound } from './layout/NotFound';
import { lazyPage } from './lib/lazyPage';
import { paths } from './routes';
import { theme } from './theme';
import { userScreens } from '../resources/users';
import { directoryScreens } from '../resources/directory';
import { billScreens } from '../resources/bills';
import { paymentScreens } from '../resources/payments';
import { voucherScreens } from '../resources/vouchers';

const LoginPage = lazyPage(() => import('./auth/LoginPage'));
const ForgotPasswordPage = lazyPage(() => import('./auth/ForgotPasswordPage'));
const EmailVerificationPage = lazyPage(() => import('./auth/EmailVerificationPage'));
const ChangePasswordPage = lazyPage(() => import('./auth/ChangePasswordPage'));
const Dashboard = lazyPage(() => import('./dashboard/Dashboard'));

const { login } = appMessages;
const authProvider = createAuthProvider({
  failed: serverMessage => login.error.replace('%{message}', serverMessage ?? login.failed),
  unreachable: login.unreachable,
  succeeded: serverMessage => login.success.replace('%{message}', serverMessage ?? login.welcome),
});
const dataProvider = createDataProvider();

export function App() {
  // Real paths, not react-admin's default hash routes: the spec's URLs are bookmarked and linked.
  return (
    <BrowserRouter>
      <Admin
        title={appMessages.name}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        layout={AppLayout}
        dashboard={Dashboard}
        loginPage={LoginPage}
        catchAll={NotFound}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={paths.emailVerificationRoute} element={<EmailVerificationPage />} />
          <Route path={paths.changePasswordRoute} element={<ChangePasswordPage />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path={paths.userList} element={<userScreens.UserList />} />
          <Route path={paths.addUser} element={<userScreens.AddUser />} />
          <Route path={paths.newUserDetail(':id')} element={<userScreens.NewUserDetail />} />
          <Route path={paths.directoryList} element={<directoryScreens.DirectoryList />} />
          <Route path={paths.addSalesman} element={<directoryScreens.AddSalesman />} />
          <Route path={paths.addArchitect} element={<directoryScreens.AddArchitect />} />
          <Route path={paths.editSalesman(':id')} element={<directoryScreens.EditSalesman />} />
          <Route path={paths.editArchitect(':id')} element={<directoryScreens.EditArchitect />} />
          <Route path={paths.directoryDetail(':id')} element={<directoryScreens.DirectoryDetail />} />
          <Route path={paths.voucherList} element={<voucherScreens.VoucherList />} />
          <Route path={paths.addVoucher} element={<voucherScreens.AddVoucher />} />
          <Route path={paths.voucherDetail(':id')} element={<voucherScreens.VoucherDetail />} />
          <Route path={paths.voucherRequestDetail(':id')} element={<voucherScreens.VoucherRequestDetail />} />
          <Route path={paths.billRequestList} element={<billScreens.BillList />} />
          <Route path={paths.billRequestDetail(':id')} element={<billScreens.BillDetail />} />
          <Route path={paths.billHistoryDetail(':id')} element={<billScreens.BillDetail />} />
          <Route path={paths.paymentList} element={<paymentScreens.PaymentList />} />
          <Route path={paths.paymentsRoot} element={<Navigate to={paths.paymentList} replace />} />
          <Route path={paths.paymentDetail(':id')} element={<paymentScreens.PaymentHistoryDetail />} />
          <Route path={paths.paymentRequestDetail(':id')} element={<paymentScreens.PaymentRequestDetail />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
