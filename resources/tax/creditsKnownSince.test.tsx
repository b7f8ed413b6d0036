import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import TaxRegister from './TaxRegister';
import { registerLine } from './registerLineFixture';

const line = { ...registerLine, certificates: null };

function renderRegister(answered: Record<string, unknown>) {
  signInWith(makeToken());
  fakeServer(call =>
    call.path === 'programme/tax-194r/'
      ? { body: { count: 1, next: null, previous: null, results: [{ ...line, ...answered }] } }
      : { status: 404, body: { detail: 'Not found.' } },
  );
  renderScreen(
    '/tax/194r',
    '/tax/194r',
    <PopupProvider>
      <TaxRegister />
    </PopupProvider>,
  );
}

describe('the 194R register at the gateway', () => {
  it('says since when it counts credits, and that a line’s certificates are not known', async () => {
    renderRegister({ credits_known_since: '2026-11-20T04:30:00.000Z' });
    expect(
      await screen.findByText(
        'Credits are counted from 20-11-2026, when the admin’s server began keeping the programme’s figures: those decided on the programme’s server before then are not known here.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Not known' })).toBeVisible();
  });

  it('says nothing of it where every credit is counted', async () => {
    renderRegister({ certificates: 1 });
    expect(await screen.findByRole('cell', { name: 'Uploaded' })).toBeVisible();
    expect(screen.queryByText(/Credits are counted from/)).toBeNull();
  });
});
