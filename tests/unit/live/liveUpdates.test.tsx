import { act, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import LiveUpdates from '@/src/live/LiveUpdates';
import { beingReviewedBy, decidedElsewhere, liveStore } from '@/src/live/liveStore';
import { makeToken, signInWith } from '../fakes';

function streamedFetch() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: c => void (controller = c) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200 })),
  );
  return (text: string) => controller.enqueue(new TextEncoder().encode(text));
}

function renderLive() {
  const dataProvider = createAppDataProvider();
  const forget = vi.spyOn(dataProvider, 'forgetHeldLists');
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = render(
    <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
      <LiveUpdates />
    </AdminContext>,
  );
  return { forget, invalidate, view };
}

afterEach(() => liveStore.reset());

describe('live updates', () => {
  it('refreshes once per burst of changes: the held lists forgotten, every query but the auth ones invalidated', async () => {
    signInWith(makeToken());
    const write = streamedFetch();
    const { forget, invalidate } = renderLive();
    await vi.waitFor(() => expect(liveStore.getSnapshot().available).toBe(true));
    const change = (id: number) =>
      `event: change\ndata: ${JSON.stringify({ resource: 'billRequests', action: 'approve', id, by: { id: 2, name: 'Asha Rao' }, at: '' })}\n\n`;
    write(change(1) + change(2) + change(3));
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    expect(forget).toHaveBeenCalledTimes(1);
    expect(decidedElsewhere({ resource: 'billRequests', id: 2 })).toBe('Asha Rao');
    const invalidated = (queryKey: unknown[]) => invalidate.mock.calls[0][0]?.predicate?.({ queryKey } as never);
    expect(invalidated(['auth', 'canAccess'])).toBe(false);
    expect(invalidated(['approvals', 'getList', {}])).toBe(true);
  });

  it('keeps the presences it is sent, and forgets everything once signed out', async () => {
    signInWith(makeToken());
    const write = streamedFetch();
    const { view } = renderLive();
    const presences = [{ resource: 'pendingPayments', id: 5, by: { id: 2, name: 'Asha Rao' }, tab: 'other' }];
    write(`event: presence\ndata: ${JSON.stringify({ presences })}\n\n`);
    await vi.waitFor(() => expect(beingReviewedBy('pendingPayments', 5)).toHaveLength(1));
    act(() => view.unmount());
    expect(liveStore.getSnapshot()).toMatchObject({ available: false, presences: [] });
  });
});
