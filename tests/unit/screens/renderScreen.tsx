import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAuthProvider } from '@/authProvider';
import { createAppDataProvider } from '@/src/appDataProvider';
import { areas } from '@/src/areas';
import { AreasContext } from '@/src/areasContext';
import { i18nProvider } from '@/src/i18n';

/** Renders one screen at a path inside react-admin's context, with the real providers and the app's areas. */
export function renderScreen(path: string, route: string, screen: ReactElement) {
  const authProvider = createAuthProvider({
    failed: message => `Error: ${message ?? 'Login failed.'}`,
    unreachable: 'Something went wrong. Please try again.',
    succeeded: message => `Login successful: ${message ?? 'Welcome!'}`,
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AreasContext.Provider value={areas}>
        <AdminContext dataProvider={createAppDataProvider()} authProvider={authProvider} i18nProvider={i18nProvider}>
          <Routes>
            <Route path={route} element={screen} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </AdminContext>
      </AreasContext.Provider>
    </MemoryRouter>,
  );
}
