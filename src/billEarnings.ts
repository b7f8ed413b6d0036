import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';

/** What an area works out for a pending bill's approval: the two figures, and the products its body adds. */
export interface WorkedOutAward {
  points_earned: number;
  /** In rupees, to two decimals, as the approval takes it. */
  cash_earned: number;
  /** Catalogue products chosen for the bill's lines that no product's name matches, by the line's name. */
  product_matches: Record<string, number>;
}

/** The approval dialog's aid: it reports what it works out, or null where rules give the bill nothing. */
export interface BillApprovalAidProps {
  billId: Identifier;
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
