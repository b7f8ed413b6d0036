import { readUserId } from '@/authProvider';
import type { FirstApproval } from '@/contract/team/fourEyes';

/** A bill or payout answer, as far as four eyes goes (contract/bills.ts, contract/payments.ts). */
type Item = { awaiting_second_approval?: unknown };

/**
 * The first of two approvals a bill or payout answer carries (`awaiting_second_approval`), or
 * null: none yet, or a backend without four eyes (the spec's), whose answers never carry one.
 */
export function firstApprovalOf(item: Item | undefined): FirstApproval | null {
  const first = item?.awaiting_second_approval as Partial<FirstApproval> | null | undefined;
  if (!first || typeof first !== 'object' || typeof first.by?.id !== 'number') return null;
  return {
    by: { id: first.by.id, name: typeof first.by.name === 'string' ? first.by.name : '' },
    at: typeof first.at === 'string' ? first.at : '',
    ...(typeof first.points_earned === 'number' && { points_earned: first.points_earned }),
    ...(typeof first.cash_earned === 'number' && { cash_earned: first.cash_earned }),
  };
}

/** Whether the signed-in administrator gave this first approval (they cannot confirm it). */
export const isOwnFirstApproval = (first: FirstApproval): boolean => String(first.by.id) === readUserId();

/** Whether a decision's answer says the item now awaits a second approval (the server's 202). */
export const awaitsSecondApproval = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && firstApprovalOf(answer as Item) !== null;
