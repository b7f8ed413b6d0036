import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppDataProvider } from '@/src/appDataProvider';
import { i18nProvider } from '@/src/i18n';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { fakeServer, makeToken, signInWith } from '../fakes';

// What the tests of the add forms (the catalogue's and the vouchers') share: each checks with the
// contract before sending, so a call other than a GET is a failure.

const brands = [{ id: 4, name: 'Marblex', color: '#1A2B3C', description: '', logo: null }];

/** A signed-in session against a fake server that knows one brand and no categories; every call is recorded. */
export function server() {
  signInWith(makeToken());
  return fakeServer(call =>
    call.method !== 'GET'
      ? { status: 500, body: { detail: 'Nothing should have been sent.' } }
      : call.path === 'product/brand/list/'
        ? { body: brands }
        : call.path.startsWith('product/category/brand/')
          ? { body: [] }
          : { status: 404, body: { detail: 'Not found.' } },
  ).calls;
}

export function renderAt(path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={createAppDataProvider()} i18nProvider={i18nProvider}>
        <PopupProvider>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </PopupProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The message shown under the field labelled `label` (its MUI helper text). */
export const messageUnder = (label: RegExp) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;
