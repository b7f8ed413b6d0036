import { z } from 'zod';
import { billApproval } from '@/contract/bills';
import { text } from '@/contract/fields/text';
import { earningChoices, SCHEME_WORDS } from '@/contract/schemes/input';
import type { WorkedOutAward } from '@/src/billEarnings';

/** The approval's figures as typed. */
interface TypedAward {
  points_earned: string;
  cash_earned: string;
}

const paiseOf = (rupees: number) => Math.round(rupees * 100);

/** Whether a typed figure differs from those rules worked out: the approval then asks why. */
export const differsFromRules = (award: WorkedOutAward | null, typed: TypedAward): boolean =>
  !!award &&
  (Number(typed.points_earned) !== award.points_earned ||
    paiseOf(Number(typed.cash_earned)) !== paiseOf(award.cash_earned));

/** The approval's rules (billApproval), and a reason required when the figures differ from the rules' (earningChoices). */
export const approvalWithReason = (reasonNeeded: boolean) =>
  billApproval.extend({
    earning_reason: reasonNeeded
      ? text({ maxLength: 500, multiline: true, required: SCHEME_WORDS.reason })
      : earningChoices.shape.earning_reason,
  });

/** What the approval sends beyond the spec's figures: the products matched, and the reason when one is needed. */
export const earningChoicesOf = (
  award: WorkedOutAward | null,
  reason: string | undefined,
  reasonNeeded: boolean,
): z.input<typeof earningChoices> => ({
  ...(award && Object.keys(award.product_matches).length > 0 && { product_matches: award.product_matches }),
  ...(reasonNeeded && reason?.trim() && { earning_reason: reason.trim() }),
});
