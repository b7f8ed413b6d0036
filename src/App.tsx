import { Fragment, Suspense } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route, RouterProvider } from 'react-router-dom';
import { createAuthProvider } from '@/authProvider';
import { createAppQueryClient } from './queryClient';
// The login page comes with the first load (not lazily): it is what a first visit paints.
import LoginPage from './auth/LoginPage';
import { signedOutMessages } from './i18n/messages/signedOut';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { createAppRouter } from './framework/appRouter';
import { LeanAdmin } from './framework/LeanAdmin';
import { NotFoundPage } from './layout/notFoundPage';
import { AccessDeniedPage } from './layout/accessDeniedPage';
import { requiringAccess } from './auth/Allowed';
import { resourceAddressRoutes } from './layout/resourceAddresses';
import { lazyPage, type LazyPage } from './lib/lazyPage';
import { PageLoading } from './ui/PageLoading';
import { paths } from './routes';
import { areas } from './areas';
import { AreasContext } from './areasContext';
import { createAppDataProvider } from './appDataProvider';
import { DashboardPage } from './layout/menu';
import { darkTheme, lightTheme } from './theme';

/** react-admin's screens of a resource, and the action each asks `canAccess` for. */
const SCREEN_ACTIONS = [
  ['list', 'list'],
  ['create', 'create'],
  ['edit', 'edit'],
  ['show', 'show'],
] as const;

const ForgotPasswordPage = lazyPage(() => import('./auth/ForgotPasswordPage'));
const EmailVerificationPage = lazyPage(() => import('./auth/EmailVerificationPage'));
const ChangePasswordPage = lazyPage(() => import('./auth/ChangePasswordPage'));
const AwaitingAccessPage = lazyPage(() => import('./auth/AwaitingAccessPage'));

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
const dataProvider = createAppDataProvider();
const queryClient = createAppQueryClient(dataProvider);

/** Every area's resources, each screen shown only to a role that may (the "Not allowed" page otherwise). */
const resources = areas
  .flatMap(area => area.resources ?? [])
  .map(definition => ({
    ...definition,
    ...Object.fromEntries(
      SCREEN_ACTIONS.flatMap(([screen, action]) => {
        const Screen = definition[screen];
        return Screen ? [[screen, requiringAccess(Screen, definition.name, action)]] : [];
      }),
    ),
  }));

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
      dashboard={DashboardPage}
      loginPage={LoginPage}
      catchAll={NotFoundPage}
      accessDenied={AccessDeniedPage}
    >
      <CustomRoutes noLayout>
        <Route path={paths.forgotPassword} element={standalone(ForgotPasswordPage)} />
        <Route path={paths.emailVerificationRoute} element={standalone(EmailVerificationPage)} />
        <Route path={paths.changePasswordRoute} element={standalone(ChangePasswordPage)} />
        <Route path={paths.awaitingAccess} element={standalone(AwaitingAccessPage)} />
        {areas.map(area => (
          <Fragment key={area.name}>{area.publicRoutes}</Fragment>
        ))}
      </CustomRoutes>
      <CustomRoutes>
        {areas.map(area => (
          <Fragment key={area.name}>{area.routes}</Fragment>
        ))}
      </CustomRoutes>
      {resources.map(({ routes, addresses, ...definition }) => (
        <Resource key={definition.name} {...definition}>
          {routes}
          {resourceAddressRoutes(addresses, !!definition.list)}
        </Resource>
      ))}
    </LeanAdmin>
  );
}

/**
 * Real paths, not react-admin's default hash routes: the spec's URLs are bookmarked and
 * linked. A data router, so forms can warn before unsaved changes are left.
 */
const router = createAppRouter(<LoyaltyAdmin />);

export function App() {
  return (
    <AreasContext.Provider value={areas}>
      <RouterProvider router={router} />
    </AreasContext.Provider>
  );
}
