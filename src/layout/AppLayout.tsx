import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AppMenu } from './AppMenu';
import { useCrossTabSignOut } from './useCrossTabSignOut';

const AppHeader = () => <AppBar userMenu={false} />;

/** The shared layout of every signed-in page. */
export function AppLayout({ children }: { children: ReactNode }) {
  useCrossTabSignOut();
  return (
    <Layout menu={AppMenu} appBar={AppHeader}>
      {children}
    </Layout>
  );
}
