/**
 * The router state of a link from a list of pending voucher requests (the Voucher Requests
 * tab, the dashboard's table): the spec's request has no status, so where the detail was
 * reached from is how it knows the request was pending.
 */
export const reachedFromPendingList = { pendingVoucherRequest: true } as const;

export const wasReachedFromPendingList = (state: unknown) =>
  !!state && typeof state === 'object' && (state as Record<string, unknown>).pendingVoucherRequest === true;
