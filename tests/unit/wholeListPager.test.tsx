import { render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '@/src/i18n';
import { WholeListPager } from '@/src/ui/list/WholeListPager';

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));

function renderPager(list: Partial<ListControllerResult>) {
  const setPerPage = vi.fn();
  const value = { page: 1, isPending: false, setPage: vi.fn(), setPerPage, ...list } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ListContextProvider value={value}>
        <WholeListPager pageSize={20} />
      </ListContextProvider>
    </AdminContext>,
  );
  return setPerPage;
}

describe('the pager of a list the spec shows whole', () => {
  it('stays away while the answer holds every row', () => {
    const setPerPage = renderPager({ data: rows(40), total: 40, perPage: Number.MAX_SAFE_INTEGER });
    expect(setPerPage).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('turns the list to pages of 20 when a paging backend served fewer rows than it holds', () => {
    const setPerPage = renderPager({ data: rows(100), total: 150, perPage: Number.MAX_SAFE_INTEGER });
    expect(setPerPage).toHaveBeenCalledWith(20);
  });

  it("shows the spec's pager once the list is in pages", () => {
    renderPager({ data: rows(20), total: 150, perPage: 20 });
    expect(screen.getByText('Page 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
