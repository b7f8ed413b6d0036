import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  ListContextProvider,
  ResourceContextProvider,
  type AuthProvider,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '@/src/i18n';
import { PhoneRows } from '@/src/ui/list/PhoneRows';

const bills = [1, 2, 3].map(id => ({ id, user_name: `Member ${id}`, amount: id * 100 }));

function renderRows(list: Partial<ListControllerResult>) {
  const queryClient = new QueryClient();
  const canAccess = vi.fn(async () => true);
  const authProvider: AuthProvider = {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    canAccess,
  };
  const value = { isPending: false, total: list.data?.length, resource: 'bills', ...list } as ListControllerResult;
  render(
    <AdminContext i18nProvider={i18nProvider} authProvider={authProvider} queryClient={queryClient}>
      <ResourceContextProvider value="bills">
        <ListContextProvider value={value}>
          <PhoneRows
            label="Bills"
            emptyText="No bills"
            primary={bill => String(bill.user_name)}
            secondary={bill => `Bill ${bill.id}`}
            figure={bill => `₹${bill.amount}`}
            actions={bill => <button type="button">Open {String(bill.user_name)}</button>}
          />
        </ListContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { queryClient, canAccess };
}

describe('a list on a phone', () => {
  it("shows each record's name, figure, second line and buttons", () => {
    renderRows({ data: bills });
    const items = within(screen.getByRole('list', { name: 'Bills' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('Member 2₹200Bill 2');
    expect(within(items[1]).getByRole('button', { name: 'Open Member 2' })).toBeVisible();
  });

  it('asks the auth provider nothing for its rows, which link nowhere', () => {
    const { queryClient, canAccess } = renderRows({ data: bills });
    expect(canAccess).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['auth'] })).toEqual([]);
  });

  it('says when there is nothing, and draws placeholders while the list loads a while', async () => {
    renderRows({ data: [] });
    expect(screen.getByText('No bills')).toBeVisible();
    renderRows({ data: undefined, isPending: true });
    expect((await screen.findAllByRole('listitem', {}, { timeout: 2000 })).length).toBeGreaterThan(0);
  });
});
