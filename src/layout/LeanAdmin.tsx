import { CssBaseline } from '@mui/material';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { AdminContext, CoreAdminUI, LoadingPage, localStorageStore, Notification } from 'react-admin';

const ErrorPage = lazy(() => import('./AppError'));
/** react-admin's error page, loaded only when a screen fails. */
const AppError = (props: ComponentProps<typeof ErrorPage>) => (
  <Suspense fallback={null}>
    <ErrorPage {...props} />
  </Suspense>
);
const store = localStorageStore();

type LeanAdminProps = Pick<
  ComponentProps<typeof AdminContext>,
  'authProvider' | 'dataProvider' | 'i18nProvider' | 'theme'
> &
  Pick<ComponentProps<typeof CoreAdminUI>, 'title' | 'layout' | 'dashboard' | 'loginPage' | 'catchAll'> & {
    children: ReactNode;
  };

/**
 * react-admin's `<Admin>` as its two halves, `AdminContext` and the core UI. `<AdminUI>`
 * names react-admin's own login page, layout and error page as default props, which put
 * react-hook-form, the sidebar and Popper into the first load of /login although this app
 * replaces each of them; here nothing is loaded that the app does not use.
 */
export function LeanAdmin({ authProvider, dataProvider, i18nProvider, theme, children, ...ui }: LeanAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
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
