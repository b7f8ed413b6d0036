import { QueryClient, QueryClientProvider, notifyManager, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sendQueryNoticesTogether } from '@/src/framework/queryNotices';

// Guards src/framework/queryNotices.ts: TanStack Query sends its notices through the scheduler
// `notifyManager.setScheduler` sets, so the batches of one task share one timer.

describe("react-query's notices", () => {
  it('are sent in one timer for all the batches of a task, each sent once, in order', async () => {
    sendQueryNoticesTogether();
    const timer = vi.spyOn(globalThis, 'setTimeout');
    const sent: string[] = [];
    for (const name of ['first', 'second', 'third'])
      notifyManager.batch(() => notifyManager.schedule(() => sent.push(name)));
    expect(timer.mock.calls.filter(([, delay]) => delay === 0)).toHaveLength(1);
    await waitFor(() => expect(sent).toEqual(['first', 'second', 'third']));
    timer.mockRestore();
  });

  it('draw two answers of one task in one render', async () => {
    sendQueryNoticesTogether();
    const client = new QueryClient();
    let answer = () => {};
    const answered = new Promise<void>(resolve => (answer = resolve));
    const renders: Array<[unknown, unknown]> = [];
    function TwoLists() {
      const first = useQuery({ queryKey: ['first'], queryFn: () => answered.then(() => 1) });
      const second = useQuery({ queryKey: ['second'], queryFn: () => answered.then(() => 2) });
      renders.push([first.data, second.data]);
      return <p>{first.data && second.data ? 'both' : 'waiting'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <TwoLists />
      </QueryClientProvider>,
    );
    const before = renders.length;
    answer();
    await screen.findByText('both');
    expect(renders.slice(before)).toEqual([[1, 2]]);
  });
});
