import { useEffect } from 'react';
import { useBillEarningsSlots } from '@/src/areasContext';

/**
 * Loads the approval dialog's aid (an area's `billApprovalAid`) with the page the dialog opens
 * from: loaded as the dialog opened, it held the worked-out figures back by React's fallback
 * throttle (300 ms).
 */
export function usePreloadedApprovalAid() {
  const aid = useBillEarningsSlots().billApprovalAid;
  // A failed load is tried again when the dialog draws it.
  useEffect(() => void aid?.preload?.().catch(() => undefined), [aid]);
  return aid;
}
