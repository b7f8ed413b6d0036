import { Suspense } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route, RouterProvider } from 'react-router-dom';
import { createAuthProvider } from '../authProvider';
import { createDataProvider } from '../dataProvider';
import { createAppQueryClient } from './queryClient';
// The login page comes with the first load (not lazily): it is what a first visit paints.
import LoginPage from './auth/LoginPage';
import { signedOutMessages } from './i18n/messages/signedOut';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { createAppRouter } from './layout/appRouter';
import { LeanAdmin } from './layout/LeanAdmin';
import { lazyPage, type LazyPage } from './lib/lazyPage';
import { PageLoading } from './ui/PageLoading';
import { paths } from './routes';
import { declared } from './resources';
import { menuScreens } from './menuScreens';
import { darkTheme, lightTheme } from './theme';
import { settingsRoutes } from '../resources/settings/routes';

const ForgotPasswordPage = lazyPage(() => import('./auth/ForgotPasswordPage'));
const EmailVerificationPage = lazyPage(() => import('./auth/EmailVerificationPage'));
const ChangePasswordPage = lazyPage(() => import('./auth/ChangePasswordPage'));
// Rarely seen, and react-admin's `<Title>` in it brings the title editor's inputs.
const NotFound = lazyPage(() => import('./layout/NotFound'));

/** A page outside the signed-in layout, with a boundary of its own while its code loads. */
const standalone = (Page: LazyPage) => (
  <Suspense fallback={<PageLoading />}>
    <Page />
  </Suspense>
);

const { login } = signedOutMessages;
const authProvider = createAuthProvider({
  failed: serverMessage => login.error.replace('%{message}', serverMessage ?? login.failed),
  unreachable: login.unreachable,
  succeeded: serverMessage => login.success.replace('%{message}', serverMessage ?? login.welcome),
});
const dataProvider = createDataProvider();
const queryClient = createAppQueryClient(dataProvider);

function LoyaltyAdmin() {
  return (
    <LeanAdmin
      title={signedOutMessages.name}
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      layout={AppLayout}
      dashboard={menuScreens.dashboard}
      loginPage={LoginPage}
      catchAll={NotFound}
    >
      <CustomRoutes noLayout>
        <Route path={paths.forgotPassword} element={standalone(ForgotPasswordPage)} />
        <Route path={paths.emailVerificationRoute} element={standalone(EmailVerificationPage)} />
        <Route path={paths.changePasswordRoute} element={standalone(ChangePasswordPage)} />
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
      <Resource {...declared.approvals} name="approvals" />
      <Resource {...declared.audit} name="audit" />
    </LeanAdmin>
  );
}

/**
 * Real paths, not react-admin's default hash routes: the spec's URLs are bookmarked and
 * linked. A data router, so forms can warn before unsaved changes are left.
 */
const router = createAppRouter(<LoyaltyAdmin />);

export function App() {
  return <RouterProvider router={router} />;
}
