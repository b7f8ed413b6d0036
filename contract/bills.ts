import { z } from 'zod';
import { amount } from './fields/numbers';
import { text } from './fields/text';
import { indianGrouping } from './india/grouping';
import type { Decimal } from './fields/answered';
import type { AnsweredRiskMeasures, RiskRule } from './programme/risk';
import type { EarningBreakdown } from './schemes/breakdown';
import type { FirstApproval } from './team/fourEyes';
import type { User } from './users';

/** Above any real award, and low enough to keep every balance far inside the safe integers. */
const MAX_AWARD = 1_000_000_000;
const MAX_AWARD_TEXT = indianGrouping(MAX_AWARD);

/** Approving a bill: whole points and cash in rupees (at most two decimals) awarded to its member. */
export const billApproval = z.object({
  points_earned: amount(
    {
      missing: 'Points are required',
      notNumber: 'Points must be a number',
      negative: 'Points cannot be negative',
      tooPrecise: 'Points must be a whole number',
      tooLarge: `Points cannot be more than ${MAX_AWARD_TEXT}`,
    },
    { decimals: 0, max: MAX_AWARD },
  ),
  cash_earned: amount(
    {
      missing: 'Cash amount is required',
      notNumber: 'Cash amount must be a number',
      negative: 'Cash amount cannot be negative',
      tooPrecise: 'Cash amount can have at most 2 decimal places',
      tooLarge: `Cash amount cannot be more than ${MAX_AWARD_TEXT}`,
    },
    { decimals: 2, max: MAX_AWARD },
  ),
});

/** Rejecting a bill: the reason, trimmed. */
export const billRejection = z.object({
  reason: text({ maxLength: 500, multiline: true, required: 'Please enter a reason for rejection' }),
});

export type BillStatus = 'pending' | 'approved' | 'rejected';

export type BillProduct = { product_name: string; quantity: number };

/** The member a bill carries (`user_list`): the user's fields. */
export type BillMember = Pick<
  User,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'gender'
  | 'date_of_birth'
  | 'address'
  | 'photo'
  | 'firm_name'
  | 'firm_type'
  | 'user_type'
  | 'visiting_card_front'
  | 'firm_type_display'
  | 'user_type_display'
  | 'date_joined'
  | 'created_at'
  | 'date_added'
>;

/** The awards of an approved bill (billApproval's fields), null until it is approved. */
type BillAwards = { [Field in keyof z.output<typeof billApproval>]?: z.output<typeof billApproval>[Field] | null };

/**
 * A bill as the API answers it (spec part 2 section 3): its status is `approved`, or anything
 * else shown as rejected. The fields after `bill_products` are the reference server's.
 */
export type Bill = BillAwards & {
  id: number;
  image: string | null;
  bill_image: string | null;
  date_added: string;
  user_name: string;
  user_list: BillMember;
  invoice_number: string;
  invoice_date: string;
  amount: Decimal;
  status: string;
  dealer: string | null;
  bill_products: BillProduct[];
  user?: number;
  reason?: string | null;
  decided_at?: string | null;
  /** The other bills with the same image bytes, or the same member, amount and bill date. */
  possible_duplicate_ids?: number[];
  /** The risk rules the bill trips; [] when none (contract/programme/risk.ts). */
  risk_reasons?: RiskRule[];
  risk_measures?: AnsweredRiskMeasures;
  /** A pending bill's first approval, awaiting a second (four eyes); else null. */
  awaiting_second_approval?: FirstApproval | null;
  /** The schemes' breakdown its decision was made with; null before it, or for a bill decided without schemes. */
  earning_breakdown?: EarningBreakdown | null;
};
