import { act, render, screen, within } from '@testing-library/react';
import fakeDataProvider from 'ra-data-fakerest';
import { AdminContext, ListBase } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/src/framework/DataTable';
import { i18nProvider } from '@/src/i18n';
import { RovingRows } from '@/src/ui/list/RovingRows';

const users = [{ id: 1, name: 'Asha', email: 'asha@example.in' }];

/** A users table whose list answers only when `answer` is called. */
function renderLoadingTable() {
  let answer = () => {};
  const answered = new Promise<void>(resolve => (answer = resolve));
  const source = fakeDataProvider({ users });
  const dataProvider = {
    ...source,
    getList: (...args: Parameters<typeof source.getList>) => answered.then(() => source.getList(...args)),
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ListBase resource="users" disableSyncWithLocation>
          <RovingRows>
            <DataTable aria-label="Users" rowClick={false}>
              <DataTable.Col source="name" />
              <DataTable.Col source="email" />
            </DataTable>
          </RovingRows>
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
  return () => act(answer);
}

afterEach(() => vi.useRealTimers());

describe('a table while its rows load', () => {
  it('shows nothing for a second, then placeholders named as loading that hold no control and no Tab stop', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = renderLoadingTable();
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const placeholders = screen.getByRole('status', { name: 'Loading' });
    expect(placeholders.querySelectorAll('tbody tr')).toHaveLength(5);
    // react-admin's own placeholder draws an unlabelled select box in each row.
    expect(placeholders.querySelector('input, button')).toBeNull();
    expect(placeholders.querySelector('[tabindex="0"]')).toBeNull();
    await answer();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Asha')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(table.querySelector('tbody tr')).toHaveAttribute('tabindex', '0');
  });
});
