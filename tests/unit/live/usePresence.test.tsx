import { act, render, renderHook } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '@/src/i18n';
import { liveStore, tabId } from '@/src/live/liveStore';
import { presenceEveryMs, usePresence } from '@/src/live/usePresence';
import { useDecisionFailureText } from '@/src/live/useDecisionFailureText';
import { fakeServer, makeToken, signInWith } from '../fakes';

function Page({ id }: { id: string }) {
  usePresence('billRequests', id);
  return null;
}

afterEach(() => liveStore.reset());

describe('reporting an open record', () => {
  it('reports it on open, every 20 s, and nothing on leaving; none while live is unavailable', async () => {
    vi.useFakeTimers();
    signInWith(makeToken({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    const server = fakeServer(() => ({ status: 204 }));
    const puts = () => server.calls.filter(call => call.method === 'PUT').map(call => call.body);
    const view = render(<Page id="29" />);
    await vi.advanceTimersByTimeAsync(presenceEveryMs);
    expect(puts()).toEqual([]);
    act(() => liveStore.opened());
    await vi.advanceTimersByTimeAsync(0);
    const open = { tab: tabId, record: { resource: 'billRequests', id: 29 } };
    expect(puts()).toEqual([open]);
    expect(server.calls[0].path).toBe('live/presence/');
    expect(server.calls[0].headers.Authorization).toMatch(/^Bearer /);
    await vi.advanceTimersByTimeAsync(presenceEveryMs);
    expect(puts()).toEqual([open, open]);
    view.unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(puts()).toEqual([open, open, { tab: tabId, record: null }]);
  });

  it('reports it again once the stream reconnects (the server forgot the tab with its last stream)', async () => {
    signInWith(makeToken());
    const server = fakeServer(() => ({ status: 204 }));
    const opened = () => server.calls.filter(call => (call.body as { record: unknown }).record !== null);
    liveStore.opened();
    render(<Page id="29" />);
    await vi.waitFor(() => expect(opened()).toHaveLength(1));
    act(() => liveStore.opened());
    await vi.waitFor(() => expect(opened()).toHaveLength(2));
  });

  it('stays silent when a report fails', async () => {
    signInWith(makeToken());
    const server = fakeServer(() => new TypeError('Failed to fetch'));
    liveStore.opened();
    render(<Page id="29" />);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
  });
});

describe('the text of a failed decision', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={i18nProvider}>{children}</AdminContext>
  );

  it("names another administrator who decided the record a moment ago, else keeps the screen's own", () => {
    localStorage.setItem('userId', '7');
    liveStore.addChange({
      resource: 'pendingPayments',
      action: 'reject',
      id: 5,
      by: { id: 2, name: 'Asha Rao' },
      at: '',
    });
    const { result } = renderHook(() => useDecisionFailureText(), { wrapper });
    expect(result.current({ resource: 'pendingPayments', id: '5' }, 'Invalid request')).toBe(
      'Asha Rao decided this a moment ago.',
    );
    expect(result.current({ resource: 'pendingPayments', id: 6 }, 'Invalid request')).toBe('Invalid request');
    expect(result.current(undefined, 'Invalid request')).toBe('Invalid request');
  });
});
