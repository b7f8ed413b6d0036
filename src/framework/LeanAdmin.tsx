// Extends react-admin past its documented API: ra-core's `CoreAdminUI` (exported; react-admin
// documents `<Admin>` as `AdminContext` and `AdminUI`, whose defaults load screens this app
// replaces; checked with react-admin 5.15.4). Guarded by tests/unit/framework/leanAdmin.test.tsx.

import { CssBaseline } from '@mui/material';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { AdminContext, CoreAdminUI, LoadingPage, Notification } from 'react-admin';
import { createAppStore } from '../layout/appStore';

const ErrorPage = lazy(() => import('../layout/AppError'));
/** react-admin's error page, loaded only when a screen fails. */
const AppError = (props: ComponentProps<typeof ErrorPage>) => (
  <Suspense fallback={null}>
    <ErrorPage {...props} />
  </Suspense>
);
const store = createAppStore();

type LeanAdminProps = Pick<
  ComponentProps<typeof AdminContext>,
  'authProvider' | 'dataProvider' | 'queryClient' | 'i18nProvider' | 'lightTheme' | 'darkTheme'
> &
  Pick<
    ComponentProps<typeof CoreAdminUI>,
    'title' | 'layout' | 'dashboard' | 'loginPage' | 'catchAll' | 'accessDenied'
  > & {
    children: ReactNode;
  };

/**
 * react-admin's `<Admin>` as its two halves, `AdminContext` and the core UI. `<AdminUI>`
 * names react-admin's own login page, layout and error page as default props, which put
 * react-hook-form, the sidebar and Popper into the first load of /login although this app
 * replaces each of them; here nothing is loaded that the app does not use.
 *
 * The theme is the light or the dark one: the system's preference (prefers-color-scheme)
 * until the person picks one with the app bar's button, then their choice, which react-admin
 * keeps in the store (local storage, key `RaStore.theme`).
 */
export function LeanAdmin({
  authProvider,
  dataProvider,
  queryClient,
  i18nProvider,
  lightTheme,
  darkTheme,
  children,
  ...ui
}: LeanAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI {...ui} error={AppError} loading={LoadingPage} disableTelemetry>
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
