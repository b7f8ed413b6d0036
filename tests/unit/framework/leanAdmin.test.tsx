import { render, screen } from '@testing-library/react';
import fakeDataProvider from 'ra-data-fakerest';
import type { ReactNode } from 'react';
import { Resource, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, it } from 'vitest';
import { LeanAdmin } from '@/src/framework/LeanAdmin';
import { i18nProvider } from '@/src/i18n';
import { darkTheme, lightTheme } from '@/src/theme';

// Guards src/framework/LeanAdmin.tsx: react-admin's <Admin> as AdminContext and ra-core's
// CoreAdminUI still draws the dashboard, a resource's list and the catch-all.

const signedIn: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => undefined,
};
const Layout = ({ children }: { children: ReactNode }) => <main>{children}</main>;

function renderAdmin(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LeanAdmin
        authProvider={signedIn}
        dataProvider={fakeDataProvider({ widgets: [] })}
        i18nProvider={i18nProvider}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        layout={Layout}
        dashboard={() => <h1>Home</h1>}
        catchAll={() => <h1>Lost</h1>}
      >
        <Resource name="widgets" list={() => <h1>Widgets</h1>} />
      </LeanAdmin>
    </MemoryRouter>,
  );
}

describe('the admin as its two halves', () => {
  it('draws the dashboard at /', async () => {
    renderAdmin('/');
    await screen.findByRole('heading', { name: 'Home' });
  });

  it('draws a resource’s list at its address', async () => {
    renderAdmin('/widgets');
    await screen.findByRole('heading', { name: 'Widgets' });
  });

  it('draws the catch-all at an unknown address', async () => {
    renderAdmin('/nowhere');
    await screen.findByRole('heading', { name: 'Lost' });
  });
});
