import type { SlotComponent } from './billEarnings';

/** The member a slot about them is drawn for. */
export interface MemberSlotProps {
  memberId: number;
}

/** The slots of the screens about a member (their page, a decision on their bill or payout) another area may fill. */
export interface MemberSlots {
  /** A section of the member's page; draws nothing where it has nothing to show. */
  memberPanel?: SlotComponent<MemberSlotProps>;
  /** What whoever decides the member's bill or payout should know of them, in the decision's dialog. */
  payeeNote?: SlotComponent<MemberSlotProps>;
}
