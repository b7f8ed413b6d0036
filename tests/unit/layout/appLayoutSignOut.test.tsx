import { render, screen } from '@testing-library/react';
import { CoreAdminContext } from 'react-admin';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '@/authProvider';
import { AppLayout } from '@/src/layout/AppLayout';
import { fakeServer, makeToken } from '../fakes';

const authProvider = createAuthProvider({
  failed: message => `Error: ${message ?? 'Login failed.'}`,
  unreachable: 'Something went wrong. Please try again.',
  succeeded: message => `Login successful: ${message ?? 'Welcome!'}`,
});

function LoginPlace() {
  return <output>{JSON.stringify(useLocation().state)}</output>;
}

/** The layout at /settings/change-password, drawn with no token, and the page it sends the person to. */
function drawSettingsWithoutToken() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <CoreAdminContext authProvider={authProvider}>
            <Outlet />
          </CoreAdminContext>
        ),
        children: [
          { path: '/login', element: <LoginPlace /> },
          { path: '/settings/change-password', element: <AppLayout>settings</AppLayout> },
        ],
      },
    ],
    { initialEntries: ['/settings/change-password'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the signed-in layout without a token', () => {
  it('sends the person to /login remembering the page, when the session never started or expired', async () => {
    const router = drawSettingsWithoutToken();
    await screen.findByRole('status');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ nextPathname: '/settings/change-password', nextSearch: '' });
  });

  it('draws nothing after a sign-out, which goes to /login itself (a password change comes back to no page)', async () => {
    fakeServer(() => ({ body: {} }));
    localStorage.setItem('accessToken', makeToken());
    await authProvider.logout({});
    const router = drawSettingsWithoutToken();
    await new Promise(resolve => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/settings/change-password');
    expect(screen.queryByText('settings')).toBeNull();
  });
});
