import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/src/queryClient';

// Guards src/framework/heldListsCache.ts: TanStack Query builds the query of a new key
// through `QueryCache.build`, so a list the data provider holds is drawn in its first render.

const params = { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} };

function FirstRender({ onRender }: { onRender: (data: unknown) => void }) {
  const { data } = useQuery({ queryKey: ['users', 'getList', params], queryFn: () => new Promise(() => {}) });
  onRender(data);
  return <p>{data ? 'rows' : 'waiting'}</p>;
}

describe("the app's query cache", () => {
  it("starts a held list's new query with the data provider's page, in the render that asks for it", () => {
    const held = { data: [{ id: 21 }], total: 40 };
    const peekList = vi.fn(() => held);
    const client = createAppQueryClient({ peekList, holdsList: () => true });
    const renders: unknown[] = [];
    render(
      <QueryClientProvider client={client}>
        <FirstRender onRender={data => renders.push(data)} />
      </QueryClientProvider>,
    );
    expect(peekList).toHaveBeenCalledWith('users', params);
    expect(renders[0]).toEqual(held);
    expect(screen.getByText('rows')).toBeInTheDocument();
  });

  it('leaves a list it does not hold to its query', () => {
    const client = createAppQueryClient({ peekList: () => undefined, holdsList: () => false });
    render(
      <QueryClientProvider client={client}>
        <FirstRender onRender={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });
});
