import { fireEvent, render, screen } from '@testing-library/react';
import { DataProviderContext, ListContextProvider, type DataProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SortWarmUp } from '@/src/framework/SortWarmUp';

const shownList = {
  resource: 'users',
  sort: { field: 'date_joined', order: 'DESC' },
  filterValues: { q: 'sharma' },
  perPage: 20,
} as unknown as ListControllerResult;

function renderHeaders(peekList = vi.fn()) {
  render(
    <DataProviderContext.Provider value={{ peekList } as unknown as DataProvider}>
      <ListContextProvider value={shownList}>
        <SortWarmUp filter={{ status: 'pending' }}>
          <table>
            <thead>
              <tr>
                <th>
                  <button data-field="email" data-order="ASC">
                    Email
                  </button>
                </th>
                <th>
                  <button data-field="date_joined" data-order="ASC">
                    Joined
                  </button>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <button>View</button>
                </td>
              </tr>
            </tbody>
          </table>
        </SortWarmUp>
      </ListContextProvider>
    </DataProviderContext.Provider>,
  );
  return peekList;
}

describe('a list held whole', () => {
  it('is sorted ahead, as the click will ask, when the pointer reaches a sortable header', () => {
    const peekList = renderHeaders();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Email' }));
    expect(peekList).toHaveBeenCalledWith('users', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'sharma', status: 'pending' },
    });
  });

  it('is sorted the other way ahead when the focus reaches the header it is sorted by', () => {
    const peekList = renderHeaders();
    fireEvent.focus(screen.getByRole('button', { name: 'Joined' }));
    expect(peekList).toHaveBeenLastCalledWith(
      'users',
      expect.objectContaining({ sort: { field: 'date_joined', order: 'ASC' } }),
    );
  });

  it('is left alone when the pointer moves over its rows', () => {
    const peekList = renderHeaders();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'View' }));
    expect(peekList).not.toHaveBeenCalled();
  });
});
