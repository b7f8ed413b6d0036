import type { FastifyReply } from 'fastify';
import { FOUR_EYES_MESSAGES, type FirstApproval } from '@/contract/team/fourEyes';
import type { StoredFirstApproval } from './steps';

/** What an approval did: its answer, and whether it was a first approval or the decision (confirming one). */
export interface ApprovalOutcome<A> {
  answer: A;
  step: 'first' | 'decide';
  confirmed: StoredFirstApproval | null;
}

/** The answer (202) to a first approval: the app reads `awaiting_second_approval` on it. */
export const firstApprovalAnswer = (first: FirstApproval) => ({
  message: FOUR_EYES_MESSAGES.firstApproval,
  awaiting_second_approval: first,
});

/** The audit entry's words after "Approved bill #32 (…)": a first approval, or whose one the decision confirms. */
export const approvalDetail = ({ step, confirmed }: ApprovalOutcome<unknown>): string | undefined =>
  step === 'first'
    ? 'first approval, awaiting a second administrator’s'
    : confirmed
      ? `second approval, confirming ${confirmed.name}’s first`
      : undefined;

/** The outcome's answer, 202 for a first approval (nothing moved yet), else 200. */
export function answerOf<A>(reply: FastifyReply, outcome: ApprovalOutcome<A>): A {
  if (outcome.step === 'first') reply.code(202);
  return outcome.answer;
}

/** A record without `awaiting_second_approval`, for a backend without four eyes (strict spec shapes). */
export function withoutFirstApproval<T extends { awaiting_second_approval: unknown }>(
  record: T,
): Omit<T, 'awaiting_second_approval'> {
  const { awaiting_second_approval: _first, ...rest } = record;
  return rest;
}
