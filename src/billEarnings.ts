import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';

/**
 * What an area works out for a pending bill's approval (the schemes'): the two figures to fill in,
 * and what the approval's body adds to the spec's (`product_matches`, and `earning_reason` when a
 * typed figure differs).
 */
export interface WorkedOutAward {
  points_earned: number;
  /** In rupees, to two decimals, as the approval takes it. */
  cash_earned: number;
  /** Catalogue products chosen for the bill's lines that no product's name matches, by the line's name. */
  product_matches: Record<string, number>;
}

/**
 * The approval dialog's aid (`Area.billApprovalAid`): shown in the dialog, it reports what it works
 * out. It reports null where rules give the bill nothing (none stored, none applies, a failure):
 * the figures are then typed as without it, and need no reason.
 */
export interface BillApprovalAidProps {
  billId: Identifier;
  /** Each new award worked out, or null when there is none (the backend works none out, or failed to). */
  onWorkedOut: (award: WorkedOutAward | null) => void;
}

/** A bill as the bill's page gives it to `Area.billEarnings`: a decided bill's answer may carry its `earning_breakdown`. */
export interface BillEarningsProps {
  bill: { id: Identifier; status: string; earning_breakdown?: unknown };
}

/** A slot's component, which may load its code ahead of its first render (`lazySlot`). */
export type SlotComponent<Props> = ComponentType<Props> & { preload?: () => Promise<void> };

/** The slots of the bills' screens another area may fill. */
export interface BillEarningsSlots {
  /** Beside the approval dialog's figures: works them out and fills them in; loaded with the dialog's page. */
  billApprovalAid?: SlotComponent<BillApprovalAidProps>;
  /** On the bill's page: how its figures were, or would be, worked out. */
  billEarnings?: SlotComponent<BillEarningsProps>;
}
