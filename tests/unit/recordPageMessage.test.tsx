import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/src/i18n';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';

const renderMessage = (severity?: 'warning') =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <RecordPageMessage title="User Detail" message="User not found" severity={severity}>
          <button type="button">Go back</button>
        </RecordPageMessage>
      </AdminContext>
    </MemoryRouter>,
  );

describe('a record page without its record', () => {
  it("shows the page's h1, names the tab after it, then says why, with the page's actions", async () => {
    renderMessage('warning');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('User Detail');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('User not found');
    expect(alert.className).toContain('Warning');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('User Detail · Loyalty Admin'));
  });

  it('is an error unless told', () => {
    renderMessage();
    expect(screen.getByRole('alert').className).toContain('Error');
  });
});
