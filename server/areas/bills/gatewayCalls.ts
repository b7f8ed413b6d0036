import { BILL_KIND } from '@/contract/approvals/kinds';
import { plainText } from '@/server/gateway/auditedCalls';
import type { GatewayCall, GatewayCalls, GatewayParts } from '@/server/gateway/gatewayCall';
import { gatewayBillAnswers } from './gatewayAnswers';

const READ_BILL = `GET /${BILL_KIND.read}:id/` as const;

/**
 * What the gateway does around the bills' spec calls, beyond forwarding them with the permission
 * of their reference routes (routes.ts) and publishing their changes live: each list in the order
 * it runs.
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
    [READ_BILL]: { onAnswer: answered },
    [BILL_KIND.approve]: {
      audit: { action: 'approve', target: 'bill', id: 'path', read: READ_BILL },
      // The figures are checked before four eyes keeps a first approval, and the schemes' fields taken out.
      preHandler: [billEarnings.checkFigures, fourEyes.holdForSecondApproval(BILL_KIND)],
      onAnswer: [bills.keepDecision('approved'), billEarnings.creditSchemes],
      onResponse: [fourEyes.settleFirstApproval(BILL_KIND)],
    },
    [BILL_KIND.reject]: {
      audit: {
        action: 'reject',
        target: 'bill',
        id: 'path',
        read: READ_BILL,
        // The reason as the record keeps it, else as it was sent (the spec's bill may not show it).
        detail: (bill, _answer, sent) => plainText(bill.reason) ?? plainText(sent.reason),
      },
      onAnswer: [bills.keepDecision('rejected')],
      onResponse: [fourEyes.dropFirstApproval(BILL_KIND)],
    },
  };
}
