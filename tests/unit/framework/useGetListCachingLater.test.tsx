import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import fakeDataProvider from 'ra-data-fakerest';
import type { ReactNode } from 'react';
import { CoreAdminContext, useGetList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useGetListCachingLater } from '@/src/framework/useGetListCachingLater';

// Guards src/framework/useGetListCachingLater.ts: ra-core's useGetList keys a list's query
// `[resource, 'getList', params]` and copies its records into `[resource, 'getOne', { id, meta }]`.

const widgets = [
  { id: 1, name: 'one' },
  { id: 2, name: 'two' },
];
const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };

function setUp() {
  const dataProvider = fakeDataProvider({ widgets });
  const getList = vi.spyOn(dataProvider, 'getList');
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
      {children}
    </CoreAdminContext>
  );
  return { getList, queryClient, wrapper };
}

function Later() {
  const { data } = useGetListCachingLater('widgets', params);
  return <p>later: {data?.map(widget => widget.name).join(' ')}</p>;
}

function ReactAdmins() {
  const { data } = useGetList('widgets', params);
  return <p>react-admin: {data?.map(widget => widget.name).join(' ')}</p>;
}

describe('useGetListCachingLater', () => {
  it("shares react-admin's useGetList query: one call draws both", async () => {
    const { getList, wrapper: Wrapper } = setUp();
    render(
      <Wrapper>
        <Later />
        <ReactAdmins />
      </Wrapper>,
    );
    await screen.findByText('later: one two');
    await screen.findByText('react-admin: one two');
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('puts the records in the getOne cache once the browser is idle, not as the list answers', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { queryClient, wrapper: Wrapper } = setUp();
    const { unmount } = render(
      <Wrapper>
        <Later />
      </Wrapper>,
    );
    await screen.findByText('later: one two');
    const getOne = (id: number) => queryClient.getQueryData(['widgets', 'getOne', { id: String(id), meta: undefined }]);
    expect(getOne(1)).toBeUndefined();
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    idle.forEach(run => run());
    expect(getOne(1)).toEqual(widgets[0]);
    expect(getOne(2)).toEqual(widgets[1]);
    unmount();
    vi.unstubAllGlobals();
  });
});
