import type { Decimal } from './fields/answered';
import type { FirstApproval } from './team/fourEyes';
import type { User } from './users';

export type PaymentStatus = 'pending' | 'approved' | 'rejected';

/** The member a payout request carries (`user_list`); the reference server adds their PAN and cash balance. */
export type Payee = Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'firm_name' | 'user_type'> &
  Partial<Pick<User, 'user_type_display' | 'pan_card_number' | 'pan_card'>> & { balance_cash?: Decimal };

/** The risk rules of a payout request: its account number is named by another member's payout request. */
export const PAYMENT_RISK_RULES = ['shared_account'] as const;
export type PaymentRiskRule = (typeof PAYMENT_RISK_RULES)[number];

/** Another member a payout request's risk names. */
export type RiskMember = { id: number; name: string };

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
  /** The risk rules the request trips; [] when none. */
  risk_reasons?: PaymentRiskRule[];
  /** The other members whose payout requests, of any status, name the same account number (trimmed). */
  shared_with?: RiskMember[];
};

/**
 * The other members paid into a request's account, when the backend answers its risk and flags the
 * shared account; [] otherwise (the spec's backend answers no risk).
 */
export function sharedAccountOf(payment: Pick<Payment, 'risk_reasons' | 'shared_with'>): RiskMember[] {
  const { risk_reasons: reasons, shared_with: members } = payment;
  if (!Array.isArray(reasons) || !reasons.includes('shared_account') || !Array.isArray(members)) return [];
  return members.filter(
    (member): member is RiskMember =>
      typeof member === 'object' && member !== null && member.id !== undefined && typeof member.name === 'string',
  );
}
