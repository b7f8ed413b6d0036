import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PopupProvider, usePopup } from '@/src/ui/PopupProvider';

function ShowsSuccess({ onSettled }: { onSettled: () => void }) {
  const popup = usePopup();
  useEffect(() => {
    void popup.showSuccess('Password changed successfully!').then(onSettled);
  }, [popup, onSettled]);
  return null;
}

describe('the success pop-up', () => {
  it('settles its promise when its page goes before it closes, so that what follows it still happens', async () => {
    let settled = false;
    const view = render(
      <AdminContext>
        <PopupProvider>
          <ShowsSuccess onSettled={() => (settled = true)} />
        </PopupProvider>
      </AdminContext>,
    );
    await screen.findByText('Password changed successfully!');
    expect(settled).toBe(false);
    view.unmount();
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
