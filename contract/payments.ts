import type { Decimal } from './fields/answered';
import type { FirstApproval } from './team/fourEyes';
import type { User } from './users';

export type PaymentStatus = 'pending' | 'approved' | 'rejected';

/** The member a payout request carries (`user_list`); the reference server adds their PAN and cash balance. */
export type Payee = Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'firm_name' | 'user_type'> &
  Partial<Pick<User, 'user_type_display' | 'pan_card_number' | 'pan_card'>> & { balance_cash?: Decimal };

/**
 * A payout request ("payment") as the API answers it (spec part 2 section 3); `date` is when it
 * was requested, `amount` rupees. The fields after `ifsc_code` are the reference server's.
 */
export type Payment = {
  id: number;
  date: string;
  amount: Decimal;
  status: string;
  user_list: Payee;
  account_holders_name: string;
  account_number: string;
  bank_name: string;
  ifsc_code: string;
  decided_at?: string | null;
  /** A pending request's first approval, awaiting a second (four eyes); else null. */
  awaiting_second_approval?: FirstApproval | null;
};
