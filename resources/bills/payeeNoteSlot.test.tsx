import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Area } from '@/src/area';
import { AreasContext } from '@/src/areasContext';
import type { MemberSlotProps } from '@/src/memberSlots';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import { ApproveBillDialog } from './ApproveBillDialog';

beforeEach(() => signInWith(makeToken()));

const Note = ({ memberId }: MemberSlotProps) => <p>What to know of member {memberId}</p>;
const noting: Area = { name: 'noting', permissions: [], payeeNote: Note };

describe("the approval dialog's note on the member (Area.payeeNote)", () => {
  it("shows the bill's member in its approval dialog, and nothing without a member", async () => {
    fakeServer(() => ({ body: {} }));
    const { unmount } = renderScreen(
      '/bill',
      '/bill',
      <AreasContext.Provider value={[noting]}>
        <ApproveBillDialog billId={5} memberId={12} open onClose={() => {}} onApproved={() => {}} />
      </AreasContext.Provider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve Bill' });
    expect(within(dialog).getByText('What to know of member 12')).toBeInTheDocument();
    unmount();
    renderScreen(
      '/bill',
      '/bill',
      <AreasContext.Provider value={[noting]}>
        <ApproveBillDialog billId={5} open onClose={() => {}} onApproved={() => {}} />
      </AreasContext.Provider>,
    );
    const bare = await screen.findByRole('dialog', { name: 'Approve Bill' });
    expect(within(bare).queryByText(/What to know/)).toBeNull();
  });
});
