import { VOUCHER_REQUEST_KIND } from '@/contract/approvals/kinds';
import { plainText } from '@/server/gateway/auditedCalls';
import type { GatewayCalls, GatewayParts } from '@/server/gateway/gatewayCall';
import { keepRequestAnswer } from '@/server/gateway/upstreamCopy/keptRequests';

const READ_VOUCHER = 'GET /loyalty/voucher/retrieve/:id';

/**
 * What the gateway does around the vouchers' spec calls and their requests' list, beyond
 * forwarding them with the permission of their reference routes (routes.ts, requestRoutes.ts) and
 * publishing their changes live. The requests' decisions are declared in decisionCalls.ts.
 */
export function voucherGatewayCalls({ db }: GatewayParts): GatewayCalls {
  return {
    'POST /loyalty/voucher/': { audit: { action: 'create', target: 'voucher', id: 'answer', read: READ_VOUCHER } },
    'PUT /loyalty/voucher/update/:id/': {
      audit: { action: 'update', target: 'voucher', id: 'path', read: READ_VOUCHER },
    },
    'PATCH /loyalty/voucher/delete/:id/': {
      audit: { action: 'delete', target: 'voucher', id: 'path', read: READ_VOUCHER },
    },
    // An import's report, as the upstream words it.
    'POST /loyalty/voucher/import/': {
      audit: {
        action: 'import',
        target: 'voucher',
        id: 'none',
        detail: (_record, answer) => plainText(answer.message),
      },
    },
    // The requests the liability holds back, kept as they pass.
    [`GET /${VOUCHER_REQUEST_KIND.pendingList}`]: { onAnswer: [keepRequestAnswer(db, 'voucher')] },
  };
}
