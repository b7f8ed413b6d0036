import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { createAuthProvider } from '../authProvider';
import { createDataProvider } from '../dataProvider';
import { appMessages } from './i18n/en';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { NotFound } from './layout/NotFound';
import { lazyPage } from './lib/lazyPage';
import { paths } from './routes';
import { theme } from './theme';
import { userRoutes } from '../resources/users/routes';
import { directoryRoutes } from '../resources/directory/routes';
import { catalogueRoutes } from '../resources/catalogue/routes';
import { productRoutes } from '../resources/products/routes';
import { voucherRoutes } from '../resources/vouchers/routes';
import { billRoutes } from '../resources/bills/routes';
import { paymentRoutes } from '../resources/payments/routes';
import { notificationRoutes } from '../resources/notifications/routes';
import { settingsRoutes } from '../resources/settings/routes';
import { termsRoutes } from '../resources/terms/routes';

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
          {userRoutes}
          {directoryRoutes}
          {catalogueRoutes}
          {productRoutes}
          {voucherRoutes}
          {billRoutes}
          {paymentRoutes}
          {notificationRoutes}
          {settingsRoutes}
          {termsRoutes}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
