/**
 * What a voucher request's page shows of its decision. The spec's request has no status:
 * without one the decision is offered (the server answers a decided request with a 4xx
 * and its message), and the request reads as pending when it was reached from a pending
 * list. A status, when the backend sends one, is shown and offers the decision only while pending.
 */
export function requestStanding(status: unknown, reachedFromPendingList: boolean) {
  if (typeof status === 'string' && status !== '') return { status, decidable: status === 'pending' };
  return { status: reachedFromPendingList ? 'pending' : undefined, decidable: true };
}
