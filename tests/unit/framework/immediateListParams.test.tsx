import { fireEvent, render, screen } from '@testing-library/react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ImmediateListParams } from '../../../src/framework/ImmediateListParams';

const shownList = {
  page: 2,
  perPage: 20,
  sort: { field: 'email', order: 'ASC' },
  filterValues: { q: 'sharma' },
  displayedFilters: {},
} as unknown as ListControllerResult;

function Controls() {
  const { setPage } = useListContext();
  const { search } = useLocation();
  return (
    <>
      <button onClick={() => setPage(3)}>Next</button>
      <output>{search}</output>
    </>
  );
}

function renderList(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <ListContextProvider value={shownList}>
        <ImmediateListParams>
          <Controls />
        </ImmediateListParams>
      </ListContextProvider>
    </MemoryRouter>,
  );
  return () => new URLSearchParams(screen.getByRole('status').textContent ?? '');
}

describe("a list's page change", () => {
  it('reaches the address in the click itself, with the search, sort and tab kept', () => {
    const address = renderList('/user/list?tab=edits');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(Object.fromEntries(address())).toEqual({
      tab: 'edits',
      page: '3',
      perPage: '20',
      sort: 'email',
      order: 'ASC',
      filter: '{"q":"sharma"}',
      displayedFilters: '{}',
    });
  });
});
