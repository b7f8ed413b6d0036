import { fireEvent, render, screen } from '@testing-library/react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ImmediateListParams } from '@/src/framework/ImmediateListParams';

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

describe("a list's calls", () => {
  it('stay the same functions when react-admin gives the list new ones, and call the newest', () => {
    const seen: Array<ListControllerResult['setSort']> = [];
    const sortedBy: string[] = [];
    function Sorter() {
      const { setSort } = useListContext();
      seen.push(setSort);
      return <button onClick={() => setSort({ field: 'email', order: 'DESC' })}>Sort</button>;
    }
    const listWith = (name: string) =>
      ({ ...shownList, setSort: ({ field }: { field: string }) => sortedBy.push(`${name} ${field}`) }) as never;
    const tree = (list: ListControllerResult) => (
      <MemoryRouter>
        <ListContextProvider value={list}>
          <ImmediateListParams>
            <Sorter />
          </ImmediateListParams>
        </ListContextProvider>
      </MemoryRouter>
    );
    const { rerender } = render(tree(listWith('first')));
    rerender(tree(listWith('second')));
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect(sortedBy).toEqual(['second email']);
  });
});
