import { BILL_KIND } from '@/contract/approvals/kinds';
import type { GatewayCall, GatewayCalls, GatewayParts } from '@/server/gateway/gatewayCall';
import { gatewayBillAnswers } from './gatewayAnswers';

/**
 * What the gateway does around the bills' lists and reads, beyond forwarding them with the
 * permission of their reference routes (routes.ts): each list in the order it runs. The decisions
 * are declared in decisionCalls.ts.
 */
export function billGatewayCalls(gateway: GatewayParts): GatewayCalls {
  const { fourEyes, billEarnings } = gateway;
  const bills = gatewayBillAnswers(gateway);
  /** What an answer of bills carries at the gateway, as on the reference server. */
  const answered = [fourEyes.withFirstApprovals(BILL_KIND), bills.keepWithRisk, billEarnings.withBreakdowns];
  const list = (path: string): GatewayCall => ({
    // The flagged bills are the gateway's to find: it answers them, read as the upstream's answer would be.
    preHandler: [bills.answerFlagged(path, [fourEyes.withFirstApprovals(BILL_KIND), billEarnings.withBreakdowns])],
    onAnswer: answered,
  });

  return {
    [`GET /${BILL_KIND.pendingList}`]: list(BILL_KIND.pendingList),
    [`GET /${BILL_KIND.decidedList}`]: list(BILL_KIND.decidedList),
    [`GET /${BILL_KIND.read}:id/`]: { onAnswer: answered },
  };
}
