import { CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { createAuthProvider } from '../authProvider';
import { createDataProvider } from '../dataProvider';
// The login page comes with the first load (not lazily): it is what a first visit paints.
import LoginPage from './auth/LoginPage';
import { appMessages } from './i18n/en';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { LeanAdmin } from './layout/LeanAdmin';
import { NotFound } from './layout/NotFound';
import { lazyPage } from './lib/lazyPage';
import { paths } from './routes';
import { declared } from './resources';
import { theme } from './theme';
import { settingsRoutes } from '../resources/settings/routes';

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

function LoyaltyAdmin() {
  return (
    <LeanAdmin
      title={appMessages.name}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={AppLayout}
      dashboard={Dashboard}
      loginPage={LoginPage}
      catchAll={NotFound}
    >
      <CustomRoutes noLayout>
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.emailVerificationRoute} element={<EmailVerificationPage />} />
        <Route path={paths.changePasswordRoute} element={<ChangePasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {declared.users.customRoutes}
        {declared.terms.customRoutes}
        {settingsRoutes}
      </CustomRoutes>
      <Resource {...declared.users} name="users" />
      <Resource {...declared.newUsers} name="newUsers" />
      <Resource {...declared.editRequests} name="editRequests" />
      <Resource {...declared.directory} name="directory">
        {declared.directory.routes}
        <Route path="*" element={<NotFound />} />
      </Resource>
      <Resource {...declared.salesmen} name="salesmen" />
      <Resource {...declared.architects} name="architects" />
      <Resource {...declared.products} name="products">
        {declared.products.routes}
        <Route path="*" element={<NotFound />} />
      </Resource>
      <Resource {...declared.brands} name="brands" />
      <Resource {...declared.categories} name="categories" />
      <Resource {...declared.vouchers} name="vouchers">
        {declared.vouchers.routes}
        <Route path="*" element={<NotFound />} />
      </Resource>
      <Resource {...declared.voucherRequests} name="voucherRequests" />
      <Resource {...declared.bills} name="bills">
        {declared.bills.routes}
        <Route path="*" element={<NotFound />} />
      </Resource>
      <Resource {...declared.billRequests} name="billRequests" />
      <Resource {...declared.payments} name="payments">
        {declared.payments.routes}
        <Route path="*" element={<NotFound />} />
      </Resource>
      <Resource {...declared.pendingPayments} name="pendingPayments" />
      <Resource {...declared.notifications} name="notifications" />
      <Resource {...declared.terms} name="terms" />
      <Resource {...declared.privacy} name="privacy" />
    </LeanAdmin>
  );
}

/**
 * Real paths, not react-admin's default hash routes: the spec's URLs are bookmarked and
 * linked. A data router, so forms can warn before unsaved changes are left.
 */
const router = createBrowserRouter([{ path: '*', element: <LoyaltyAdmin /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
