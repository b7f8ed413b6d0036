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
 * The page title shows in the bar as plain text: each page's own h1 is its heading. The bar
 * stays put (`alwaysOn`): hiding it on scroll slid it back, measuring the page, on every
 * change of a list's page. Every navigation (a list's page or search too: they live in the
 * URL) draws the layout again; the bar and the sidebar, whose parts follow the location
 * themselves, are not drawn with it.
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

/**
 * The app bar, the side menu and the pop-ups around every signed-in page, and the live
 * updates of what other administrators do. react-admin's layout starts with its "Skip to content" link.
 */
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
