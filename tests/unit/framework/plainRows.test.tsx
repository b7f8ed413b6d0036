import { fireEvent, render, screen, within } from '@testing-library/react';
import fakeDataProvider from 'ra-data-fakerest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { AdminContext, BulkExportButton, DataTable, ListBase } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Column } from '@/src/framework/Column';
import { PLAIN_ROW } from '@/src/ui/list/plainTable';
import { lightTheme } from '@/src/theme';

// Guards src/framework/PlainRows.tsx: the theme plugs it into every react-admin DataTable,
// which must still tell it whether it selects (useDataTableConfigContext), toggle a row's
// selection with Shift ranges (useDataTableCallbacksContext) and show what is selected
// (useDataTableSelectedIdsContext).

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');
const users = [1, 2, 3, 4].map(id => ({ id, name: `User ${id}` }));

function renderTable(table: ReactNode) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={fakeDataProvider({ users })} i18nProvider={i18nProvider} theme={lightTheme}>
        <ListBase resource="users" sort={{ field: 'id', order: 'ASC' }} disableSyncWithLocation>
          {table}
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
}

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Users' });
  await within(table).findByText('User 4');
  return within(table).getAllByRole('row').slice(1);
};
const boxOf = (row: HTMLElement) => within(row).getByRole('checkbox', { name: 'Select this row' });

describe("every DataTable's body rows, as plain rows", () => {
  it('draws each row as a plain row whose selection box selects it, Shift-click selecting the range', async () => {
    renderTable(
      <DataTable aria-label="Users" rowClick={false} bulkActionButtons={<BulkExportButton />}>
        <Column source="name" />
      </DataTable>,
    );
    const rows = await bodyRows();
    expect(rows.every(row => row.classList.contains(PLAIN_ROW))).toBe(true);
    expect(rows[0].querySelector('.MuiCheckbox-root')).toBeNull();

    fireEvent.click(boxOf(rows[0]));
    expect(await screen.findByText('1 item selected')).toBeVisible();
    expect(boxOf(rows[0])).toBeChecked();
    fireEvent.click(boxOf(rows[2]), { shiftKey: true });
    expect(await screen.findByText('3 items selected')).toBeVisible();
    expect(rows.map(row => (boxOf(row) as HTMLInputElement).checked)).toEqual([true, true, true, false]);
  });

  it('draws no selection box in a table without bulk actions', async () => {
    renderTable(
      <DataTable aria-label="Users" rowClick={false} bulkActionButtons={false}>
        <Column source="name" />
      </DataTable>,
    );
    const rows = await bodyRows();
    expect(rows[0]).toHaveClass(PLAIN_ROW);
    expect(within(rows[0]).queryByRole('checkbox')).toBeNull();
  });

  it("keeps react-admin's row in a table that follows a click on a row", async () => {
    renderTable(
      <DataTable aria-label="Users" rowClick="show" bulkActionButtons={false}>
        <Column source="name" />
      </DataTable>,
    );
    const rows = await bodyRows();
    expect(rows[0]).not.toHaveClass(PLAIN_ROW);
    expect(rows[0]).toHaveClass('RaDataTable-clickableRow');
  });
});
