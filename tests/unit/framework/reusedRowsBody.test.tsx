import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import fakeDataProvider from 'ra-data-fakerest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, DataTable, ListBase, useListContext, useRefresh, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Column } from '@/src/framework/Column';
import { rowKeys } from '@/src/framework/ReusedRowsBody';
import { lightTheme } from '@/src/theme';

// Guards src/framework/ReusedRowsBody.tsx: the theme plugs it into every react-admin DataTable as
// its body, which must still read the table's records (useDataTableDataContext) and hand a new
// page's records to the rows already drawn.

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

function Controls() {
  const { setPage } = useListContext();
  const refresh = useRefresh();
  return (
    <>
      <button onClick={() => setPage(2)}>Page 2</button>
      <button onClick={refresh}>Refresh</button>
    </>
  );
}

function renderUsers(dataProvider: DataProvider) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} theme={lightTheme}>
        <ListBase resource="users" sort={{ field: 'id', order: 'ASC' }} perPage={2} disableSyncWithLocation>
          <Controls />
          <DataTable aria-label="Users" rowClick={false} bulkActionButtons={false}>
            <Column source="name" />
          </DataTable>
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
}

const bodyRows = async (waitingFor: string) => {
  const table = await screen.findByRole('table', { name: 'Users' });
  await within(table).findByText(waitingFor);
  return within(table).getAllByRole('row').slice(1);
};

describe("every DataTable's body", () => {
  it("draws the next page's records in the rows the page before drew", async () => {
    renderUsers(fakeDataProvider({ users: [1, 2, 3, 4].map(id => ({ id, name: `User ${id}` })) }));
    const firstPage = await bodyRows('User 2');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const secondPage = await bodyRows('User 4');
    expect(secondPage.map(row => row.textContent)).toEqual(['User 3', 'User 4']);
    expect(secondPage[0]).toBe(firstPage[0]);
    expect(secondPage[1]).toBe(firstPage[1]);
  });

  it('keeps a record in its own row when the same page is read again', async () => {
    const users = [1, 2, 3].map(id => ({ id, name: `User ${id}` }));
    const dataProvider = fakeDataProvider({ users });
    renderUsers(dataProvider);
    const [first, second] = await bodyRows('User 2');
    await dataProvider.delete('users', { id: 1, previousData: users[0] });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByText('User 1')).toBeNull());
    const rows = await bodyRows('User 3');
    expect(rows.map(row => row.textContent)).toEqual(['User 2', 'User 3']);
    expect(rows[0]).toBe(second);
    expect(rows).not.toContain(first);
  });
});

describe('rowKeys', () => {
  const records = (...ids: number[]) => ids.map(id => ({ id }));
  const previous = { data: records(1, 2), view: 'page 1', keys: ['a', 'b'], ids: [1, 2], issued: 2 };

  it('gives new records the keys of the rows before them in order when the view changed', () => {
    expect(rowKeys(previous, records(3, 4, 5), 'page 2')).toMatchObject({ keys: ['a', 'b', 'row-3'], issued: 3 });
  });

  it('keeps each record its key, and gives a new one a new key, when the view is the same', () => {
    expect(rowKeys(previous, records(2, 7), 'page 1')).toMatchObject({ keys: ['b', 'row-3'], ids: [2, 7] });
  });

  it('numbers the first records drawn', () => {
    expect(rowKeys(null, records(8, 9), 'page 1').keys).toEqual(['row-1', 'row-2']);
  });
});
