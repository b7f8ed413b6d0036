import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '@/src/i18n';
import { BeingReviewedNotice } from '@/src/live/BeingReviewedNotice';
import { liveStore } from '@/src/live/liveStore';

const renderNotice = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <BeingReviewedNotice resource="pendingPayments" id="12" />
    </AdminContext>,
  );

const presence = (id: number, name: string, tab: string) => ({
  resource: 'pendingPayments',
  id: 12,
  by: { id, name },
  tab,
});

afterEach(() => liveStore.reset());

describe('the "Being reviewed" notice', () => {
  it('shows who else has the record open, as it changes', () => {
    localStorage.setItem('userId', '7');
    liveStore.opened();
    renderNotice();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => liveStore.setPresences([presence(2, 'Asha Rao', 'a')]));
    expect(screen.getByRole('status')).toHaveTextContent('Being reviewed by Asha Rao');
    act(() =>
      liveStore.setPresences([
        presence(2, 'Asha Rao', 'a'),
        presence(3, 'Vikram Shah', 'b'),
        presence(4, 'Meera Iyer', 'c'),
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Being reviewed by Asha Rao, Vikram Shah and Meera Iyer');
    act(() => liveStore.setPresences([presence(7, 'Me', 'other-tab')]));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing while live updates are unavailable', () => {
    renderNotice();
    act(() => liveStore.setPresences([presence(2, 'Asha Rao', 'a')]));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
