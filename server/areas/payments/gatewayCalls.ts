import { PAYOUT_KIND } from '@/contract/approvals/kinds';
import type { GatewayCalls, GatewayParts } from '@/server/gateway/gatewayCall';
import { keepRequestAnswer } from '@/server/gateway/upstreamCopy/keptRequests';

/**
 * What the gateway does around the payout requests' lists and reads, beyond forwarding them with
 * the permission of their reference routes (routes.ts) and publishing their changes live. The
 * decisions are declared in decisionCalls.ts.
 */
export function paymentGatewayCalls({ db, fourEyes }: GatewayParts): GatewayCalls {
  /** What an answer of payout requests carries, and the copy the liability and the register read. */
  const answered = [fourEyes.withFirstApprovals(PAYOUT_KIND), keepRequestAnswer(db, 'payout')];
  return {
    [`GET /${PAYOUT_KIND.pendingList}`]: { onAnswer: answered },
    [`GET /${PAYOUT_KIND.decidedList}`]: { onAnswer: answered },
    [`GET /${PAYOUT_KIND.read}:id/`]: { onAnswer: answered },
  };
}
