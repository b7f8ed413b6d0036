import { Fragment } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { createAuthProvider } from '../authProvider';
import { createDataProvider } from '../dataProvider';
import { appMessages } from './i18n/en';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { NotFound } from './layout/NotFound';
import { lazyPage } from './lib/lazyPage';
import { paths } from './routes';
import { resources } from './resources';
import { theme } from './theme';
import { settingsRoutes } from '../resources/settings/routes';

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

function LoyaltyAdmin() {
  return (
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
        {resources.map(({ name, customRoutes }) => customRoutes && <Fragment key={name}>{customRoutes}</Fragment>)}
        {settingsRoutes}
      </CustomRoutes>
      {resources.map(({ routes, customRoutes: _, ...definition }) => (
        <Resource key={definition.name} {...definition}>
          {routes && (
            <>
              {routes}
              <Route path="*" element={<NotFound />} />
            </>
          )}
        </Resource>
      ))}
    </Admin>
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
