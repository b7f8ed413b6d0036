import { memo, Suspense, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  Sidebar,
  TitlePortal,
  ToggleThemeButton,
  useTranslate,
  type SidebarProps,
} from 'react-admin';
import LiveUpdates from '../live/LiveUpdates';
import { SearchLauncher } from '../search/SearchLauncher';
import { PageLoading } from '../ui/PageLoading';
import { PopupProvider } from '../ui/PopupProvider';
import { useIsPhone } from '../ui/useIsPhone';
import { AppMenu } from './AppMenu';
import { useClosedDrawerOnPhones } from './useClosedDrawerOnPhones';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';
import { useSavedFileNotice } from './useSavedFileNotice';

/** Search (Ctrl+K), the light/dark theme switch and react-admin's loading indicator. */
function AppBarTools() {
  const translate = useTranslate();
  return (
    <>
      <SearchLauncher />
      <ToggleThemeButton />
      {/* Its spinner takes the rest of its props: a name, which axe requires. */}
      <LoadingIndicator aria-label={translate('app.common.loading')} />
    </>
  );
}

/**
 * The bar shows the page title as plain text (each page's h1 is its heading) and stays put: hiding it on
 * scroll measured the page on every change of a list's page. It is not drawn again with each navigation.
 */
const AppHeader = memo(() => (
  <AppBar color="primary" userMenu={false} alwaysOn toolbar={<AppBarTools />}>
    <TitlePortal component="p" />
  </AppBar>
));

/** react-admin's sidebar; on a phone, where it is a drawer over the page (a dialog), named as the menu. */
function NamedSidebar(props: SidebarProps) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const paper = isPhone ? { paper: { 'aria-label': translate('app.menu.label') } } : undefined;
  return <Sidebar {...props} slotProps={paper} />;
}

/** The sidebar, whose child is always the same `<Menu />`. */
const StillSidebar = memo(NamedSidebar, (before, after) => before.appBarAlwaysOn === after.appBarAlwaysOn);

/** The bar, side menu, pop-ups and live updates around every signed-in page, after a "Skip to content" link. */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  useClosedDrawerOnPhones();
  useFocusHeadingOnNavigate();
  useSavedFileNotice();
  return (
    <Layout menu={AppMenu} appBar={AppHeader} sidebar={StillSidebar}>
      <LiveUpdates />
      <PopupProvider>
        {/* The pages' boundary: a navigation to a page whose code is loading keeps the last page shown meanwhile (see lazyPage). */}
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </PopupProvider>
    </Layout>
  );
}
