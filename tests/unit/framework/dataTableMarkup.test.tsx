import { fireEvent, render, screen, within } from '@testing-library/react';
import fakeDataProvider from 'ra-data-fakerest';
import { AdminContext, DataTable, ListBase } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Column } from '@/src/framework/Column';
import { SortWarmUp } from '@/src/framework/SortWarmUp';
import { PLAIN_CELL } from '@/src/ui/list/plainTable';

// Guards what src/framework/Column.tsx and SortWarmUp.tsx read of react-admin's DataTable
// (useDataTableRenderContext, the header's data-field and data-order): a real DataTable.

const users = [
  { id: 1, name: 'Asha', email: 'asha@example.in' },
  { id: 2, name: 'Ravi', email: 'ravi@example.in' },
];

function renderTable(peekList = vi.fn()) {
  const dataProvider = { ...fakeDataProvider({ users }), peekList };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider}>
        <ListBase resource="users" sort={{ field: 'id', order: 'ASC' }} disableSyncWithLocation>
          <SortWarmUp>
            <DataTable aria-label="Users" bulkActionButtons={false} rowClick={false}>
              <Column source="name" />
              <Column source="email" render={user => user.email.toUpperCase()} />
            </DataTable>
          </SortWarmUp>
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
  return peekList;
}

describe("react-admin's DataTable, as the framework extensions read it", () => {
  it('draws a Column’s body cells as plain cells and its header as react-admin’s (useDataTableRenderContext)', async () => {
    renderTable();
    const table = await screen.findByRole('table', { name: 'Users' });
    const cell = await within(table).findByText('ASHA@EXAMPLE.IN');
    expect(cell.tagName).toBe('TD');
    expect(cell).toHaveClass(PLAIN_CELL);
    expect(within(table).getByText('Asha')).toHaveClass(PLAIN_CELL);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(table.querySelector('thead [data-field="email"]')).not.toBeNull();
  });

  it("marks each sortable header with its field and first order, which SortWarmUp sorts ahead by", async () => {
    const peekList = renderTable();
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('Asha');
    const header = table.querySelector<HTMLElement>('thead [data-field="email"]');
    expect(header?.dataset.order).toBe('ASC');
    fireEvent.pointerOver(header!);
    expect(peekList).toHaveBeenCalledWith('users', expect.objectContaining({ sort: { field: 'email', order: 'ASC' } }));
  });
});
