import type { FastifyRequest, onResponseAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { BILL_KIND, PAYOUT_KIND } from '@/contract/approvals/kinds';
import { billNeedsSecondApproval, FOUR_EYES_MESSAGES, payoutNeedsSecondApproval } from '@/contract/team/fourEyes';
import { bearerOf, idOf, isSuccess, itemsOf } from '../callParts';
import type { Db } from '../db/connection';
import { HttpError } from '../errors';
import { firstApprovalAnswer, type ApprovalOutcome } from '../fourEyes/outcomes';
import { approvalStep, type StoredFirstApproval } from '../fourEyes/steps';
import { toPaise } from '../ledger';
import { programmeSettingsOf } from '../programme/settings';
import { upstreamUnavailable } from './failures';
import { firstApprovalAnswerOf, GatewayFirstApprovals } from './firstApprovals';
import { jsonReader, type AnswerReader } from './answerReaders';
import type { Upstream } from './upstream';

/** A kind four eyes covers at the gateway (contract/approvals/kinds.ts): a bill, or a payout request. */
type Decided = typeof BILL_KIND | typeof PAYOUT_KIND;

/** Four eyes' steps of a kind's calls, for the areas' gateway calls. */
export interface GatewayFourEyes {
  /** Before an approval: a first one is kept and answered 202; a second one confirms; one of two at once is refused. */
  holdForSecondApproval: (kind: Decided) => preHandlerAsyncHookHandler;
  /** Once an approval is answered: its first approval goes with the decision, or is freed when the upstream refused. */
  settleFirstApproval: (kind: Decided) => onResponseAsyncHookHandler;
  /** Once a rejection is answered: a first approval goes with it. */
  dropFirstApproval: (kind: Decided) => onResponseAsyncHookHandler;
  /** On an answer of the kind's items: each pending one's first approval, or null, as `awaiting_second_approval`. */
  withFirstApprovals: (kind: Decided) => AnswerReader;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What four eyes made of an approval at the gateway (the audit trail tells it): a first
     * approval the gateway answered itself, or a decision forwarded, confirming a first or not.
     */
    fourEyesOutcome: Omit<ApprovalOutcome<unknown>, 'answer'> | null;
  }
}

/**
 * Four eyes at the gateway, exactly as on the reference server: an approval above the programme's
 * threshold (the gateway's settings) is recorded here and answered 202 without being forwarded; a
 * different administrator's approval (of the same figures, for a bill) forwards the decision with
 * their own token, so the upstream moves points or cash only then; of two confirmations at once,
 * the second is refused while the first is forwarded; a rejection is forwarded at once. The
 * upstream's answers of the items carry `awaiting_second_approval`.
 */
export function gatewayFourEyes(options: {
  db: Db;
  upstream: Upstream;
  now: () => Date;
  timeoutMs: number;
}): GatewayFourEyes {
  const { db, upstream, now, timeoutMs } = options;
  const firstApprovals = new GatewayFirstApprovals(db);

  /** The item as the upstream has it now, read with the caller's token; null when it is not there for them. */
  const readItem = async (request: FastifyRequest, decided: Decided, id: number) => {
    const answer = await upstream.get(`${decided.read}${id}/`, bearerOf(request)).catch(error => {
      throw upstreamUnavailable(error);
    });
    return answer.status === 200 ? (itemsOf(answer.body)[0] ?? null) : null;
  };

  /** Whether the approval needs two, from its figures (a bill's body) or the item (a payout's amount); null: let the upstream answer. */
  const needsTwo = (decided: Decided, request: FastifyRequest, item: Record<string, unknown>) => {
    const thresholds = programmeSettingsOf(db);
    if (decided.name === 'payout') return payoutNeedsSecondApproval(thresholds, Number(item.amount));
    const { points_earned, cash_earned } = (request.body ?? {}) as Record<string, unknown>;
    const awards = { points_earned: Number(points_earned), cash_earned: Number(cash_earned) };
    if (!Number.isFinite(awards.points_earned) || !Number.isFinite(awards.cash_earned)) return null;
    return billNeedsSecondApproval(thresholds, awards);
  };

  const sameFigures = (request: FastifyRequest) => (first: StoredFirstApproval) => {
    const { points_earned, cash_earned } = (request.body ?? {}) as Record<string, unknown>;
    return first.points === Number(points_earned) && first.cashPaise === toPaise(Number(cash_earned));
  };

  const holdForSecondApproval = (decided: Decided): preHandlerAsyncHookHandler =>
    async function holdForSecondApproval(request, reply) {
      const id = idOf(request);
      if (id === null) return;
      const item = await readItem(request, decided, id);
      if (item === null) return;
      if (item.status !== undefined && item.status !== 'pending') throw new HttpError(400, decided.alreadyDecided);
      const needTwo = needsTwo(decided, request, item);
      if (needTwo === null) return;
      // Twice at most: a first approval recorded meanwhile by another is then confirmed, or refused.
      for (let attempt = 0; attempt < 2; attempt++) {
        const first = firstApprovals.find(decided.name, id);
        const step = approvalStep({
          enabled: true,
          first,
          admin: request.userId,
          needTwo,
          ...(decided.name === 'bill' && { sameFigures: sameFigures(request) }),
        });
        if (step.step === 'first') {
          const body = (request.body ?? {}) as Record<string, unknown>;
          const recorded = firstApprovals.record(decided.name, id, {
            by: request.userId,
            at: now().toISOString(),
            points: decided.name === 'bill' ? Number(body.points_earned) : null,
            cashPaise: decided.name === 'bill' ? toPaise(Number(body.cash_earned)) : null,
          });
          if (!recorded) continue;
          request.fourEyesOutcome = { step: 'first', confirmed: null };
          const answer = firstApprovalAnswer(firstApprovalAnswerOf(firstApprovals.find(decided.name, id)!));
          return reply.code(202).send(answer);
        }
        if (step.confirmed) {
          const at = now();
          const staleBefore = new Date(at.getTime() - 2 * timeoutMs);
          if (!firstApprovals.claim(decided.name, id, step.confirmed, request.userId, at, staleBefore)) {
            throw new HttpError(409, FOUR_EYES_MESSAGES.beingConfirmed);
          }
        }
        request.fourEyesOutcome = { step: 'decide', confirmed: step.confirmed };
        return;
      }
      throw new HttpError(409, FOUR_EYES_MESSAGES.beingConfirmed);
    };

  const settleFirstApproval = (decided: Decided): onResponseAsyncHookHandler =>
    async function settleFirstApproval(request, reply) {
      const outcome = request.fourEyesOutcome;
      const id = idOf(request);
      if (!outcome || outcome.step === 'first' || id === null) return;
      if (isSuccess(reply.statusCode)) firstApprovals.remove(decided.name, id);
      else if (outcome.confirmed) firstApprovals.release(decided.name, id, request.userId);
    };

  const dropFirstApproval = (decided: Decided): onResponseAsyncHookHandler =>
    async function dropFirstApproval(request, reply) {
      const id = idOf(request);
      if (id !== null && isSuccess(reply.statusCode)) firstApprovals.remove(decided.name, id);
    };

  /** The upstream's answer with each pending item's first approval, or null, as `awaiting_second_approval`. */
  const withFirstApprovals = (decided: Decided): AnswerReader =>
    jsonReader(function withFirstApprovals(body) {
      const pending = itemsOf(body).filter(item => Number.isSafeInteger(item.id) && item.status === 'pending');
      const firsts = firstApprovals.answersOf(
        decided.name,
        pending.map(item => item.id as number),
      );
      for (const item of pending) item.awaiting_second_approval = firsts.get(item.id as number) ?? null;
    });

  return { holdForSecondApproval, settleFirstApproval, dropFirstApproval, withFirstApprovals };
}
