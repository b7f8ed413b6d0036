// Past react-admin's documented API: ra-core's `CoreAdminUI` (exported, undocumented; the docs name
// `AdminUI`) (react-admin 5.15.4; tests/unit/framework/leanAdmin.test.tsx).

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
 * react-admin's `<Admin>` as `AdminContext` and the core UI: `<AdminUI>`'s default props would import the
 * login page, layout and error page this app replaces. The theme follows the system until one is picked.
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
