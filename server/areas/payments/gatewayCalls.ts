import { PAYOUT_KIND } from '@/contract/approvals/kinds';
import type { GatewayCalls, GatewayParts } from '@/server/gateway/gatewayCall';
import { keepRequestAnswer, keepRequestDecision } from '@/server/gateway/upstreamCopy/keptRequests';

const READ_PAYOUT = `GET /${PAYOUT_KIND.read}:id/` as const;

/**
 * What the gateway does around the payout requests' spec calls, beyond forwarding them with the
 * permission of their reference routes (routes.ts) and publishing their changes live: each list
 * in the order it runs.
 */
export function paymentGatewayCalls({ db, fourEyes }: GatewayParts): GatewayCalls {
  /** What an answer of payout requests carries, and the copy the liability and the register read. */
  const answered = [fourEyes.withFirstApprovals(PAYOUT_KIND), keepRequestAnswer(db, 'payout')];
  return {
    [`GET /${PAYOUT_KIND.pendingList}`]: { onAnswer: answered },
    [`GET /${PAYOUT_KIND.decidedList}`]: { onAnswer: answered },
    [READ_PAYOUT]: { onAnswer: answered },
    [PAYOUT_KIND.approve]: {
      audit: { action: 'approve', target: 'payment', id: 'path', read: READ_PAYOUT },
      preHandler: [fourEyes.holdForSecondApproval(PAYOUT_KIND)],
      onAnswer: [keepRequestDecision(db, 'payout', 'approved')],
      onResponse: [fourEyes.settleFirstApproval(PAYOUT_KIND)],
    },
    [PAYOUT_KIND.reject]: {
      audit: { action: 'reject', target: 'payment', id: 'path', read: READ_PAYOUT },
      onAnswer: [keepRequestDecision(db, 'payout', 'rejected')],
      onResponse: [fourEyes.dropFirstApproval(PAYOUT_KIND)],
    },
  };
}
